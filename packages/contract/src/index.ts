import { authRoutes } from './auth.js';
import { customerRoutes } from './customers.js';
import { healthRoutes } from './health.js';
import type { RouteDefinition } from './route.js';
import { userRoutes } from './users.js';

export * from './auth.js';
export * from './customers.js';
export * from './errors.js';
export * from './fields.js';
export * from './health.js';
export * from './openapi.js';
export * from './route.js';
export * from './users.js';

/** The route table: every route the server serves and the OpenAPI document describes. */
export const routeTable = {
  health: healthRoutes,
  auth: authRoutes,
  users: userRoutes,
  customers: customerRoutes,
} as const satisfies Record<string, Record<string, RouteDefinition>>;

/** Every route of the table, flat. */
export const allRoutes: RouteDefinition[] = Object.values(routeTable).flatMap((group) => Object.values(group));

/** The request-source header every request of the web carries (spec 7), as API clients send `pf-request-source`. */
export const REQUEST_SOURCE_HEADER = 'pf-request-source';
/** The anti-forgery header: a cookie-authenticated mutation must echo the readable `portal_csrf` cookie in it. */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'portal_csrf';
export const SESSION_COOKIE = 'portal_session';
/** The on-behalf header: staff or a reseller acting for a customer (spec 6). */
export const ON_BEHALF_HEADER = 'x-on-behalf-of';
