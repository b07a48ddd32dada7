import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { requestMeta } from '../../../http/request-meta.js';
import type { SessionsService } from './sessions.service.js';

export function registerSessionRoutes(app: FastifyInstance, deps: { db: Database; sessions: SessionsService }): void {
  const { db, sessions } = deps;

  mountRoute(app, db, routeTable.sessions.list, async (request) =>
    sessions.list(request.auth, request.query.user_uuid),
  );

  mountRoute(app, db, routeTable.sessions.revokeUser, async (request) => {
    const ended = await sessions.revokeAllOfUser(request.auth, request.body.user_uuid, requestMeta(request));
    return { message: `${ended} session${ended === 1 ? '' : 's'} ended.` };
  });

  mountRoute(app, db, routeTable.sessions.revoke, async (request) => {
    await sessions.revokeOwn(request.auth, request.params.id, requestMeta(request));
    return { message: 'The session has ended.' };
  });
}
