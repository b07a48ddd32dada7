import { type ActivityLogEntry, TOTAL_COUNT_HEADER } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { totalFromHeader } from '@/lib/total-count';

export const activityLogKeys = {
  all: ['activity-logs'] as const,
  page: (limit: number, offset: number) => [...activityLogKeys.all, { limit, offset }] as const,
};

export interface ActivityLogPage {
  entries: ActivityLogEntry[];
  /** spec 7 `x-total-item-count`; the entries of this page when the header is missing. */
  total: number;
}

export const activityLogsQuery = (limit: number, offset: number) =>
  queryOptions({
    queryKey: activityLogKeys.page(limit, offset),
    queryFn: async (): Promise<ActivityLogPage> => {
      const answer = await api.getWithHeaders<ActivityLogEntry[]>('/activity-logs', { query: { limit, offset } });
      return {
        entries: answer.data,
        total: totalFromHeader(answer.headers.get(TOTAL_COUNT_HEADER), offset + answer.data.length),
      };
    },
    placeholderData: keepPreviousData,
  });

export function useActivityLogs(limit: number, offset: number) {
  return useQuery(activityLogsQuery(limit, offset));
}
