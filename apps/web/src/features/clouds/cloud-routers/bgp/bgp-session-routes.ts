import { PERMISSIONS } from '@portal/domain';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;

/** The four addresses of the dialog below the route it opens over. */
interface DialogPaths {
  create: string;
  configuration: string;
  routes: string;
  routerLogs: string;
}

function dialogRoutes(paths: DialogPaths): RouteObject[] {
  return [
    {
      // One layout for the four addresses: moving between the dialog's tabs keeps the form mounted.
      lazy: () => import('./bgp-session-dialog').then((module) => ({ Component: module.BgpSessionDialog })),
      children: [
        {
          path: paths.create,
          handle: handle({
            title: 'New BGP session',
            omitFromSearch: true,
            permissions: [PERMISSIONS.CLOUD_ROUTER_CREATE],
          }),
        },
        {
          path: paths.configuration,
          handle: handle({ title: 'BGP session', omitFromSearch: true, permissions: [PERMISSIONS.BGP_SETTINGS_READ] }),
        },
        {
          path: paths.routes,
          handle: handle({ title: 'BGP routes', omitFromSearch: true, permissions: [PERMISSIONS.BGP_SETTINGS_READ] }),
        },
        {
          path: paths.routerLogs,
          handle: handle({
            title: 'BGP router logs',
            omitFromSearch: true,
            permissions: [PERMISSIONS.BGP_SETTINGS_READ],
          }),
        },
      ],
    },
  ];
}

/**
 * The BGP session dialog's routes (spec 2) over a connection's `bgp-sessions` tab, which renders an `<Outlet />`:
 * `bgp-session/create`, `bgp-session/{uuid}`, `{uuid}/routes`, `{uuid}/router-logs`. Reading a session needs
 * bgp-settings.read (spec 6); creating one cloud-router.create.
 */
export const bgpSessionDialogRoutes: RouteObject[] = dialogRoutes({
  create: 'bgp-session/create',
  configuration: 'bgp-session/:bgpSettingsUuid',
  routes: ':bgpSettingsUuid/routes',
  routerLogs: ':bgpSettingsUuid/router-logs',
});

/**
 * The same dialog over the cloud router list (spec 2 "over a cloud router list"), the router and the connection
 * named in the query (`?router=…&connection=…`). Its Routes and Router logs tabs sit under `bgp-session/{uuid}/`:
 * `/cloud-routers/{uuid}/routes` would be a router's own Routes tab (`/cloud-routers/{circuitId}/routes`).
 */
export const listBgpSessionDialogRoutes: RouteObject[] = dialogRoutes({
  create: 'bgp-session/create',
  configuration: 'bgp-session/:bgpSettingsUuid',
  routes: 'bgp-session/:bgpSettingsUuid/routes',
  routerLogs: 'bgp-session/:bgpSettingsUuid/router-logs',
});
