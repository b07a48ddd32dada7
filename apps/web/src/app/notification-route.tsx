import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Maintenance Notification', omitFromSearch: true };

/**
 * `notifications/{uuid}` (spec 2) over a product list: a child of the list's route, whose page renders an
 * `<Outlet />` so the modal opens over it; closing it returns to `listPath`.
 */
export function notificationRoute(listPath: string, listName: string): RouteObject {
  return {
    path: 'notifications/:uuid',
    handle,
    lazy: () =>
      import('@/components/maintenance-notification-modal').then(({ MaintenanceNotificationModal }) => ({
        element: <MaintenanceNotificationModal listPath={listPath} listName={listName} />,
      })),
  };
}
