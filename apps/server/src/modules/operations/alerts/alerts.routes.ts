import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { presentAlert } from './alerts.presenter.js';
import { listAlerts } from './alerts.repo.js';

export function registerAlertRoutes(app: FastifyInstance, deps: { db: Database }): void {
  mountRoute(app, deps.db, routeTable.alerts.list, async (request) =>
    (await listAlerts(deps.db, request.auth.customer.id, request.query)).map(presentAlert),
  );
}
