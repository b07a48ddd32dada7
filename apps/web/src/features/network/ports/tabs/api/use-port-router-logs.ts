import type { RouterLog } from '@portal/contract';
import type { LogSeverity } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { resolveTimeRange, type TimeRange, timeRangeKey } from '@/lib/time-range';
import { portTabKeys } from './port-tab-keys';

/**
 * `GET /v2/ports/{id}/router-logs` (spec 7; wire reference 3.3): the router's lines about the port between
 * `time_from` and `time_to` (sent as ISO instants, so the server never guesses the browser's time zone), and
 * with `severity` only that rank of spec 4 or more severe.
 */
export function usePortRouterLogs(circuitId: string, range: TimeRange, minimumSeverity: LogSeverity | null) {
  return useQuery({
    queryKey: portTabKeys.routerLogs(circuitId, { range: timeRangeKey(range), severity: minimumSeverity }),
    queryFn: () => {
      const window = resolveTimeRange(range);
      if (!window) throw new Error('Choose a complete time range.');
      return api.get<RouterLog[]>(`/ports/${encodeURIComponent(circuitId)}/router-logs`, {
        query: {
          time_from: new Date(window.start * 1000).toISOString(),
          time_to: new Date(window.end * 1000).toISOString(),
          severity: minimumSeverity,
        },
      });
    },
    enabled: resolveTimeRange(range) !== null,
    placeholderData: keepPreviousData,
  });
}
