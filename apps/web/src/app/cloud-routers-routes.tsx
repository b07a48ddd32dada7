import { PERMISSIONS } from '@portal/domain';
import type { RouteObject } from 'react-router';
import { bgpSessionDialogRoutes } from '@/features/clouds/cloud-routers/bgp/bgp-session-routes';
import type { RouteHandle } from './route-handle';

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

/** spec 2: a new connection, `{cloudRouterId?}/connect` and `{cloudRouterId?}/create/{provider?}` with aliases. */
const connectRoute = (path: string, title: string): RouteObject => ({
  path,
  handle: handle({ title, permissions: [PERMISSIONS.CLOUD_ROUTER_CREATE], omitFromSearch: true }),
  lazy: () =>
    import('@/features/clouds/cloud-routers/connect-page').then((module) => ({ Component: module.ConnectPage })),
});

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
 * /cloud-routers (spec 2 "Cloud routers"): the list, the order, a router's details with its tabs. Reading needs
 * cloud-router.read, ordering and changing cloud-router.create (spec 6).
 */
export const cloudRouterRoutes: RouteObject = {
  path: 'cloud-routers',
  handle: handle({ title: 'Cloud Routers', permissions: [PERMISSIONS.CLOUD_ROUTER_READ] }),
  children: [
    {
      index: true,
      lazy: () =>
        import('@/features/clouds/cloud-routers/cloud-routers-page').then((module) => ({
          Component: module.CloudRoutersPage,
        })),
    },
    {
      path: 'create',
      handle: handle({ title: 'Create Cloud Router', permissions: [PERMISSIONS.CLOUD_ROUTER_CREATE] }),
      lazy: () =>
        import('@/features/clouds/cloud-routers/create-cloud-router-page').then((module) => ({
          Component: module.CreateCloudRouterPage,
        })),
    },
    connectRoute('connect', 'Add Cloud Router Connection'),
    connectRoute('providers/:provider/connect', 'Add Cloud Router Connection'),
    connectRoute('create/:provider', 'Add Cloud Router Connection'),
    connectRoute('providers/:provider/create', 'Add Cloud Router Connection'),
    connectRoute(':cloudRouterId/connect', 'Add Cloud Router Connection'),
    connectRoute(':cloudRouterId/create/:provider', 'Add Cloud Router Connection'),
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
