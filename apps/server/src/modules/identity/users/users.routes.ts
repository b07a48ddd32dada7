import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { type LinkOriginSettings, linkOrigin, requestMeta } from '../../../http/request-meta.js';
import { presentCompanyUser, presentCompanyUsers, presentUser } from './users.presenter.js';
import type { UsersService } from './users.service.js';

export function registerUserRoutes(
  app: FastifyInstance,
  deps: { db: Database; users: UsersService; links: LinkOriginSettings },
): void {
  const { db, users } = deps;
  const mailMeta = (request: Parameters<typeof requestMeta>[0]) => ({
    ...requestMeta(request),
    origin: linkOrigin(request, deps.links),
  });

  mountRoute(app, db, routeTable.users.current, async (request) => presentUser(request.auth.user));

  mountRoute(app, db, routeTable.users.currentPermissions, async (request) =>
    request.auth.permissions.map((permission_key) => ({ permission_key })),
  );

  mountRoute(app, db, routeTable.users.list, async (request) =>
    presentCompanyUsers(db, await users.list(request.auth.customer.id)),
  );

  mountRoute(app, db, routeTable.users.get, async (request) =>
    presentCompanyUser(db, await users.get(request.auth.customer.id, request.params.id)),
  );

  mountRoute(app, db, routeTable.users.create, async (request) =>
    presentCompanyUser(db, await users.create(request.auth, request.body, mailMeta(request))),
  );

  mountRoute(app, db, routeTable.users.update, async (request) =>
    presentCompanyUser(db, await users.update(request.auth, request.params.id, request.body, mailMeta(request))),
  );

  mountRoute(app, db, routeTable.users.remove, async (request) => {
    await users.remove(request.auth, request.params.id, requestMeta(request));
    return { message: 'The user has been deleted.' };
  });

  mountRoute(app, db, routeTable.users.removeFromGroup, async (request) =>
    presentCompanyUser(
      db,
      await users.removeFromGroup(request.auth, request.params.id, request.params.groupId, requestMeta(request)),
    ),
  );
}
