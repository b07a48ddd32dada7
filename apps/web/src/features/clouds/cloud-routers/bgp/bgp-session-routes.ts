import { PERMISSIONS } from '@portal/domain';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/app/route-handle';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;

/**
 * The BGP session dialog's routes (spec 2): children of a connection's `bgp-sessions` tab route, which renders an
 * `<Outlet />` so the dialog opens over the tab. Reading a session needs bgp-settings.read (spec 6); creating one
 * cloud-router.create.
 */
export const bgpSessionDialogRoutes: RouteObject[] = [
  {
    // One layout for the four addresses: moving between the dialog's tabs keeps the form mounted.
    lazy: () => import('./bgp-session-dialog').then((module) => ({ Component: module.BgpSessionDialog })),
    children: [
      {
        path: 'bgp-session/create',
        handle: handle({
          title: 'New BGP session',
          omitFromSearch: true,
          permissions: [PERMISSIONS.CLOUD_ROUTER_CREATE],
        }),
      },
      {
        path: 'bgp-session/:bgpSettingsUuid',
        handle: handle({ title: 'BGP session', omitFromSearch: true, permissions: [PERMISSIONS.BGP_SETTINGS_READ] }),
      },
      {
        path: ':bgpSettingsUuid/routes',
        handle: handle({ title: 'BGP routes', omitFromSearch: true, permissions: [PERMISSIONS.BGP_SETTINGS_READ] }),
      },
      {
        path: ':bgpSettingsUuid/router-logs',
        handle: handle({
          title: 'BGP router logs',
          omitFromSearch: true,
          permissions: [PERMISSIONS.BGP_SETTINGS_READ],
        }),
      },
    ],
  },
];
