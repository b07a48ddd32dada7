import { type ActivityLogEntry, TOTAL_COUNT_HEADER } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { totalFromHeader } from '@/lib/total-count';
import { api } from './http-client';

/** One page of an object's history and how many entries it has in all. */
export interface ObjectHistoryPage {
  entries: ActivityLogEntry[];
  total: number;
}

/**
 * The activity-log entries of one object, newest first (`GET /v2/activity-logs?object_id=`), a page at a time.
 * Keyed under the object (`[objectType, objectId, 'history', ...]`), so every live event of the object, which is
 * what a new entry brings, refreshes it.
 */
export function useObjectHistory(objectType: string, objectId: string, page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  return useQuery({
    queryKey: [objectType, objectId, 'history', { page, pageSize }],
    queryFn: async (): Promise<ObjectHistoryPage> => {
      const answer = await api.getWithHeaders<ActivityLogEntry[]>('/activity-logs', {
        query: { object_id: objectId, limit: pageSize, offset },
      });
      return {
        entries: answer.data,
        total: totalFromHeader(answer.headers.get(TOTAL_COUNT_HEADER), offset + answer.data.length),
      };
    },
    placeholderData: keepPreviousData,
  });
}
