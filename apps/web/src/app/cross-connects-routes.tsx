import { PERMISSIONS } from '@portal/domain';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;

/**
 * /cross-connects (spec 2 "Other product areas"): the list and the order screen. Reading needs
 * outbound_cross_connect.read, ordering also .create (spec 6); the server checks the same keys.
 */
export const crossConnectRoutes: RouteObject = {
  path: 'cross-connects',
  handle: handle({ title: 'Cross Connects', permissions: [PERMISSIONS.OUTBOUND_CROSS_CONNECT_READ] }),
  children: [
    {
      index: true,
      lazy: () =>
        import('@/features/network/cross-connects/cross-connects-page').then((module) => ({
          Component: module.CrossConnectsPage,
        })),
    },
    {
      path: 'create',
      handle: handle({
        title: 'Order Cross Connect',
        permissions: [PERMISSIONS.OUTBOUND_CROSS_CONNECT_CREATE, PERMISSIONS.DOCUMENT_CREATE],
      }),
      lazy: () =>
        import('@/features/network/cross-connects/create-cross-connect-page').then((module) => ({
          Component: module.CreateCrossConnectPage,
        })),
    },
  ],
};
