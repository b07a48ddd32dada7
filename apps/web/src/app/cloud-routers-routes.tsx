import { PERMISSIONS } from '@portal/domain';
import type { RouteObject } from 'react-router';
import {
  bgpSessionDialogRoutes,
  listBgpSessionDialogRoutes,
} from '@/features/clouds/cloud-routers/bgp/bgp-session-routes';
import type { RouteHandle } from '@/lib/route-handle';
import { notificationRoute } from './notification-route';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;

const routerTabs = () => import('@/features/clouds/cloud-routers/cloud-router-tabs');
const routerDetailsTab = {
  handle: handle({ omitFromSearch: true }),
  lazy: () => routerTabs().then((module) => ({ Component: module.CloudRouterDetailsTab })),
};

const connectionTabs = () => import('@/features/clouds/cloud-routers/connection-tabs');
const connectionDetailsTab = {
  handle: handle({ omitFromSearch: true }),
  lazy: () => connectionTabs().then((module) => ({ Component: module.ConnectionDetailsTab })),
};
const statisticsTabs = () => import('@/features/clouds/cloud-routers/connection-statistics-tabs');

/**
 * spec 2: a new connection, `{cloudRouterId?}/connect` (alias `providers/{provider?}/connect`) and
 * `{cloudRouterId?}/create/{provider?}` (alias `providers/{provider?}/create`). Without a router the page asks for
 * one; without a provider it offers the kinds. `create` alone is the router's own order.
 */
const connectRoute = (path: string, title: string): RouteObject => ({
  path,
  handle: handle({ title, permissions: [PERMISSIONS.CLOUD_ROUTER_CREATE], omitFromSearch: true }),
  lazy: () =>
    import('@/features/clouds/cloud-routers/connect-page').then((module) => ({ Component: module.ConnectPage })),
});

/** Every address of spec 2's connection create (the router's own `create` excepted), for the connect page. */
export const CONNECT_PATHS = [
  'connect',
  'providers/connect',
  'providers/:provider/connect',
  'create/:provider',
  'providers/create',
  'providers/:provider/create',
  ':cloudRouterId/connect',
  ':cloudRouterId/create',
  ':cloudRouterId/create/:provider',
] as const;

/** /cloud-routers/{circuitId}/connections/{cloudCircuitId} (spec 2) with its tabs. */
const connectionDetailsRoute: RouteObject = {
  path: ':circuitId/connections/:cloudCircuitId',
  handle: handle({ title: 'Cloud Router Connection Details', omitFromSearch: true }),
  lazy: () =>
    import('@/features/clouds/cloud-routers/connection-details-layout').then((module) => ({
      Component: module.ConnectionDetailsLayout,
    })),
  children: [
    { index: true, ...connectionDetailsTab },
    { path: 'details', ...connectionDetailsTab },
    {
      path: 'bgp-sessions',
      handle: handle({
        title: 'BGP sessions',
        omitFromSearch: true,
        permissions: [PERMISSIONS.BGP_SETTINGS_READ],
      }),
      lazy: () =>
        import('@/features/clouds/cloud-routers/connection-bgp-sessions-tab').then((module) => ({
          Component: module.ConnectionBgpSessionsTab,
        })),
      children: bgpSessionDialogRoutes,
    },
    {
      path: 'statistics',
      handle: handle({ title: 'Statistics', omitFromSearch: true }),
      lazy: () => statisticsTabs().then((module) => ({ Component: module.ConnectionStatisticsTab })),
    },
    {
      path: 'statistics-ipsec',
      handle: handle({ title: 'IPsec statistics', omitFromSearch: true }),
      lazy: () => statisticsTabs().then((module) => ({ Component: module.ConnectionIpsecStatisticsTab })),
    },
    {
      path: 'history',
      handle: handle({ title: 'History', omitFromSearch: true }),
      lazy: () => connectionTabs().then((module) => ({ Component: module.ConnectionHistoryTab })),
    },
    {
      path: 'documents',
      handle: handle({ title: 'Documents', omitFromSearch: true }),
      lazy: () => connectionTabs().then((module) => ({ Component: module.ConnectionDocumentsTab })),
    },
    {
      path: 'cloud-settings',
      handle: handle({ title: 'Cloud settings', omitFromSearch: true }),
      lazy: () => connectionTabs().then((module) => ({ Component: module.ConnectionCloudSettingsTab })),
    },
  ],
};

/**
 * /cloud-routers (spec 2 "Cloud routers"): the list (a maintenance notification or a BGP session dialog opens over
 * it), the order, a new connection's screens, a router's details with its tabs and a connection's. Reading needs
 * cloud-router.read, ordering and changing cloud-router.create (spec 6).
 */
export const cloudRouterRoutes: RouteObject = {
  path: 'cloud-routers',
  handle: handle({ title: 'Cloud Routers', permissions: [PERMISSIONS.CLOUD_ROUTER_READ] }),
  children: [
    {
      // The list, with a maintenance notification or a BGP session dialog over it (spec 2).
      lazy: () =>
        import('@/features/clouds/cloud-routers/cloud-routers-page').then((module) => ({
          Component: module.CloudRoutersPage,
        })),
      children: [{ index: true }, notificationRoute('/cloud-routers', 'cloud routers'), ...listBgpSessionDialogRoutes],
    },
    {
      path: 'create',
      handle: handle({ title: 'Create Cloud Router', permissions: [PERMISSIONS.CLOUD_ROUTER_CREATE] }),
      lazy: () =>
        import('@/features/clouds/cloud-routers/create-cloud-router-page').then((module) => ({
          Component: module.CreateCloudRouterPage,
        })),
    },
    ...CONNECT_PATHS.map((path) => connectRoute(path, 'Add Cloud Router Connection')),
    connectionDetailsRoute,
    {
      path: ':circuitId',
      handle: handle({ title: 'Cloud Router Details', omitFromSearch: true }),
      lazy: () =>
        import('@/features/clouds/cloud-routers/cloud-router-details-layout').then((module) => ({
          Component: module.CloudRouterDetailsLayout,
        })),
      children: [
        { index: true, ...routerDetailsTab },
        { path: 'details', ...routerDetailsTab },
        {
          path: 'routes',
          handle: handle({ title: 'Routes', omitFromSearch: true }),
          lazy: () =>
            import('@/features/clouds/cloud-routers/cloud-router-routes-tab').then((module) => ({
              Component: module.CloudRouterRoutesTab,
            })),
        },
        {
          path: 'router-logs',
          handle: handle({ title: 'Router logs', omitFromSearch: true }),
          lazy: () =>
            import('@/features/clouds/cloud-routers/cloud-router-logs-tab').then((module) => ({
              Component: module.CloudRouterLogsTab,
            })),
        },
        {
          path: 'looking-glass',
          handle: handle({ title: 'Looking glass', omitFromSearch: true }),
          lazy: () =>
            import('@/features/clouds/cloud-routers/bgp/looking-glass-tab').then((module) => ({
              Component: module.CloudRouterLookingGlassTab,
            })),
        },
        {
          path: 'history',
          handle: handle({ title: 'History', omitFromSearch: true }),
          lazy: () => routerTabs().then((module) => ({ Component: module.CloudRouterHistoryTab })),
        },
        {
          path: 'documents',
          handle: handle({ title: 'Documents', omitFromSearch: true }),
          lazy: () => routerTabs().then((module) => ({ Component: module.CloudRouterDocumentsTab })),
        },
      ],
    },
  ],
};
