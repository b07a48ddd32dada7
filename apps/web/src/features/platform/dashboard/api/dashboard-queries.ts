import { ACTIVITY_LOG_OBJECT_TYPE, type ActivityLogEntry, type Dashboard } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/http-client';

/** How many recent activity entries the dashboard shows. */
export const RECENT_ACTIVITY_LIMIT = 8;

/**
 * The dashboard's counts span every product, so no single live event names them: they refresh every half minute
 * and on focus. The recent activity is keyed as an activity-log list, which every recorded activity refreshes.
 */
export const dashboardKeys = {
  summary: () => ['dashboard'] as const,
  recentActivity: () => [ACTIVITY_LOG_OBJECT_TYPE, 'list', 'recent', RECENT_ACTIVITY_LIMIT] as const,
};

/** `GET /v2/dashboard`: product counts by spec 4 summary and the circuits that need attention. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: () => api.get<Dashboard>('/dashboard'),
    refetchInterval: 30_000,
  });

/** The newest entries of `GET /v2/activity-logs` (only asked for with the activity-log.read permission). */
export const recentActivityQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: dashboardKeys.recentActivity(),
    queryFn: () => api.get<ActivityLogEntry[]>('/activity-logs', { query: { limit: RECENT_ACTIVITY_LIMIT } }),
    enabled,
  });
