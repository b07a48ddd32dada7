import type { NatSettings, SessionResult } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transaction } from '../../../db/client.js';
import { bgpSessionEvents, bgpSessions, cloudRouterConnections, cloudRouters } from '../../../db/schema/index.js';
import type { NetworkDriver, WorkflowStepUpdate } from '../../../network/network-driver.js';
import { removeCircuit } from '../../platform/inventory/inventory.repo.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import { unreadableSecretsOf } from '../../platform/secrets/unreadable-secrets.js';
import { type ConnectionRow, findRouterById, findSession, listSessions, type RouterRow } from './cloud-routers.repo.js';
import { syncConnectionInventory, syncRouterInventory } from './cloud-routers.service.js';
import { isLive, loadWorld, routerInputOf } from './routing-view.js';

/** The BGP log's line for what an established session exchanged: its routes through its import and export filters. */
export function updateEventMessage(outcome: Pick<SessionResult, 'imported' | 'exported'>): string {
  const accepted = outcome.imported.filter((item) => item.accepted).length;
  const advertised = outcome.exported.filter((item) => item.accepted).length;
  return `UPDATE: received ${outcome.imported.length} prefixes, accepted ${accepted}, rejected ${outcome.imported.length - accepted} by the import filter; advertising ${advertised}`;
}

/**
 * The BGP log's line for a session's NAT once the session is up (spec 3 NAT on a NAT-capable connection): the source
 * NAT's private prefixes and pool, or the destination NAT's mappings; undefined without NAT.
 */
export function natEventMessage(nat: NatSettings | null | undefined): string | undefined {
  if (!nat) return undefined;
  if (nat.nat_type === 'inline_dnat') {
    const mappings = (nat.dnat_mappings ?? []).map(
      (mapping) =>
        `${mapping.public_ip ?? '?'} → ${mapping.private_ip ?? '?'}${mapping.conditional_prefix ? ` for traffic from ${mapping.conditional_prefix}` : ''}`,
    );
    return mappings.length > 0 ? `NAT: destination NAT active, ${mappings.join('; ')}` : undefined;
  }
  const sources = nat.pre_nat_sources ?? [];
  const pool = nat.pool_prefixes ?? [];
  if (sources.length === 0 || pool.length === 0) return undefined;
  const where =
    (nat.direction ?? 'output') === 'output'
      ? "the peer's routes leave the router as the pool"
      : 'the routes advertised to the peer are sent as the pool';
  return `NAT: source NAT (overload) active, ${sources.join(', ')} translated to ${pool.join(', ')}; ${where}`;
}

/**
 * What the simulation of a router's sessions needs: the network, the SECRETS_KEY box that opens the sessions' keys,
 * and a log for a key it cannot open (sealed under another SECRETS_KEY), which it takes as an unknown key.
 */
export interface SessionEvaluationDeps {
  network: NetworkDriver;
  secrets: SecretBox;
  logger: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Runs the routing simulation for some sessions of a router once their configuration is in place, and writes what
 * each reached (established, or down with the reason) with its state changes, route counts and NAT in the BGP log.
 */
export async function evaluateSessions(
  tx: Executor,
  deps: SessionEvaluationDeps,
  owner: { customerId: string; routerId: string },
  sessionIds: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  const router = await findRouterById(tx, owner.customerId, owner.routerId);
  if (!router) return;
  await tx
    .update(bgpSessions)
    .set({ bgpState: 'idle' })
    .where(and(eq(bgpSessions.customerId, router.customerId), inArray(bgpSessions.id, [...sessionIds])));
  const world = await loadWorld(tx, router);
  const result = deps.network.routing(routerInputOf(deps.secrets, world, unreadableSecretsOf(deps.logger)));
  const now = Date.now();
  for (const [index, id] of sessionIds.entries()) {
    const session = world.sessions.find((item) => item.id === id);
    if (!session) continue;
    const connection = world.connections.find((item) => item.id === session.connectionId);
    if (!connection) continue;
    const outcome = result.sessions.find((item) => item.id === id);
    const state = outcome?.establishment.state ?? 'idle';
    const reason = isLive(session, connection)
      ? (outcome?.establishment.reason ?? null)
      : 'The connection is not active yet';
    await tx
      .update(bgpSessions)
      .set({ bgpState: state, stateReason: reason, updatedAt: new Date() })
      .where(eq(bgpSessions.id, id));
    const at = (step: number) => new Date(now + index * 10 + step);
    const log = (severity: 'notice' | 'warning' | 'error' | 'informational', message: string, step: number) =>
      tx.insert(bgpSessionEvents).values({
        customerId: session.customerId,
        routerId: router.id,
        connectionCircuitId: connection.circuitId,
        bgpSettingsUuid: id,
        severity,
        message,
        at: at(step),
      });
    const transitions = outcome?.establishment.transitions ?? ['idle'];
    await log(
      state === 'established' ? 'notice' : 'warning',
      `BGP state ${transitions.join(' → ')}${reason ? `: ${reason}` : ''} (peer ${session.remoteAddress}, AS ${session.remoteAsn})`,
      1,
    );
    if (state === 'established' && outcome) {
      await log('informational', updateEventMessage(outcome), 2);
      const nat = natEventMessage(session.nat as NatSettings | null);
      if (nat !== undefined) await log('notice', nat, 3);
    }
  }
}

/** A connection that turned active brings up its sessions whose own configuration is done. */
export async function settleConnection(
  tx: Executor,
  deps: SessionEvaluationDeps,
  router: Pick<RouterRow, 'id' | 'customerId'>,
  connection: Pick<ConnectionRow, 'id'>,
): Promise<void> {
  const sessions = await listSessions(tx, router.customerId, [connection.id]);
  const ready = sessions.filter((session) => session.bgpState !== 'configuring').map((session) => session.id);
  await evaluateSessions(tx, deps, { customerId: router.customerId, routerId: router.id }, ready);
}

/**
 * What a step of the network's workflow changes: routers and connections follow their workflow's state (a finished
 * delete removes the row and its inventory row); a connection that turns active brings its sessions up; a BGP
 * session's finished configuration runs the routing simulation for it.
 */
export function registerCloudRouterWorkflowHooks(deps: SessionEvaluationDeps): void {
  const { network } = deps;
  network.onStep('cloud_router', async (tx: Transaction, update: WorkflowStepUpdate) => {
    const { customerId, objectId } = update.ref;
    const [row] = await tx
      .select()
      .from(cloudRouters)
      .where(and(eq(cloudRouters.customerId, customerId), eq(cloudRouters.circuitId, objectId)))
      .for('update');
    if (!row) return;
    if (update.failureReason !== null) {
      if (!update.isFinal) return;
      const [failed] = await tx
        .update(cloudRouters)
        .set({ state: 'error' })
        .where(eq(cloudRouters.id, row.id))
        .returning();
      if (failed) await syncRouterInventory(tx, failed);
      return;
    }
    if (update.isFinal && update.isDeleted) {
      await tx.delete(cloudRouters).where(eq(cloudRouters.id, row.id));
      await removeCircuit(tx, customerId, objectId);
      return;
    }
    const [updated] = await tx
      .update(cloudRouters)
      .set({ state: update.objectState, updatedAt: new Date() })
      .where(eq(cloudRouters.id, row.id))
      .returning();
    if (updated) await syncRouterInventory(tx, updated);
  });

  network.onStep('cr_connection', async (tx: Transaction, update: WorkflowStepUpdate) => {
    const { customerId, objectId } = update.ref;
    const [row] = await tx
      .select()
      .from(cloudRouterConnections)
      .where(and(eq(cloudRouterConnections.customerId, customerId), eq(cloudRouterConnections.circuitId, objectId)))
      .for('update');
    if (!row) return;
    const router = await findRouterById(tx, customerId, row.routerId);
    if (!router) return;
    if (update.failureReason !== null) {
      if (!update.isFinal) return;
      const [failed] = await tx
        .update(cloudRouterConnections)
        .set({ state: 'error' })
        .where(eq(cloudRouterConnections.id, row.id))
        .returning();
      if (failed) await syncConnectionInventory(tx, router, failed);
      return;
    }
    if (update.isFinal && update.isDeleted) {
      await tx.delete(cloudRouterConnections).where(eq(cloudRouterConnections.id, row.id));
      await removeCircuit(tx, customerId, objectId);
      return;
    }
    const isNetworkReady = row.isNetworkReady || (update.isFinal && update.operation === 'provision');
    // A cloud connection is active once the cloud's side is too (AWS: once the customer accepted it).
    const isCloudPending = row.connectionType === 'cloud_hosted' && row.providerState !== 'available';
    const state = update.objectState === 'active' && isCloudPending ? 'provisioning' : update.objectState;
    const [updated] = await tx
      .update(cloudRouterConnections)
      .set({ state, isNetworkReady, updatedAt: new Date() })
      .where(eq(cloudRouterConnections.id, row.id))
      .returning();
    if (!updated) return;
    await syncConnectionInventory(tx, router, updated);
    if (update.isFinal && state === 'active') await settleConnection(tx, deps, router, updated);
  });

  network.onStep('bgp_session', async (tx: Transaction, update: WorkflowStepUpdate) => {
    if (!update.isFinal) return;
    const session = await findSession(tx, update.ref.customerId, update.ref.objectId);
    if (!session) return;
    // The connection's row is locked as its own workflow hook locks it: when the session and its connection finish
    // at the same moment (PostgreSQL runs them in parallel), one waits for the other, so the session sees the
    // connection active or the connection's hook sees the session configured, never neither.
    const [connection] = await tx
      .select()
      .from(cloudRouterConnections)
      .where(
        and(
          eq(cloudRouterConnections.customerId, session.customerId),
          eq(cloudRouterConnections.id, session.connectionId),
        ),
      )
      .for('update');
    if (!connection) return;
    if (update.failureReason !== null) {
      await tx
        .update(bgpSessions)
        .set({ bgpState: 'idle', stateReason: update.failureReason })
        .where(eq(bgpSessions.id, session.id));
      return;
    }
    await evaluateSessions(tx, deps, { customerId: connection.customerId, routerId: connection.routerId }, [
      session.id,
    ]);
  });
}
