import { routeTable, TOTAL_COUNT_HEADER } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { presentActivity } from './activity.presenter.js';
import { countActivity, listActivity, listActivityUsers } from './activity.repo.js';

export function registerActivityRoutes(app: FastifyInstance, deps: { db: Database }): void {
  mountRoute(app, deps.db, routeTable.activityLogs.list, async (request, reply) => {
    const customerId = request.auth.customer.id;
    const [rows, total] = await Promise.all([
      listActivity(deps.db, customerId, request.query),
      countActivity(deps.db, customerId, request.query),
    ]);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return rows.map(presentActivity);
  });

  mountRoute(app, deps.db, routeTable.activityLogs.users, (request) =>
    listActivityUsers(deps.db, request.auth.customer.id),
  );
}
