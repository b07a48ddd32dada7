import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { actorOf } from '../../../http/actor.js';
import { mountRoute } from '../../../http/mount-route.js';
import { requestMeta } from '../../../http/request-meta.js';
import type { NetworkDriver } from '../../../network/network-driver.js';
import { registerCrossConnectProgress } from './cross-connect-progress.js';
import { createCrossConnectsService } from './cross-connects.service.js';

/** Outbound cross connects (wire reference 3.13) and the hook that follows their workflows. */
export function registerCrossConnectsModule(app: FastifyInstance, deps: { db: Database; network: NetworkDriver }) {
  const { db } = deps;
  const crossConnects = createCrossConnectsService(db, deps.network);
  registerCrossConnectProgress(deps.network);
  const routes = routeTable.outboundCrossConnects;

  mountRoute(app, db, routes.list, async (request) => crossConnects.list(request.auth.customer.id));
  mountRoute(app, db, routes.get, async (request) =>
    crossConnects.get(request.auth.customer.id, request.params.circuit_id),
  );
  mountRoute(app, db, routes.create, async (request) =>
    crossConnects.create(actorOf(request), request.body, requestMeta(request)),
  );
  mountRoute(app, db, routes.update, async (request) =>
    crossConnects.update(actorOf(request), request.params.circuit_id, request.body, requestMeta(request)),
  );
  mountRoute(app, db, routes.remove, async (request) =>
    crossConnects.remove(actorOf(request), request.params.circuit_id, requestMeta(request)),
  );
}
