import { routeTable } from '@portal/contract';
import { GROUPS, isGroupName, permissionsForGroup } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../http/app-error.js';
import { mountRoute } from '../../../http/mount-route.js';
import { presentCompanyUsers } from '../users/users.presenter.js';
import { countCompanyUsersByGroup, listCompanyUsers } from '../users/users.repo.js';

/** spec 6: the groups are data of the domain; only their members come from the database. */
export function registerGroupRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const groupOf = (id: string) => {
    const name = id.trim().toLowerCase();
    if (!isGroupName(name)) throw notFound('Group not found.');
    return name;
  };

  mountRoute(app, db, routeTable.groups.list, async (request) => {
    const counts = await countCompanyUsersByGroup(db, request.auth.customer.id);
    return GROUPS.map((name) => ({
      id: name,
      name,
      permission_count: permissionsForGroup(name).length,
      user_count: counts.get(name) ?? 0,
    }));
  });

  mountRoute(app, db, routeTable.groups.users, async (request) =>
    presentCompanyUsers(db, await listCompanyUsers(db, request.auth.customer.id, groupOf(request.params.id))),
  );

  mountRoute(app, db, routeTable.groups.permissions, async (request) =>
    permissionsForGroup(groupOf(request.params.id)).map((permission_key) => ({ permission_key })),
  );
}
