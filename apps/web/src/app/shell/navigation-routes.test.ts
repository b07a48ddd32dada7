import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type RouteHandle, requiredPermissions } from '@/lib/route-handle';
import { screenChecker } from '@/lib/route-tree';
import { appRoutes } from '../router';
import { settingsLinks, sidebarLinks, topBarLinks } from './navigation';

/** The real route tree of the portal, as the browser router gets it. */
const routes = appRoutes(new QueryClient());
const hasScreen = screenChecker(routes);
const links = [...topBarLinks, ...sidebarLinks, ...settingsLinks].filter((link) => !link.opensPage);
const linksWithScreens = links.filter((link) => hasScreen(link.to));

describe('shell links against the router', () => {
  it('finds the screens that exist and not the catch-all of unknown paths', () => {
    expect(hasScreen('/dashboard')).toBe(true);
    expect(hasScreen('/admin/active-users')).toBe(true);
    expect(hasScreen('/no-such-area')).toBe(false);
    expect(hasScreen('/user-account/no-such-tab')).toBe(false);
  });

  it('links to the built areas (dashboard, ports, cross connects, administration, account, logging)', () => {
    const shown = linksWithScreens.map((link) => link.to);
    const built = ['/dashboard', '/ports', '/cross-connects', '/admin/profile', '/admin/active-users', '/user-account'];
    for (const path of [...built, '/activity-logs']) {
      expect(shown).toContain(path);
    }
  });

  it.each(linksWithScreens.map((link) => [link.to, link] as const))(
    '%s is hidden exactly when its route refuses',
    (_path, link) => {
      const matches = matchRoutes(routes, link.to) ?? [];
      const routePermissions = requiredPermissions(
        matches.map((match) => ({ handle: match.route.handle as RouteHandle | undefined })),
      );
      expect([...(link.permissions ?? [])].sort()).toEqual([...routePermissions].sort());
    },
  );
});
