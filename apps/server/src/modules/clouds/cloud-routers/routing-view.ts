import type { BgpRoute } from '@portal/contract';
import {
  type NatSettings,
  type Peer,
  type PolicyDecision,
  type PolicyEntry,
  peerRoutes,
  type RouterInput,
  type RouterResult,
  type RouteTranslation,
  type SessionConfig,
} from '@portal/domain';
import type { Executor } from '../../../db/client.js';
import type { StoredBgpPrefix } from '../../../db/schema/index.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { UnreadableSecrets } from '../../platform/secrets/unreadable-secrets.js';
import {
  type ConnectionRow,
  listConnections,
  listSessions,
  type RouterRow,
  type SessionRow,
} from './cloud-routers.repo.js';

/** A cloud router with everything the routing simulation reads: its connections and their BGP sessions. */
export interface RouterWorld {
  router: RouterRow;
  connections: ConnectionRow[];
  sessions: SessionRow[];
}

export async function loadWorld(db: Executor, router: RouterRow): Promise<RouterWorld> {
  const connections = await listConnections(db, router.customerId, router.id);
  const sessions = await listSessions(
    db,
    router.customerId,
    connections.map((item) => item.id),
  );
  return { router, connections, sessions };
}

/**
 * The key the simulation takes for one this process cannot open (sealed under another SECRETS_KEY): one unknown key,
 * the same wherever it is met, so a session whose two sides were keyed together behaves as the router configured it,
 * and a key typed in a draft never matches it. Never a real key: a NUL character is refused at the edge.
 */
const UNKNOWN_KEY = '\u0000unreadable';

/** A session's (or its peer's) MD5 key in clear for the simulation; an unreadable one is reported and unknown. */
function simulationKey(
  secrets: SecretBox,
  sealed: string | null | undefined,
  sessionId: string,
  unreadable: UnreadableSecrets,
): string | undefined {
  if (!sealed) return undefined;
  const md5 = secrets.tryOpen(sealed, 'bgp-md5');
  if (md5 !== undefined) return md5 === '' ? undefined : md5;
  unreadable.report(`bgp_session ${sessionId}`);
  return UNKNOWN_KEY;
}

/** A stored prefix filter as the simulation reads it. */
export function policyEntriesOf(prefixes: readonly StoredBgpPrefix[]): PolicyEntry[] {
  return prefixes.map((item) => ({
    id: item.bgp_prefix_uuid,
    prefix: item.prefix,
    matchType: item.match_type,
    direction: item.type,
    localPreference: item.local_preference ?? undefined,
    med: item.med ?? undefined,
    asPrepend: item.as_prepend ?? undefined,
  }));
}

/** The simulation's view of a session's router side. */
export function sessionConfigOf(secrets: SecretBox, session: SessionRow, unreadable: UnreadableSecrets): SessionConfig {
  const md5 = simulationKey(secrets, session.md5, session.id, unreadable);
  return {
    id: session.id,
    addressFamily: session.addressFamily === 'v6' ? 6 : 4,
    disabled: session.disabled,
    l3Address: session.l3Address,
    remoteAddress: session.remoteAddress,
    remoteAsn: session.remoteAsn,
    md5,
    multihopTtl: session.multihopTtl,
    localPreference: session.localPreference ?? undefined,
    med: session.med ?? undefined,
    asPrepend: session.asPrepend ?? undefined,
    prefixes: policyEntriesOf(session.prefixes),
    nat: (session.nat as NatSettings | null) ?? undefined,
  };
}

/**
 * The far side of a session: configured as the session was made, advertising its kind's routes; its MD5 key (sealed
 * at rest) opened for the comparison with the session's.
 */
export function peerOf(
  secrets: SecretBox,
  session: Pick<SessionRow, 'id' | 'peer'>,
  connection: Pick<ConnectionRow, 'circuitId'>,
  unreadable: UnreadableSecrets,
): Peer {
  const { peer } = session;
  return {
    kind: peer.kind,
    asn: peer.asn,
    address: peer.address,
    neighbourAddress: peer.neighbourAddress,
    neighbourAsn: peer.neighbourAsn,
    md5: simulationKey(secrets, peer.md5, session.id, unreadable),
    routes: peerRoutes(peer.kind, connection.circuitId, peer.asn),
  };
}

/** Whether a session takes part in routing: its connection is active and its own workflow has finished. */
export function isLive(session: SessionRow, connection: ConnectionRow | undefined): boolean {
  return connection?.state === 'active' && session.bgpState !== 'configuring';
}

/** The router as the simulation takes it: its live sessions, each with its peer. */
export function routerInputOf(secrets: SecretBox, world: RouterWorld, unreadable: UnreadableSecrets): RouterInput {
  const byId = new Map(world.connections.map((item) => [item.id, item]));
  return {
    asn: world.router.asn,
    sessions: world.sessions.flatMap((session) => {
      const connection = byId.get(session.connectionId);
      if (connection === undefined || !isLive(session, connection)) return [];
      return [
        {
          config: sessionConfigOf(secrets, session, unreadable),
          peer: peerOf(secrets, session, connection, unreadable),
        },
      ];
    }),
  };
}

/** The cloud circuit id of each session's connection (what the API names a session's routes by). */
export function circuitsOfSessions(world: RouterWorld): (sessionId: string) => string | undefined {
  const circuits = new Map(world.connections.map((item) => [item.id, item.circuitId]));
  const bySession = new Map(world.sessions.map((session) => [session.id, circuits.get(session.connectionId)]));
  return (sessionId) => bySession.get(sessionId);
}

const pathText = (path: readonly number[]) => path.join(' ');

function routeOf(
  decision: PolicyDecision,
  type: BgpRoute['type'],
  facts: { cloudCircuitId: string; sessionId: string; isBest: boolean },
): BgpRoute {
  const attributes = decision.result ?? decision.received;
  return {
    prefix: decision.prefix,
    next_hop: attributes.nextHop,
    as_path: pathText(attributes.asPath),
    local_preference: attributes.localPreference,
    med: attributes.med,
    origin: attributes.origin,
    is_best: facts.isBest,
    type,
    cloud_circuit_id: facts.cloudCircuitId,
    bgp_settings_uuid: facts.sessionId,
    reason: decision.reason,
    nat: natOfRoute(decision.translation),
  };
}

/** How a route takes part in a NAT, as the API answers it (null: it does not). */
function natOfRoute(translation: RouteTranslation | undefined): BgpRoute['nat'] {
  if (translation === undefined) return null;
  return {
    side: translation.side,
    nat_type: translation.natType,
    public_prefixes: [...translation.publicPrefixes],
    private_prefixes: [...translation.privatePrefixes],
    conditional_prefix: translation.conditionalPrefix ?? null,
  };
}

/**
 * Every route of the router as the API lists them: received (accepted), rejected and advertised, per session. A
 * received route behind a source NAT is not best (the pool stands for it in the table) and says so in `nat`.
 */
export function routesOf(world: RouterWorld, result: RouterResult): BgpRoute[] {
  const circuitOf = circuitsOfSessions(world);
  const best = new Map(result.rib.map((entry) => [entry.prefix.text, entry.best.sessionId]));
  const routes: BgpRoute[] = [];
  for (const session of result.sessions) {
    const facts = { cloudCircuitId: circuitOf(session.id) ?? '', sessionId: session.id };
    for (const decision of session.imported) {
      routes.push(
        routeOf(decision, decision.accepted ? 'received' : 'rejected', {
          ...facts,
          isBest: decision.accepted && best.get(decision.prefix) === session.id,
        }),
      );
    }
    for (const decision of session.exported) {
      if (decision.accepted) routes.push(routeOf(decision, 'advertised', { ...facts, isBest: true }));
    }
  }
  return routes;
}
