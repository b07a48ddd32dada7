import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountRoutes, activityLogRoutes, adminRoutes } from '../identity-routes';
import { type RouteHandle, requiredPermissions } from '../route-handle';
import { settingsLinks, sidebarLinks, topBarLinks } from './navigation';

/** The signed-in screens, as the router nests them. */
const signedInRoutes: RouteObject[] = [
  {
    path: '/',
    children: [{ index: true }, { path: 'dashboard' }, accountRoutes, adminRoutes, activityLogRoutes],
  },
];

describe('shell links', () => {
  const links = [...topBarLinks, ...sidebarLinks, ...settingsLinks];

  it.each(links.map((link) => [link.to, link] as const))('%s opens a screen of the router', (_path, link) => {
    const matches = matchRoutes(signedInRoutes, link.to);
    expect(matches).not.toBeNull();
    const deepest = matches?.[matches.length - 1]?.route;
    expect(deepest?.path ?? (deepest?.index ? 'index' : undefined)).toBeDefined();
  });

  it.each(links.map((link) => [link.to, link] as const))(
    '%s is hidden exactly when its route refuses',
    (_path, link) => {
      const matches = matchRoutes(signedInRoutes, link.to) ?? [];
      const routePermissions = requiredPermissions(
        matches.map((match) => ({ handle: match.route.handle as RouteHandle | undefined })),
      );
      expect([...(link.permissions ?? [])].sort()).toEqual([...routePermissions].sort());
    },
  );
});
