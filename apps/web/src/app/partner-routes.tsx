import { PERMISSIONS } from '@portal/domain';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;

/** Where provider staff and a reseller's users pick the customer they act for. */
export const CUSTOMER_PICKER_PATH = '/act-for-customer';

/** The customer picker (spec 6: acting on behalf needs on-behalf.create; the server checks the same key). */
export const customerPickerRoute: RouteObject = {
  path: CUSTOMER_PICKER_PATH.slice(1),
  handle: handle({ title: 'Act for a Customer', permissions: [PERMISSIONS.ON_BEHALF_CREATE] }),
  lazy: () =>
    import('@/features/partner/customer-picker/customer-picker-page').then((module) => ({
      Component: module.CustomerPickerPage,
    })),
};
