import type { UIMatch } from 'react-router';

/** The metadata every route carries (spec 2): its title, the permissions it needs, and how search treats it. */
export interface RouteHandle {
  /** Appended to the document title ("Portal - {title}") and the route's name in navigation search. */
  title?: string;
  /** spec 6: every listed permission must be granted, else the user is sent to /. */
  permissions?: readonly string[];
  /** Left out of navigation search. */
  omitFromSearch?: boolean;
  /** Needs a signed-in user; without a session the path is remembered and the user goes to login. */
  authenticated?: boolean;
  /** spec 2 "Billing": not available to customers of a reseller, who are sent to / (the server answers 403). */
  directCustomersOnly?: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** The handle of a matched route, or an empty one when the route declares none. */
export function routeHandle(match: Pick<UIMatch, 'handle'>): RouteHandle {
  return isRouteHandle(match.handle) ? match.handle : {};
}

/** Every permission the matched routes require, from the outermost to the innermost. */
export function requiredPermissions(matches: readonly Pick<UIMatch, 'handle'>[]): string[] {
  return matches.flatMap((match) => routeHandle(match).permissions ?? []);
}

/** Whether some matched route is for direct customers only (spec 2 "Billing"), so a reseller's customer may not open it. */
export function isForDirectCustomersOnly(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  return matches.some((match) => routeHandle(match).directCustomersOnly === true);
}
