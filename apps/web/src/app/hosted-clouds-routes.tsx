import { PERMISSIONS } from '@portal/domain';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { notificationRoute } from './notification-route';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;

const tabs = () => import('@/features/clouds/hosted/hosted-tabs');
const detailsTab = {
  handle: handle({ omitFromSearch: true }),
  lazy: () => tabs().then((module) => ({ Component: module.HostedDetailsTab })),
};
const tab = (path: string, title: string, component: keyof Awaited<ReturnType<typeof tabs>>): RouteObject => ({
  path,
  handle: handle({ title, omitFromSearch: true }),
  lazy: () => tabs().then((module) => ({ Component: module[component] })),
});

/**
 * /hosted-clouds (spec 2 "Hosted and dedicated cloud"): the list (with a maintenance notification over it), the
 * order, and a connection's details with its tabs. Reading needs hosted-cloud.read; ordering hosted-cloud.create (spec 6).
 */
export const hostedCloudRoutes: RouteObject = {
  path: 'hosted-clouds',
  handle: handle({ title: 'Hosted Cloud', permissions: [PERMISSIONS.HOSTED_CLOUD_READ] }),
  children: [
    {
      lazy: () =>
        import('@/features/clouds/hosted/hosted-clouds-page').then((module) => ({
          Component: module.HostedCloudsPage,
        })),
      children: [{ index: true }, notificationRoute('/hosted-clouds', 'hosted cloud connections')],
    },
    {
      path: 'create',
      handle: handle({ title: 'Create Hosted Cloud', permissions: [PERMISSIONS.HOSTED_CLOUD_CREATE] }),
      lazy: () =>
        import('@/features/clouds/hosted/create-hosted-cloud-page').then((module) => ({
          Component: module.CreateHostedCloudPage,
        })),
    },
    {
      path: ':circuitId',
      handle: handle({ title: 'Hosted Cloud Details', omitFromSearch: true }),
      lazy: () =>
        import('@/features/clouds/hosted/hosted-details-layout').then((module) => ({
          Component: module.HostedDetailsLayout,
        })),
      children: [
        { index: true, ...detailsTab },
        { path: 'details', ...detailsTab },
        tab('stats-port', 'Port statistics', 'HostedStatsPortTab'),
        tab('stats-vc', 'Connection statistics', 'HostedStatsVcTab'),
        tab('history', 'History', 'HostedHistoryTab'),
        tab('documents', 'Documents', 'HostedDocumentsTab'),
        tab('cloud-settings', 'Cloud settings', 'HostedCloudSettingsTab'),
        {
          path: 'bgp-sessions',
          handle: handle({ title: 'BGP sessions', omitFromSearch: true }),
          lazy: () =>
            import('@/features/clouds/hosted/hosted-bgp-sessions-tab').then((module) => ({
              Component: module.HostedBgpSessionsTab,
            })),
        },
      ],
    },
  ],
};
