import { IDEMPOTENCY_KEY_HEADER, routeTable, TOTAL_COUNT_HEADER } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import type { Fingerprints } from '../../../platform/platform.js';
import { callerOf } from '../../network/ports/ports.routes.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.repo.js';
import type { ChangeableServices } from '../service-changes/service-changes.js';
import { createPool, FLEX_DELETED_MESSAGE, listPools, readPool, removePool } from './flex.service.js';
import { changeableFlexBandwidth } from './flex-changes.js';

/** `/v2/flex-bandwidth`: list, order, read and delete pools (a resize goes through billing modify). */
export function registerFlexBandwidthRoutes(
  app: FastifyInstance,
  deps: { db: Database; changeable: ChangeableServices; fingerprints: Fingerprints },
): void {
  const { db } = deps;
  deps.changeable.register(changeableFlexBandwidth(db));
  const routes = routeTable.flexBandwidth;
  const customerOf = (request: { auth: { customer: { id: string } } }) => request.auth.customer.id;

  mountRoute(app, db, routes.list, async (request, reply) => {
    const { pools, total } = await listPools(db, customerOf(request), request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return pools;
  });
  mountRoute(app, db, routes.create, async (request) =>
    createPool(db, deps.fingerprints, callerOf(request), {
      body: request.body,
      idempotencyKey: idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
    }),
  );
  mountRoute(app, db, routes.get, async (request) => readPool(db, customerOf(request), request.params.id));
  mountRoute(app, db, routes.remove, async (request) => {
    await removePool(db, callerOf(request), request.params.id);
    return { message: FLEX_DELETED_MESSAGE };
  });
}
