import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { mountRoute } from '../../http/mount-route.js';
import { presentCustomer } from './customers.presenter.js';

export function registerCustomerRoutes(app: FastifyInstance, deps: { db: Database }): void {
  mountRoute(app, deps.db, routeTable.customers.current, async (request) => presentCustomer(request.auth.customer));
}
