import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canOpenScreen, titledScreens } from './route-tree';

const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { path: 'auth', children: [{ path: 'login', handle: { title: 'Login', omitFromSearch: true } }] },
      {
        handle: { authenticated: true },
        children: [
          { index: true, handle: { title: 'Dashboard' } },
          { path: 'dashboard', handle: { title: 'Dashboard' } },
          {
            path: 'admin',
            handle: { permissions: ['user.read'] },
            children: [
              { index: true },
              { path: 'active-users', handle: { title: 'Active Users', permissions: ['user.read'] } },
              { path: 'groups', handle: { title: 'Groups' } },
            ],
          },
          { path: 'circuits/:circuitId', handle: { title: 'Circuit' } },
          { path: 'ports/create', handle: { title: 'Create Port', permissions: ['port.create'] } },
          {
            path: 'billing/flex-bandwidth',
            handle: { title: 'Flex Bandwidth', directCustomersOnly: true },
            children: [{ index: true }, { path: 'create', handle: { title: 'Order Flex Bandwidth' } }],
          },
        ],
      },
      { path: '*' },
    ],
  },
];

describe('titled screens (spec 2 navigation search)', () => {
  it('lists titled routes with fixed paths and the permissions of the route and its parents', () => {
    expect(titledScreens(routes)).toEqual([
      { path: '/', title: 'Dashboard', permissions: [] },
      { path: '/admin/active-users', title: 'Active Users', permissions: ['user.read', 'user.read'] },
      { path: '/admin/groups', title: 'Groups', permissions: ['user.read'] },
      { path: '/ports/create', title: 'Create Port', permissions: ['port.create'] },
      { path: '/billing/flex-bandwidth', title: 'Flex Bandwidth', permissions: [] },
      { path: '/billing/flex-bandwidth/create', title: 'Order Flex Bandwidth', permissions: [] },
    ]);
  });
});

describe('screens that can be opened', () => {
  it('knows the screens of the tree, not the catch-all, and checks permissions', () => {
    expect(canOpenScreen(routes, '/dashboard', [])).toBe(true);
    expect(canOpenScreen(routes, '/circuits/PF-1', [])).toBe(true);
    expect(canOpenScreen(routes, '/ports/create?x=1', ['port.create'])).toBe(true);
    expect(canOpenScreen(routes, '/ports/create', [])).toBe(false);
    expect(canOpenScreen(routes, '/vcs/create', ['port.create'])).toBe(false);
    expect(canOpenScreen(routes, '/admin/groups', [])).toBe(false);
  });

  it('keeps billing from a customer of a reseller (spec 2), screen and children, and opens it to others', () => {
    expect(canOpenScreen(routes, '/billing/flex-bandwidth', [])).toBe(true);
    expect(canOpenScreen(routes, '/billing/flex-bandwidth', [], false)).toBe(true);
    expect(canOpenScreen(routes, '/billing/flex-bandwidth', [], true)).toBe(false);
    expect(canOpenScreen(routes, '/billing/flex-bandwidth/create', [], true)).toBe(false);
    expect(canOpenScreen(routes, '/dashboard', [], true)).toBe(true);
  });
});
