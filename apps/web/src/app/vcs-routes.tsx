import { PERMISSIONS } from '@portal/domain';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { notificationRoute } from './notification-route';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;
const READ = [PERMISSIONS.VIRTUAL_CIRCUIT_READ];

const detailsTab = {
  handle: handle({ omitFromSearch: true }),
  lazy: () =>
    import('@/features/network/virtual-circuits/vc-details-tab').then((module) => ({ Component: module.VcDetailsTab })),
};

/**
 * /vcs (spec 2 "Virtual circuits"): the list (with a maintenance notification over it), the create chooser with the backbone (EVPL) and dedicated (EPL) forms,
 * and a circuit's details with its tabs. Reading needs virtual-circuit.read; ordering the backbone create keys (spec 6).
 */
export const vcRoutes: RouteObject = {
  path: 'vcs',
  handle: handle({ title: 'Virtual Circuits', permissions: READ }),
  children: [
    {
      lazy: () =>
        import('@/features/network/virtual-circuits/vcs-page').then((module) => ({ Component: module.VcsPage })),
      children: [{ index: true }, notificationRoute('/vcs', 'virtual circuits')],
    },
    {
      path: 'create',
      handle: handle({ title: 'Create Virtual Circuit', permissions: [PERMISSIONS.BACKBONE_EVPL_CREATE] }),
      lazy: () =>
        import('@/features/network/virtual-circuits/create-vc-page').then((module) => ({
          Component: module.CreateVcPage,
        })),
    },
    {
      path: 'create/backbone',
      handle: handle({ title: 'Create Backbone Circuit', permissions: [PERMISSIONS.BACKBONE_EVPL_CREATE] }),
      lazy: () =>
        import('@/features/network/virtual-circuits/create-backbone-page').then((module) => ({
          Component: module.CreateBackbonePage,
        })),
    },
    {
      path: 'create/dedicated',
      handle: handle({ title: 'Create Dedicated Circuit', permissions: [PERMISSIONS.BACKBONE_EPL_CREATE] }),
      lazy: () =>
        import('@/features/network/virtual-circuits/create-backbone-page').then((module) => ({
          Component: module.CreateDedicatedPage,
        })),
    },
    {
      path: ':circuitId',
      handle: handle({ title: 'Virtual Circuit Details', omitFromSearch: true }),
      lazy: () =>
        import('@/features/network/virtual-circuits/vc-details-layout').then((module) => ({
          Component: module.VcDetailsLayout,
        })),
      children: [
        { index: true, ...detailsTab },
        { path: 'details', ...detailsTab },
        {
          path: 'stats',
          handle: handle({ title: 'Statistics', omitFromSearch: true }),
          lazy: () =>
            import('@/features/network/virtual-circuits/vc-stats-tab').then((module) => ({
              Component: module.VcStatsTab,
            })),
        },
        {
          path: 'longhaul-usage',
          handle: handle({ title: 'Longhaul Usage', omitFromSearch: true }),
          lazy: () =>
            import('@/features/network/virtual-circuits/vc-longhaul-usage-tab').then((module) => ({
              Component: module.VcLonghaulUsageTab,
            })),
        },
        {
          path: 'history',
          handle: handle({ title: 'History', omitFromSearch: true }),
          lazy: () =>
            import('@/features/network/virtual-circuits/vc-tab-routes').then((module) => ({
              Component: module.VcHistoryRoute,
            })),
        },
        {
          path: 'documents',
          handle: handle({ title: 'Documents', omitFromSearch: true }),
          lazy: () =>
            import('@/features/network/virtual-circuits/vc-tab-routes').then((module) => ({
              Component: module.VcDocumentsRoute,
            })),
        },
      ],
    },
  ],
};
