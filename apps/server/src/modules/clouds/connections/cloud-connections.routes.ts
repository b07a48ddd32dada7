import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { DELETED_MESSAGE } from '../../network/ports/port-actions.js';
import { callerOf } from '../../network/ports/ports.routes.js';
import { CloudConnectionKinds } from './cloud-connection-kinds.js';

/**
 * The calls hosted and dedicated cloud connections share (wire reference 3.7): `GET /v2/services/cloud/connections/
 * {id}`, `DELETE /v2/services/cloud/{id}` and `GET /v2.1/services/cloud/connections/{id}/status`. Answers the kinds
 * registry, where the hosted and dedicated modules register.
 */
export function registerCloudConnectionsModule(app: FastifyInstance, deps: { db: Database }): CloudConnectionKinds {
  const { db } = deps;
  const kinds = new CloudConnectionKinds();
  const routes = routeTable.cloudConnections;
  const customerOf = (request: { auth: { customer: { id: string } } }) => request.auth.customer.id;

  mountRoute(app, db, routes.get, async (request) => kinds.read(db, customerOf(request), request.params.id));
  mountRoute(app, db, routes.remove, async (request) => {
    await kinds.remove(db, callerOf(request), request.auth.permissions, request.params.id);
    return { message: DELETED_MESSAGE };
  });
  mountRoute(app, db, routes.status, async (request) => kinds.status(db, customerOf(request), request.params.id));
  return kinds;
}
