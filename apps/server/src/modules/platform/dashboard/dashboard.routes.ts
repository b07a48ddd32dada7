import { DASHBOARD_ATTENTION_LIMIT, routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { countCircuits, listCircuitsNeedingAttention } from '../inventory/inventory.repo.js';
import { productSummaries, toAttentionItem } from './dashboard.presenter.js';
import { countSidebarItems, navigationCounts } from './navigation-counts.js';

/** The sidebar counts and the dashboard, read from the circuit inventory (and documents) of the caller's customer. */
export function registerDashboardRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;

  mountRoute(app, db, routeTable.navigation.counts, async (request) => ({
    counts: navigationCounts(await countSidebarItems(db, request.auth.customer.id)),
  }));

  mountRoute(app, db, routeTable.dashboard.get, async (request) => {
    const customerId = request.auth.customer.id;
    const [counts, attention] = await Promise.all([
      countCircuits(db, customerId),
      listCircuitsNeedingAttention(db, customerId, DASHBOARD_ATTENTION_LIMIT),
    ]);
    return { products: productSummaries(counts), attention: attention.map(toAttentionItem) };
  });
}
