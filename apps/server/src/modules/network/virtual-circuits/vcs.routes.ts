import { IDEMPOTENCY_KEY_HEADER, routeTable, TOTAL_COUNT_HEADER } from '@portal/contract';
import { hasPermissions } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { mountRoute } from '../../../http/mount-route.js';
import type { ChangeableServices } from '../../billing/service-changes/service-changes.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.repo.js';
import { callerOf } from '../ports/ports.routes.js';
import { type OrderBackboneDeps, orderBackbone, readVc } from './order-backbone.js';
import {
  addBurst,
  DELETED_MESSAGE,
  deleteVc,
  modifyVc,
  previewModify,
  removeBurst,
  updateVc,
  upgradeOptions,
  type VcDeps,
  vcStatus,
} from './vc-actions.js';
import { presentVc } from './vc-view.js';
import { listVcRecords } from './vcs.repo.js';

/** `/v2/services`, `/v2.1/services/{id}/status`, burst, upgrade options and billing modify: one call each. */
export function registerVcRoutes(
  app: FastifyInstance,
  deps: VcDeps & OrderBackboneDeps & { changeable: ChangeableServices },
): void {
  const { db } = deps;
  const routes = routeTable.virtualCircuits;
  const customerOf = (request: { auth: { customer: { id: string } } }) => request.auth.customer.id;

  mountRoute(app, db, routes.list, async (request, reply) => {
    const { records, total } = await listVcRecords(db, customerOf(request), request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return records.map(presentVc);
  });
  mountRoute(app, db, routes.createBackbone, async (request) =>
    orderBackbone(deps, callerOf(request), {
      body: request.body,
      idempotencyKey: idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
    }),
  );
  // A hosted cloud connection is read through this call too (the Go client's hosted read asks it for the ends).
  mountRoute(app, db, routes.get, async (request) => {
    const other = await changeableOf(request);
    if (!other?.readAsService) return readVc(db, customerOf(request), request.params.id);
    assertPermission(request, other.readPermission);
    return other.readAsService(customerOf(request), request.params.id);
  });
  mountRoute(app, db, routes.update, async (request) =>
    updateVc(deps, callerOf(request), request.params.id, request.body),
  );
  mountRoute(app, db, routes.remove, async (request) => {
    await deleteVc(deps, callerOf(request), request.params.id);
    return { message: DELETED_MESSAGE };
  });
  mountRoute(app, db, routes.status, async (request) => vcStatus(deps, customerOf(request), request.params.id));
  mountRoute(app, db, routes.addBurst, async (request) => ({
    message: await addBurst(deps, callerOf(request), request.params.id, request.body.speed),
  }));
  mountRoute(app, db, routes.removeBurst, async (request) => ({
    message: await removeBurst(deps, callerOf(request), request.params.id),
  }));
  // Upgrade options and billing modify change a VC or another service registered as changeable (a hosted cloud
  // connection, a flex bandwidth pool, …), which needs its own permission too.
  const assertPermission = (request: { auth: { permissions: readonly string[] } }, permission: string) => {
    if (!hasPermissions(request.auth.permissions, [permission])) throw new AppError('forbidden');
  };
  const changeableOf = (request: { auth: { customer: { id: string } }; params: { id: string } }) =>
    deps.changeable.find(db, customerOf(request), request.params.id);
  mountRoute(app, db, routes.upgradeOptions, async (request) => {
    const other = await changeableOf(request);
    if (!other?.upgradeOptions) return upgradeOptions(deps, customerOf(request), request.params.id);
    assertPermission(request, other.readPermission);
    return other.upgradeOptions(customerOf(request), request.params.id);
  });
  mountRoute(app, db, routes.modifyPreview, async (request) => {
    const other = await changeableOf(request);
    if (!other) return previewModify(deps, customerOf(request), request.params.id, request.body);
    assertPermission(request, other.changePermission);
    return other.preview(customerOf(request), request.params.id, request.body);
  });
  mountRoute(app, db, routes.modify, async (request) => {
    const other = await changeableOf(request);
    if (!other) return { message: await modifyVc(deps, callerOf(request), request.params.id, request.body) };
    assertPermission(request, other.changePermission);
    return { message: await other.modify(callerOf(request), request.params.id, request.body) };
  });
}
