import { PERMISSIONS } from '@portal/domain';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { notificationRoute } from './notification-route';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;

const tabs = () => import('@/features/clouds/dedicated/dedicated-tabs');
const detailsTab = {
  handle: handle({ omitFromSearch: true }),
  lazy: () => tabs().then((module) => ({ Component: module.DedicatedDetailsTab })),
};

/**
 * /dedicated-clouds (spec 2 "Hosted and dedicated cloud"): the list (with a maintenance notification over it), the
 * order, and a connection's details with its tabs. Reading needs cloud/virtual-circuit.read; ordering dedicated-cloud.create (spec 6).
 */
export const dedicatedCloudRoutes: RouteObject = {
  path: 'dedicated-clouds',
  handle: handle({ title: 'Dedicated Cloud', permissions: [PERMISSIONS.CLOUD_VIRTUAL_CIRCUIT_READ] }),
  children: [
    {
      lazy: () =>
        import('@/features/clouds/dedicated/dedicated-clouds-page').then((module) => ({
          Component: module.DedicatedCloudsPage,
        })),
      children: [{ index: true }, notificationRoute('/dedicated-clouds', 'dedicated cloud connections')],
    },
    {
      path: 'create',
      handle: handle({ title: 'Create Dedicated Cloud', permissions: [PERMISSIONS.DEDICATED_CLOUD_CREATE] }),
      lazy: () =>
        import('@/features/clouds/dedicated/create-dedicated-cloud-page').then((module) => ({
          Component: module.CreateDedicatedCloudPage,
        })),
    },
    {
      path: ':circuitId',
      handle: handle({ title: 'Dedicated Cloud Details', omitFromSearch: true }),
      lazy: () =>
        import('@/features/clouds/dedicated/dedicated-details-layout').then((module) => ({
          Component: module.DedicatedDetailsLayout,
        })),
      children: [
        { index: true, ...detailsTab },
        { path: 'details', ...detailsTab },
        {
          path: 'stats-port',
          handle: handle({ title: 'Port statistics', omitFromSearch: true }),
          lazy: () => tabs().then((module) => ({ Component: module.DedicatedStatsPortTab })),
        },
        {
          path: 'history',
          handle: handle({ title: 'History', omitFromSearch: true }),
          lazy: () => tabs().then((module) => ({ Component: module.DedicatedHistoryTab })),
        },
        {
          path: 'documents',
          handle: handle({ title: 'Documents', omitFromSearch: true }),
          lazy: () => tabs().then((module) => ({ Component: module.DedicatedDocumentsTab })),
        },
      ],
    },
  ],
};
