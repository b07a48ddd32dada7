import {
  type CreateDedicatedCloudOrder,
  IDEMPOTENCY_KEY_HEADER,
  routeTable,
  TOTAL_COUNT_HEADER,
} from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import type { CircuitLookup } from '../../../platform/circuit-directory.js';
import type { Platform } from '../../../platform/platform.js';
import { callerOf } from '../../network/ports/ports.routes.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.repo.js';
import type { CloudConnectionKinds } from '../connections/cloud-connection-kinds.js';
import {
  findDedicatedRow,
  listDedicatedCircuitIds,
  listDedicatedRecords,
  popsWithDedicatedClouds,
} from './dedicated.repo.js';
import {
  dedicatedStatus,
  deleteDedicated,
  findDedicated,
  orderDedicated,
  presentDedicated,
  updateDedicated,
} from './dedicated-service.js';
import { registerDedicatedWorkflowHooks } from './dedicated-workflow.js';

/** A dedicated connection is measured as one interface, its port at the on-ramp (the stats-port tab). */
const dedicatedCircuitLookup: CircuitLookup = {
  async find(db, customerId, circuitId) {
    const row = await findDedicatedRow(db, customerId, circuitId);
    return row ? { circuitId: row.circuitId, interfaces: [row.circuitId] } : null;
  },
  async list(db, customerId) {
    return (await listDedicatedCircuitIds(db, customerId)).map((circuitId) => ({ circuitId, interfaces: [circuitId] }));
  },
};

/** The three order routes, one per provider. */
const ORDER_ROUTES = [
  ['aws', routeTable.dedicatedClouds.createAws],
  ['azure', routeTable.dedicatedClouds.createAzure],
  ['google', routeTable.dedicatedClouds.createGoogle],
] as const;

/**
 * Dedicated cloud connections (wire reference 3.7), wired into the platform: their workflow hook, their metric
 * lookup, their place in the customer's footprint, the three create calls, the list and the description change;
 * read, delete and status by circuit id through the shared cloud-connection calls.
 */
export function registerDedicatedCloudsModule(
  app: FastifyInstance,
  deps: { db: Database; platform: Platform; cloudConnections: CloudConnectionKinds },
): void {
  const { db, platform } = deps;
  const dedicatedDeps = { db, network: platform.network, clouds: platform.clouds, fingerprints: platform.fingerprints };
  registerDedicatedWorkflowHooks(platform.network, platform.clouds);
  platform.circuits.register('interface', dedicatedCircuitLookup);
  platform.footprint.register(popsWithDedicatedClouds);
  deps.cloudConnections.register({
    name: 'dedicated',
    deletePermission: PERMISSIONS.DEDICATED_CLOUD_CREATE,
    read: findDedicated,
    status: (_executor, customerId, id) => dedicatedStatus(dedicatedDeps, customerId, id),
    remove: (_db, caller, id) => deleteDedicated(dedicatedDeps, caller, id),
  });
  const routes = routeTable.dedicatedClouds;
  const customerOf = (request: { auth: { customer: { id: string } } }) => request.auth.customer.id;

  for (const [provider, route] of ORDER_ROUTES) {
    mountRoute(app, db, route, async (request) =>
      orderDedicated(dedicatedDeps, callerOf(request), {
        order: { provider, body: request.body } as CreateDedicatedCloudOrder,
        idempotencyKey: idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
      }),
    );
  }
  mountRoute(app, db, routes.list, async (request, reply) => {
    const { records, total } = await listDedicatedRecords(db, customerOf(request), request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return records.map(presentDedicated);
  });
  mountRoute(app, db, routes.update, async (request) =>
    updateDedicated(dedicatedDeps, callerOf(request), request.params.id, request.body),
  );
}
