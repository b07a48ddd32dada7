import { PERMISSIONS } from '@portal/domain';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { notificationRoute } from './notification-route';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;
const READ = [PERMISSIONS.POINT_TO_POINT_READ];
const tabs = () => import('@/features/network/point-to-points/ptp-tabs');

const detailsTab = {
  handle: handle({ omitFromSearch: true }),
  lazy: () => tabs().then((module) => ({ Component: module.PtpDetailsTab })),
};

/**
 * /point-to-points (spec 2 "Point to point"): the list (with a maintenance notification over it), the order form, and a point-to-point's details with its tabs
 * (details, port/a, port/z, vc-stats, history, documents). Reading needs point-to-point.read, ordering .create.
 */
export const ptpRoutes: RouteObject = {
  path: 'point-to-points',
  handle: handle({ title: 'Point to Points', permissions: READ }),
  children: [
    {
      lazy: () =>
        import('@/features/network/point-to-points/ptps-page').then((module) => ({ Component: module.PtpsPage })),
      children: [{ index: true }, notificationRoute('/point-to-points', 'point-to-points')],
    },
    {
      path: 'create',
      handle: handle({ title: 'Create Point to Point', permissions: [PERMISSIONS.POINT_TO_POINT_CREATE] }),
      lazy: () =>
        import('@/features/network/point-to-points/create-ptp-page').then((module) => ({
          Component: module.CreatePtpPage,
        })),
    },
    {
      path: ':circuitId',
      handle: handle({ title: 'Point to Point Details', omitFromSearch: true }),
      lazy: () =>
        import('@/features/network/point-to-points/ptp-details-layout').then((module) => ({
          Component: module.PtpDetailsLayout,
        })),
      children: [
        { index: true, ...detailsTab },
        { path: 'details', ...detailsTab },
        {
          path: 'port/a',
          handle: handle({ title: 'Port A', omitFromSearch: true }),
          lazy: () => tabs().then((module) => ({ Component: module.PtpPortATab })),
        },
        {
          path: 'port/z',
          handle: handle({ title: 'Port Z', omitFromSearch: true }),
          lazy: () => tabs().then((module) => ({ Component: module.PtpPortZTab })),
        },
        {
          path: 'vc-stats',
          handle: handle({ title: 'VC Statistics', omitFromSearch: true }),
          lazy: () => tabs().then((module) => ({ Component: module.PtpVcStatsTab })),
        },
        {
          path: 'history',
          handle: handle({ title: 'History', omitFromSearch: true }),
          lazy: () => tabs().then((module) => ({ Component: module.PtpHistoryTab })),
        },
        {
          path: 'documents',
          handle: handle({ title: 'Documents', omitFromSearch: true }),
          lazy: () => tabs().then((module) => ({ Component: module.PtpDocumentsTab })),
        },
      ],
    },
  ],
};
