import { routeTable, SEARCH_RESULT_LIMIT } from '@portal/contract';
import { dedupeSearchResults } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { countCircuits, searchCircuits } from '../inventory/inventory.repo.js';
import { serviceTypeOptions, toSearchResult } from './search.presenter.js';
import { frequentSearches, recordSearch } from './search-log.repo.js';

/** Circuit search over the inventory (spec 2 and 9 quick search), scoped to the caller's customer. */
export function registerSearchRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const routes = routeTable.search;

  mountRoute(app, db, routes.search, async (request) => {
    const query = request.query.q;
    const { user, customer } = request.auth;
    request.log.info({ query, user_uuid: user.id }, 'User search');
    const rows = await searchCircuits(db, customer.id, query, SEARCH_RESULT_LIMIT);
    // "Frequently Searched" offers queries to run again: one that found nothing is not worth offering.
    if (rows.length > 0) await recordSearch(db, { userId: user.id, customerId: customer.id, query });
    // One inventory row per circuit id already; the spec 9 dedup keeps the answer right if that ever changes.
    return dedupeSearchResults(rows.map(toSearchResult));
  });

  mountRoute(app, db, routes.options, async (request) => {
    const { user, customer } = request.auth;
    const [counts, frequent] = await Promise.all([
      countCircuits(db, customer.id),
      frequentSearches(db, user.id, customer.id),
    ]);
    return { service_types: serviceTypeOptions(counts), frequently_searched: frequent };
  });
}
