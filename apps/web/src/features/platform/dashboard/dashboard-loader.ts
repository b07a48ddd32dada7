import { hasPermissions, PERMISSIONS } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { hasSessionCookie } from '@/api/cookies';
import { permissionsQuery } from '@/api/session';
import { openAlertsQuery } from './api/alert-queries';
import { dashboardQuery, recentActivityQuery } from './api/dashboard-queries';

/**
 * Loader of the dashboard route: its calls start with the navigation, beside the session's, rather than once the
 * screen has rendered, so nothing waits for anything else. It does not wait for them: the shell and the sections'
 * placeholders show at once and fill in as each answer arrives. The recent activity is asked for only once the
 * permissions (already on their way) say the user may read the log.
 */
export function prefetchDashboard(queryClient: QueryClient) {
  return () => {
    if (!hasSessionCookie()) return null;
    void queryClient.prefetchQuery(dashboardQuery());
    void queryClient.prefetchQuery(openAlertsQuery());
    queryClient.ensureQueryData(permissionsQuery()).then(
      (permissions) => {
        if (hasPermissions(permissions, [PERMISSIONS.ACTIVITY_LOG_READ])) {
          void queryClient.prefetchQuery(recentActivityQuery(true));
        }
      },
      // The session loader meets the same failure and deals with it.
      () => undefined,
    );
    return null;
  };
}
