import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { findActivePromotions } from './promotions.repo.js';

export function registerPromotionRoutes(app: FastifyInstance, deps: { db: Database }): void {
  mountRoute(app, deps.db, routeTable.promotions.active, async (request) => {
    // spec 1: billing (and so its discounts) is hidden from the customers of a reseller.
    if (request.auth.customer.resellerId !== null) return [];
    const rows = await findActivePromotions(deps.db, request.auth.customer.id, new Date());
    return rows.map((row) => ({
      promotion_code: row.promotionCode,
      description: row.description,
      discount_percent: row.discountPercent,
      product_type: row.productType,
      time_start: row.startsAt.toISOString(),
      time_end: row.endsAt.toISOString(),
    }));
  });
}
