import { PERMISSIONS } from '@portal/domain';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;

const mapPage = {
  lazy: () =>
    import('@/features/clouds/cloud-routers/map/cloud-router-map-page').then((module) => ({
      Component: module.CloudRouterMapPage,
    })),
};

/**
 * /cloud-routers/map/{circuitId?} (spec 2): the map of the customer's cloud routers, or of the one named; it needs
 * cloud-router.read (spec 6). Its fixed segment ranks above the cloud routers' `/cloud-routers/:circuitId`, so it
 * sits beside them. The page sends a customer without the feature cr_topology_map to the list, so the route stays
 * out of the navigation search; the list and a router's page link to it for those who have it.
 */
export const cloudRouterMapRoutes: RouteObject = {
  path: 'cloud-routers/map',
  handle: handle({ title: 'Cloud Router Map', permissions: [PERMISSIONS.CLOUD_ROUTER_READ], omitFromSearch: true }),
  children: [
    { index: true, ...mapPage },
    { path: ':circuitId', handle: handle({ omitFromSearch: true }), ...mapPage },
  ],
};
