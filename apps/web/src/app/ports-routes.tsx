import { PERMISSIONS } from '@portal/domain';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { notificationRoute } from './notification-route';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;
const READ = [PERMISSIONS.INTERFACE_PHYSICAL_READ];
const CREATE = [PERMISSIONS.INTERFACE_PHYSICAL_CREATE];

// The default tab adds nothing to the title: "Portal - Ports - Port Details".
const detailsTab = {
  handle: handle({ omitFromSearch: true }),
  lazy: () =>
    import('@/features/network/ports/port-details-tab').then((module) => ({ Component: module.PortDetailsTab })),
};

const tabRoute = (
  path: string,
  title: string,
  component: keyof typeof import('@/features/network/ports/port-tab-routes'),
) => ({
  path,
  handle: handle({ title, omitFromSearch: true }),
  lazy: () => import('@/features/network/ports/port-tab-routes').then((module) => ({ Component: module[component] })),
});

/**
 * /ports (spec 2 "Ports, LAGs"): the list (with a maintenance notification over it), the order screens, and a
 * port's details with its tabs as child routes. Reading needs interface/physical.read, ordering .create (spec 6).
 */
export const portRoutes: RouteObject = {
  path: 'ports',
  handle: handle({ title: 'Ports', permissions: READ }),
  children: [
    {
      lazy: () => import('@/features/network/ports/ports-page').then((module) => ({ Component: module.PortsPage })),
      children: [{ index: true }, notificationRoute('/ports', 'ports')],
    },
    {
      path: 'create',
      handle: handle({ title: 'Order Port', permissions: CREATE }),
      lazy: () =>
        import('@/features/network/ports/create-port-page').then((module) => ({ Component: module.CreatePortPage })),
    },
    {
      path: 'create/create-lag',
      handle: handle({ title: 'Create LAG', permissions: CREATE }),
      lazy: () =>
        import('@/features/network/ports/create-lag-page').then((module) => ({ Component: module.CreateLagPage })),
    },
    {
      path: ':circuitId',
      handle: handle({ title: 'Port Details', omitFromSearch: true }),
      lazy: () =>
        import('@/features/network/ports/port-details-layout').then((module) => ({
          Component: module.PortDetailsLayout,
        })),
      children: [
        { index: true, ...detailsTab },
        { path: 'details', ...detailsTab },
        tabRoute('stats-port', 'Statistics', 'PortStatsRoute'),
        tabRoute('router-logs', 'Router Logs', 'PortRouterLogsRoute'),
        tabRoute('history', 'History', 'PortHistoryRoute'),
        tabRoute('documents', 'Documents', 'PortDocumentsRoute'),
      ],
    },
  ],
};
