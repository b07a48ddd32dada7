import { PERMISSIONS } from '@portal/domain';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;

/**
 * /billing (spec 2 "Billing"): flex bandwidth, its list and its order screen. Reading needs flex-bandwidth.read,
 * ordering flex-bandwidth.create; the server checks the same keys. Not available to customers of a reseller.
 */
export const billingRoutes: RouteObject = {
  path: 'billing/flex-bandwidth',
  handle: handle({
    title: 'Flex Bandwidth',
    permissions: [PERMISSIONS.FLEX_BANDWIDTH_READ],
    directCustomersOnly: true,
  }),
  children: [
    {
      index: true,
      lazy: () =>
        import('@/features/billing/flex-bandwidth/flex-bandwidth-page').then((module) => ({
          Component: module.FlexBandwidthPage,
        })),
    },
    {
      path: 'create',
      handle: handle({ title: 'Order Flex Bandwidth', permissions: [PERMISSIONS.FLEX_BANDWIDTH_CREATE] }),
      lazy: () =>
        import('@/features/billing/flex-bandwidth/create-flex-page').then((module) => ({
          Component: module.CreateFlexPage,
        })),
    },
  ],
};
