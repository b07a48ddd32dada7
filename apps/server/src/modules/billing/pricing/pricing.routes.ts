import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { listPrices } from './pricing.service.js';

export function registerPricingRoutes(app: FastifyInstance, deps: { db: Database }): void {
  mountRoute(app, deps.db, routeTable.pricing.list, async (request) => listPrices(request.query));
}
