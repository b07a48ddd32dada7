import { hasPermissions } from '@portal/domain';
import { useCallback, useContext } from 'react';
import { matchRoutes, type RouteObject, UNSAFE_DataRouterContext } from 'react-router';
import { useCurrentCustomer, usePermissions } from '@/api/session';
import { isForDirectCustomersOnly, type RouteHandle, requiredPermissions, routeHandle } from './route-handle';

/** A screen the user can open by a fixed path, with the title its route handle gives it. */
export interface TitledScreen {
  path: string;
  title: string;
  /** Every permission the route and its parents require (spec 6). */
  permissions: string[];
}

function joinPath(parent: string, segment: string | undefined): string {
  if (!segment) return parent;
  if (segment.startsWith('/')) return segment;
  return parent === '/' ? `/${segment}` : `${parent}/${segment}`;
}

/** A path with a parameter or a wildcard is not a place one can go to without knowing an id. */
function isFixedPath(path: string): boolean {
  return !path.includes(':') && !path.includes('*');
}

/**
 * spec 2 navigation search: every titled screen of the route tree with a fixed path, minus routes marked
 * omit-from-search. Two routes with one title (`/` and `/dashboard`) are one screen, the first one found.
 */
export function titledScreens(routes: readonly RouteObject[]): TitledScreen[] {
  const screens: TitledScreen[] = [];
  const seenTitles = new Set<string>();
  const visit = (route: RouteObject, parentPath: string, parentPermissions: readonly string[]) => {
    const handle: RouteHandle = routeHandle({ handle: route.handle });
    const path = joinPath(parentPath, route.path);
    const permissions = [...parentPermissions, ...(handle.permissions ?? [])];
    if (handle.title && !handle.omitFromSearch && isFixedPath(path) && !seenTitles.has(handle.title)) {
      seenTitles.add(handle.title);
      screens.push({ path, title: handle.title, permissions });
    }
    for (const child of route.children ?? []) visit(child, path, permissions);
  };
  for (const route of routes) visit(route, '/', []);
  return screens;
}

/**
 * Whether a path opens a screen of the route tree: some route matches it and the deepest match is not the
 * catch-all that sends unknown paths to / (spec 2).
 */
export function screenChecker(routes: RouteObject[]): (path: string) => boolean {
  return (path) => {
    const matches = matchRoutes(routes, path);
    const deepest = matches?.[matches.length - 1]?.route;
    return deepest !== undefined && deepest.path !== '*';
  };
}

/**
 * Whether the portal has a screen at `path` (`screenChecker`: not only the catch-all) that a user with these
 * permissions may open (spec 6), and, for a customer of a reseller, one not kept for direct customers (spec 2
 * "Billing"). This is how links to areas not built yet, or not allowed, stay hidden.
 */
export function canOpenScreen(
  routes: readonly RouteObject[],
  path: string,
  permissions: readonly string[],
  isCustomerOfReseller = false,
): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (!screenChecker([...routes])(pathname)) return false;
  const matches = (matchRoutes([...routes], pathname) ?? []).map((match) => ({ handle: match.route.handle }));
  if (isCustomerOfReseller && isForDirectCustomersOnly(matches)) return false;
  return hasPermissions(permissions, requiredPermissions(matches));
}

/**
 * The router's route tree. React Router has no public hook for it; its data-router context is the one place that
 * holds the routes the portal was created with, so that is read here and nowhere else.
 */
export function useRouteTree(): readonly RouteObject[] {
  return useContext(UNSAFE_DataRouterContext)?.router.routes ?? [];
}

/** `canOpenScreen` for the signed-in user and company; false until the permissions are loaded. */
export function useCanOpenScreen(): (path: string) => boolean {
  const routes = useRouteTree();
  const { data: permissions } = usePermissions();
  const isCustomerOfReseller = useCurrentCustomer().data?.customer_of_reseller === true;
  return useCallback(
    (path: string) => permissions !== undefined && canOpenScreen(routes, path, permissions, isCustomerOfReseller),
    [routes, permissions, isCustomerOfReseller],
  );
}
