import { type ActivityLogEntry, type ActivityLogUser, TOTAL_COUNT_HEADER } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { totalFromHeader } from '@/lib/total-count';

export const activityLogKeys = {
  // Live events invalidate ['activity-log'] for every new entry (api/live-events.ts).
  all: ['activity-log'] as const,
  page: (filters: Record<string, string>, limit: number, offset: number) =>
    [...activityLogKeys.all, { ...filters, limit, offset }] as const,
  users: () => [...activityLogKeys.all, 'users'] as const,
};

export interface ActivityLogPage {
  entries: ActivityLogEntry[];
  /** spec 7 `x-total-item-count`: the entries the filters match; the entries of this page when the header is missing. */
  total: number;
}

async function fetchPage(filters: Record<string, string>, limit: number, offset: number): Promise<ActivityLogPage> {
  const answer = await api.getWithHeaders<ActivityLogEntry[]>('/activity-logs', {
    query: { ...filters, limit, offset },
  });
  return {
    entries: answer.data,
    total: totalFromHeader(answer.headers.get(TOTAL_COUNT_HEADER), offset + answer.data.length),
  };
}

/** `GET /v2/activity-logs`: one page of the entries the filters match (filtered and paged by the server). */
export const activityLogsQuery = (filters: Record<string, string>, limit: number, offset: number) =>
  queryOptions({
    queryKey: activityLogKeys.page(filters, limit, offset),
    queryFn: () => fetchPage(filters, limit, offset),
    placeholderData: keepPreviousData,
  });

export function useActivityLogs(filters: Record<string, string>, limit: number, offset: number) {
  return useQuery(activityLogsQuery(filters, limit, offset));
}

/** `GET /v2/activity-logs/users`: who appears in the log, for the user filter. */
export function useActivityLogUsers() {
  return useQuery({
    queryKey: activityLogKeys.users(),
    queryFn: () => api.get<ActivityLogUser[]>('/activity-logs/users'),
    staleTime: 60_000,
  });
}

/** The most entries one export holds; a larger log is exported a date range at a time. */
export const EXPORT_LIMIT = 10_000;
const EXPORT_PAGE = 500;

/** Every entry the filters match (up to `EXPORT_LIMIT`), newest first, for the CSV export. */
export async function fetchAllActivity(filters: Record<string, string>): Promise<ActivityLogEntry[]> {
  const entries: ActivityLogEntry[] = [];
  for (let offset = 0; offset < EXPORT_LIMIT; offset += EXPORT_PAGE) {
    const page = await fetchPage(filters, EXPORT_PAGE, offset);
    entries.push(...page.entries);
    if (page.entries.length < EXPORT_PAGE || entries.length >= page.total) break;
  }
  return entries.slice(0, EXPORT_LIMIT);
}
