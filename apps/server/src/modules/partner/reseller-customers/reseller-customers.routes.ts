import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { AuthContext } from '../../../http/auth-context.js';
import { mountRoute } from '../../../http/mount-route.js';
import { type ActingScope, listActableCustomers } from './reseller-customers.repo.js';

/**
 * Whose customers the caller may act for, by the on-behalf plugin's rule: provider staff any customer, a reseller's
 * users the reseller's customers (also while already acting for one of them), anyone else nobody.
 */
function actingScope(auth: AuthContext): ActingScope {
  if (auth.user.isProviderStaff) return { kind: 'staff' };
  if (auth.onBehalfOf) return { kind: 'reseller', resellerId: auth.onBehalfOf.customerId };
  return auth.customer.type === 'reseller' ? { kind: 'reseller', resellerId: auth.customer.id } : { kind: 'none' };
}

/** `GET /v2/reseller-customers`: the customer picker of resellers and provider staff. */
export function registerResellerCustomerRoutes(app: FastifyInstance, deps: { db: Database }): void {
  mountRoute(app, deps.db, routeTable.resellerCustomers.list, (request) =>
    listActableCustomers(deps.db, actingScope(request.auth), request.query.q ?? ''),
  );
}
