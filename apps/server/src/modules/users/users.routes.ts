import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { mountRoute } from '../../http/mount-route.js';
import { presentUser } from './users.presenter.js';

export function registerUserRoutes(app: FastifyInstance, deps: { db: Database }): void {
  mountRoute(app, deps.db, routeTable.users.current, async (request) => presentUser(request.auth.user));

  mountRoute(app, deps.db, routeTable.users.currentPermissions, async (request) =>
    request.auth.permissions.map((permission_key) => ({ permission_key })),
  );
}
