import { allRoutes, type RouteDefinition, routeUrl } from '@portal/contract';
import type { FastifyInstance } from 'fastify';

/** One route of the table, as the generated checks walk it. */
export interface MatrixRoute {
  route: RouteDefinition;
  /** `POST /v2/ports/:id/enable`: how the checks and the report name it. */
  key: string;
  url: string;
  /** The names of its path parameters, in order. */
  params: string[];
  isMutating: boolean;
  /** The permission key of spec 6 the contract names for it, if any. */
  permission: string | null;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route of the contract's table, the list the server mounts and the OpenAPI document describes. */
export const matrixRoutes: MatrixRoute[] = allRoutes.map((route) => {
  const url = routeUrl(route);
  return {
    route,
    key: `${route.method} ${url}`,
    url,
    params: [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? ''),
    isMutating: MUTATING.has(route.method),
    permission: typeof route.access === 'object' ? route.access.permission : null,
  };
});

/** The routes of the table the app does not serve: a route added to the contract but never mounted. */
export function unmountedRoutes(app: FastifyInstance): string[] {
  return matrixRoutes.filter(({ route, url }) => !app.hasRoute({ method: route.method, url })).map(({ key }) => key);
}

/** The URL of a route with its parameters filled in (each value percent-encoded). */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${url}`);
    return encodeURIComponent(value);
  });
}

/**
 * The key a path parameter's object kind is known by: the path up to and including the parameter, without the
 * version (`/ports/:id` for `POST /v2/ports/:id/enable` and `GET /v2.1/ports/:id/status`).
 */
export function paramKindKey(url: string, param: string): string {
  const withoutBase = url.replace(/^\/v2(\.1)?(?=\/)/, '');
  const end = withoutBase.indexOf(`:${param}`) + param.length + 1;
  return withoutBase.slice(0, end);
}
