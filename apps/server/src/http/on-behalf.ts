import { ON_BEHALF_HEADER } from '@portal/contract';
import { hasPermissions, PERMISSIONS } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthContext, CustomerRow } from './auth-context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The query parameter a GET may name the customer with instead of the header: a browser cannot set headers on an
 * EventSource (the live events of the customer acted for) nor on a download link. A GET changes nothing, so this
 * opens nothing a forged cross-site request could use.
 */
export const ON_BEHALF_QUERY_PARAMETER = 'on_behalf_of';

function queryValue(request: FastifyRequest): unknown {
  if (request.method !== 'GET') return undefined;
  const query = request.query;
  return query && typeof query === 'object' ? (query as Record<string, unknown>)[ON_BEHALF_QUERY_PARAMETER] : undefined;
}

/** The customer id a request asks to act for (the `x-on-behalf-of` header, else a GET's query), if it is one. */
export function requestedCustomerId(request: FastifyRequest): string | null {
  const header = request.headers[ON_BEHALF_HEADER];
  const requested = typeof header === 'string' ? header : queryValue(request);
  const value = typeof requested === 'string' ? requested.trim() : '';
  return UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * Acting on behalf of another customer (spec 1: resellers manage their customers, provider staff act for
 * customers). The caller needs `on-behalf.create`, and the target (read with the caller's session, `target`) must
 * be a customer of the caller's reseller company, or the caller must be provider staff. Anything else is ignored:
 * the request answers for the caller's own company, and the web discards an on-behalf identity that differs from
 * the current customer (spec 4 "Session"). The caller keeps their own permissions; the activity log names them as
 * acting on behalf.
 */
export function applyOnBehalf(request: FastifyRequest, auth: AuthContext, target: CustomerRow | null): AuthContext {
  if (!target || target.id === auth.customer.id) return auth;
  if (!hasPermissions(auth.permissions, [PERMISSIONS.ON_BEHALF_CREATE])) return auth;
  const allowed = auth.user.isProviderStaff ? !target.isProvider : target.resellerId === auth.customer.id;
  if (!allowed) {
    request.log.warn({ on_behalf_of: target.id, user_uuid: auth.user.id }, 'On-behalf request refused');
    return auth;
  }
  return { ...auth, customer: target, onBehalfOf: { customerId: auth.customer.id } };
}
