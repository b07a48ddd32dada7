import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { actorOf } from '../../../http/actor.js';
import { mountRoute } from '../../../http/mount-route.js';
import { requestMeta } from '../../../http/request-meta.js';
import type { ApiKeysService } from './api-keys.service.js';

export function registerApiKeyRoutes(app: FastifyInstance, deps: { db: Database; apiKeys: ApiKeysService }): void {
  const { db, apiKeys } = deps;

  mountRoute(app, db, routeTable.apiKeys.list, async (request) => apiKeys.list(request.auth.user.id));

  mountRoute(app, db, routeTable.apiKeys.create, async (request) =>
    apiKeys.create(actorOf(request), request.body, requestMeta(request)),
  );

  mountRoute(app, db, routeTable.apiKeys.revoke, async (request) => {
    await apiKeys.revoke(actorOf(request), request.params.id, requestMeta(request));
    return { message: 'The API key has been revoked.' };
  });
}
