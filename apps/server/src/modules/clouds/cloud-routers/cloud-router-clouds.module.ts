import { IDEMPOTENCY_KEY_HEADER, routeTable } from '@portal/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ProviderSideState } from '../../../clouds/cloud-provider-driver.js';
import type { Transaction } from '../../../db/client.js';
import { cloudRouterConnections } from '../../../db/schema/index.js';
import { mountRoute } from '../../../http/mount-route.js';
import { callerOf } from '../../network/ports/ports.routes.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.repo.js';
import { providerChanges } from '../connections/hosted-cloud-order.js';
import { findRouterById } from './cloud-routers.repo.js';
import { syncConnectionInventory } from './cloud-routers.service.js';
import { settleConnection } from './cloud-routers.workflow.js';
import { type CloudRouterCloudDeps, createCloudConnection } from './order-cloud-connection.js';

/**
 * What the cloud's own moves change on a router's cloud connection (the customer accepting an AWS connection, the
 * cloud's side coming up or refusing): the provider state and read-outs; active once the network's part is ready
 * too (then its BGP sessions come up); error when the cloud refused it.
 */
async function applyProviderState(
  deps: CloudRouterCloudDeps,
  logger: FastifyBaseLogger,
  tx: Transaction,
  state: ProviderSideState,
) {
  const { customerId, connectionId } = state.ref;
  const [row] = await tx
    .select()
    .from(cloudRouterConnections)
    .where(and(eq(cloudRouterConnections.customerId, customerId), eq(cloudRouterConnections.circuitId, connectionId)))
    .for('update');
  if (row?.connectionType !== 'cloud_hosted') return;
  const router = await findRouterById(tx, customerId, row.routerId);
  if (!router) return;
  const isSettling = row.state === 'provisioning' || row.state === 'active';
  const next =
    state.state === 'rejected' && isSettling
      ? 'error'
      : state.state === 'available' && row.isNetworkReady && row.state === 'provisioning'
        ? 'active'
        : row.state;
  const [updated] = await tx
    .update(cloudRouterConnections)
    .set({ ...providerChanges(state), state: next, updatedAt: new Date() })
    .where(eq(cloudRouterConnections.id, row.id))
    .returning();
  if (!updated) return;
  await syncConnectionInventory(tx, router, updated);
  if (next === 'active' && row.state !== 'active') await settleConnection(tx, { ...deps, logger }, router, updated);
}

/**
 * A router's connections to clouds (wire reference 3.9): the five create routes, the cloud's moves heard through
 * the CloudProviderDriver, and the credentials they name held in use (a credential a live connection names cannot
 * be deleted).
 */
export function registerCloudRouterClouds(app: FastifyInstance, deps: CloudRouterCloudDeps): void {
  const { db } = deps;
  deps.clouds.onProviderState('hosted', (tx, state) => applyProviderState(deps, app.log, tx, state));
  deps.credentials.usage.register(async (executor, customerId, credentialIds) => {
    const credential = sql<string>`${cloudRouterConnections.cloudSettings} ->> 'credentials_uuid'`;
    const rows = await executor
      .selectDistinct({ id: credential })
      .from(cloudRouterConnections)
      .where(
        and(
          eq(cloudRouterConnections.customerId, customerId),
          ne(cloudRouterConnections.state, 'deleting'),
          inArray(credential, [...credentialIds]),
        ),
      );
    return rows.map((row) => row.id);
  });
  const routes = routeTable.cloudRouterClouds;
  const keyOf = (request: { headers: Record<string, string | string[] | undefined> }) =>
    idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
  mountRoute(app, db, routes.createAws, (request) =>
    createCloudConnection(
      deps,
      callerOf(request),
      request.params.id,
      { provider: 'aws', body: request.body },
      keyOf(request),
    ),
  );
  mountRoute(app, db, routes.createAzure, (request) =>
    createCloudConnection(
      deps,
      callerOf(request),
      request.params.id,
      { provider: 'azure', body: request.body },
      keyOf(request),
    ),
  );
  mountRoute(app, db, routes.createGoogle, (request) =>
    createCloudConnection(
      deps,
      callerOf(request),
      request.params.id,
      { provider: 'google', body: request.body },
      keyOf(request),
    ),
  );
  mountRoute(app, db, routes.createOracle, (request) =>
    createCloudConnection(
      deps,
      callerOf(request),
      request.params.id,
      { provider: 'oracle', body: request.body },
      keyOf(request),
    ),
  );
  mountRoute(app, db, routes.createIbm, (request) =>
    createCloudConnection(
      deps,
      callerOf(request),
      request.params.id,
      { provider: 'ibm', body: request.body },
      keyOf(request),
    ),
  );
}
