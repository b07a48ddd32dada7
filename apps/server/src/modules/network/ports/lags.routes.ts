import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../../http/mount-route.js';
import {
  addLagMember,
  createLag,
  deleteLag,
  disableLag,
  enableLag,
  listLagMembers,
  removeLagMember,
  updateLag,
} from './lags.service.js';
import type { PortsDeps } from './port-actions.js';
import { callerOf } from './ports.routes.js';

/** `/v2/lags`: build, change, delete, members, enable and disable (wire reference 3.4). */
export function registerLagRoutes(app: FastifyInstance, deps: PortsDeps): void {
  const { db } = deps;
  const routes = routeTable.lags;
  mountRoute(app, db, routes.create, async (request) => createLag(deps, callerOf(request), request.body));
  mountRoute(app, db, routes.update, async (request) =>
    updateLag(deps, callerOf(request), request.params.id, request.body),
  );
  mountRoute(app, db, routes.remove, async (request) => deleteLag(deps, callerOf(request), request.params.id));
  mountRoute(app, db, routes.members, async (request) =>
    listLagMembers(deps, request.auth.customer.id, request.params.id),
  );
  mountRoute(app, db, routes.addMember, async (request) =>
    addLagMember(deps, callerOf(request), request.params.id, request.body.member_port_circuit_id),
  );
  mountRoute(app, db, routes.removeMember, async (request) =>
    removeLagMember(deps, callerOf(request), request.params.id, request.params.member),
  );
  mountRoute(app, db, routes.enable, async (request) => enableLag(deps, callerOf(request), request.params.id));
  mountRoute(app, db, routes.disable, async (request) => disableLag(deps, callerOf(request), request.params.id));
}
