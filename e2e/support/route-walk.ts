import { fileURLToPath } from 'node:url';

/** The parts of a React Router route object the walk reads. */
interface RouteNode {
  id?: string;
  path?: string;
  index?: boolean;
  handle?: unknown;
  element?: unknown;
  lazy?: unknown;
  Component?: unknown;
  children?: RouteNode[];
}

/** A screen of the web router: its path pattern and whether it sits under the signed-in layout. */
export interface RoutePattern {
  pattern: string;
  authenticated: boolean;
}

const routerModule = fileURLToPath(new URL('../../apps/web/src/app/router.tsx', import.meta.url));

function joinPath(parent: string, segment: string | undefined): string {
  if (!segment) return parent;
  return parent === '/' ? `/${segment}` : `${parent}/${segment}`;
}

/**
 * Every path pattern of the portal's own route tree (`appRoutes` in apps/web/src/app/router.tsx), read from the
 * router itself so a new route is walked without anyone listing it: each route that renders something (a lazy
 * screen, a component or a redirect) at a path, minus the catch-all of unknown paths.
 */
export async function routerPatterns(): Promise<RoutePattern[]> {
  // A specifier the typecheck does not follow: the web sources are checked by their own project.
  const { appRoutes } = (await import(/* @vite-ignore */ routerModule)) as {
    appRoutes: (queryClient: unknown) => RouteNode[];
  };
  // The loaders hold the query client but use it only when they run, which they do not here.
  const routes = appRoutes({});
  const patterns = new Map<string, RoutePattern>();
  const visit = (route: RouteNode, parentPath: string, authenticated: boolean) => {
    const path = joinPath(parentPath, route.path);
    const signedIn = authenticated || route.id === 'authenticated';
    const renders = route.lazy !== undefined || route.element !== undefined || route.Component !== undefined;
    if (renders && (route.path !== undefined || route.index) && !path.includes('*') && !patterns.has(path)) {
      patterns.set(path, { pattern: path, authenticated: signedIn });
    }
    for (const child of route.children ?? []) visit(child, path, signedIn);
  };
  for (const route of routes) visit(route, '/', false);
  return [...patterns.values()];
}

/** The path of a pattern with its parameters filled from `values`; fails naming a parameter that has none. */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`The route ${pattern} has the parameter :${name}: give it a demo object in the walk's values.`);
    }
    return encodeURIComponent(value);
  });
}
