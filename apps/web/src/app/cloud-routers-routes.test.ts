import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeHandle } from '@/lib/route-handle';
import { cloudRouterMapRoutes } from './cloud-router-map-routes';
import { CONNECT_PATHS, cloudRouterRoutes } from './cloud-routers-routes';

// The cloud router routes beside each other as the app's tree has them (the map's fixed segment among them).
const routes: RouteObject[] = [{ path: '/', children: [cloudRouterRoutes, cloudRouterMapRoutes] }];

/** The deepest matched route's title and the parameters of a path, as the router resolves it. */
function resolve(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const titles = matches.map((match) => routeHandle({ handle: match.route.handle }).title).filter(Boolean);
  const leaf = matches.at(-1);
  return { title: titles.at(-1), params: leaf?.params ?? {}, pattern: leaf?.route.path };
}

const ROUTER = 'PF-L3-CUST-1000014';
const UUID = '3f0c3c43-3cc9-4b55-8f1d-1d8d9a8e3f10';

describe('spec 2 cloud router connection create: every form of the address opens the connect screen', () => {
  it.each([
    ['/cloud-routers/connect', {}],
    ['/cloud-routers/providers/connect', {}],
    ['/cloud-routers/providers/aws/connect', { provider: 'aws' }],
    ['/cloud-routers/create/ipsec', { provider: 'ipsec' }],
    ['/cloud-routers/providers/create', {}],
    ['/cloud-routers/providers/google/create', { provider: 'google' }],
    [`/cloud-routers/${ROUTER}/connect`, { cloudRouterId: ROUTER }],
    [`/cloud-routers/${ROUTER}/create`, { cloudRouterId: ROUTER }],
    [`/cloud-routers/${ROUTER}/create/packetfabric`, { cloudRouterId: ROUTER, provider: 'packetfabric' }],
  ])('%s', (path, params) => {
    const resolved = resolve(path);
    expect(resolved.title).toBe('Add Cloud Router Connection');
    expect(resolved.params).toEqual(params);
  });

  it('has a route for each form, and "providers" is never taken for a router id', () => {
    expect(CONNECT_PATHS).toHaveLength(9);
    expect(resolve('/cloud-routers/providers/connect').params).not.toHaveProperty('cloudRouterId');
    expect(resolve('/cloud-routers/providers/create').params).not.toHaveProperty('cloudRouterId');
  });

  it("leaves the router's own order, its details, the map and the list's dialogs where they were", () => {
    expect(resolve('/cloud-routers/create').title).toBe('Create Cloud Router');
    expect(resolve(`/cloud-routers/${ROUTER}`).title).toBe('Cloud Router Details');
    expect(resolve(`/cloud-routers/${ROUTER}/routes`).title).toBe('Routes');
    expect(resolve(`/cloud-routers/${ROUTER}/router-logs`).title).toBe('Router logs');
    expect(resolve('/cloud-routers/map').title).toBe('Cloud Router Map');
    expect(resolve(`/cloud-routers/map/${ROUTER}`).params).toMatchObject({ circuitId: ROUTER });
    expect(resolve('/cloud-routers/bgp-session/create').title).toBe('New BGP session');
  });
});

describe('spec 2 dialogs over the cloud router list', () => {
  it.each([
    ['/cloud-routers/bgp-session/create', 'New BGP session', {}],
    [`/cloud-routers/bgp-session/${UUID}`, 'BGP session', { bgpSettingsUuid: UUID }],
    [`/cloud-routers/bgp-session/${UUID}/routes`, 'BGP routes', { bgpSettingsUuid: UUID }],
    [`/cloud-routers/bgp-session/${UUID}/router-logs`, 'BGP router logs', { bgpSettingsUuid: UUID }],
    [`/cloud-routers/notifications/${UUID}`, 'Maintenance Notification', { uuid: UUID }],
  ])('%s opens %s', (path, title, params) => {
    const resolved = resolve(path);
    expect(resolved.title).toBe(title);
    expect(resolved.params).toMatchObject(params);
    // Over the list: no router or connection in the path (they come in the query).
    expect(resolved.params).not.toHaveProperty('circuitId');
  });

  it("the same dialogs over a connection's bgp-sessions tab keep their own addresses", () => {
    const tab = `/cloud-routers/${ROUTER}/connections/PF-L3-CON-1000015/bgp-sessions`;
    expect(resolve(`${tab}/bgp-session/create`).title).toBe('New BGP session');
    expect(resolve(`${tab}/${UUID}/routes`)).toMatchObject({
      title: 'BGP routes',
      params: { circuitId: ROUTER, cloudCircuitId: 'PF-L3-CON-1000015', bgpSettingsUuid: UUID },
    });
  });
});
