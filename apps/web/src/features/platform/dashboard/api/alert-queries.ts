import { ALERT_OBJECT_TYPE, type Alert } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/http-client';

/** How many open alerts the dashboard card lists. */
export const OPEN_ALERTS_LIMIT = 10;

/**
 * Keyed as the alert list (`['alert', 'list']`), so every live `alert` event (raised, escalated, cleared)
 * refreshes it; the live-events convention invalidates `[object_type, 'list']`.
 */
export const alertKeys = {
  list: () => [ALERT_OBJECT_TYPE, 'list'] as const,
};

/** `GET /v2/alerts?state=open`: the company's open alerts, newest first. */
export const openAlertsQuery = () =>
  queryOptions({
    queryKey: alertKeys.list(),
    queryFn: () => api.get<Alert[]>('/alerts', { query: { state: 'open', limit: OPEN_ALERTS_LIMIT } }),
  });
