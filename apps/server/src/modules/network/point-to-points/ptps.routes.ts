import { IDEMPOTENCY_KEY_HEADER, routeTable, TOTAL_COUNT_HEADER } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import type { Platform } from '../../../platform/platform.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.repo.js';
import { callerOf } from '../ports/ports.routes.js';
import { DELETED_MESSAGE, deletePtp, orderPtp, presentPtp, ptpStatus, readPtp, updatePtp } from './ptp-service.js';
import { registerPtpWorkflowHooks } from './ptp-workflow.js';
import { findPtpEndPort, listPtpCircuits, listPtpRecords, popsWithPtps } from './ptps.repo.js';

/**
 * Point-to-point services (wire reference 3.6), wired into the platform: their workflow hook, their place in the
 * customer's footprint, and `/v2/services/point-to-point` with its status call.
 */
export function registerPointToPointsModule(app: FastifyInstance, deps: { db: Database; platform: Platform }): void {
  const { db, platform } = deps;
  const ptpDeps = { db, network: platform.network, fingerprints: platform.fingerprints };
  registerPtpWorkflowHooks(platform.network);
  platform.footprint.register(popsWithPtps);
  // Its traffic per end reads as a VC's does (`/metrics/virtual-circuits/{id}/interfaces/{port}/rate/{unit}`).
  platform.circuits.register('virtual_circuit', {
    find: async (lookupDb, customerId, circuitId) =>
      (await listPtpCircuits(lookupDb, customerId, circuitId))[0] ?? null,
    list: (lookupDb, customerId) => listPtpCircuits(lookupDb, customerId),
  });
  // The port the provider built at each end reads as a port does (`/metrics/interfaces/...`, `/metrics/ifd/...`).
  platform.circuits.register('interface', {
    find: async (lookupDb, customerId, circuitId) => {
      const found = await findPtpEndPort(lookupDb, customerId, circuitId);
      return found ? { circuitId: found, interfaces: [] } : null;
    },
    list: async (lookupDb, customerId) =>
      (await listPtpCircuits(lookupDb, customerId)).flatMap((ptp) =>
        ptp.interfaces.map((port) => ({ circuitId: port, interfaces: [] })),
      ),
  });
  const routes = routeTable.pointToPoints;
  const customerOf = (request: { auth: { customer: { id: string } } }) => request.auth.customer.id;

  mountRoute(app, db, routes.list, async (request, reply) => {
    const { records, total } = await listPtpRecords(db, customerOf(request), request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return records.map(presentPtp);
  });
  mountRoute(app, db, routes.create, async (request) =>
    orderPtp(ptpDeps, callerOf(request), {
      body: request.body,
      idempotencyKey: idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
    }),
  );
  mountRoute(app, db, routes.get, async (request) => readPtp(db, customerOf(request), request.params.id));
  mountRoute(app, db, routes.update, async (request) =>
    updatePtp(ptpDeps, callerOf(request), request.params.id, request.body),
  );
  mountRoute(app, db, routes.remove, async (request) => {
    await deletePtp(ptpDeps, callerOf(request), request.params.id);
    return { message: DELETED_MESSAGE };
  });
  mountRoute(app, db, routes.status, async (request) => ptpStatus(ptpDeps, customerOf(request), request.params.id));
}
