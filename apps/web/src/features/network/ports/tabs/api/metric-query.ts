import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { resolveTimeRange, type TimeRange } from '@/lib/time-range';

/** How often a range that ends now is read again: the network samples every minute. */
export const METRIC_REFRESH_MS = 60_000;

/**
 * One metric series of a port over a time range (spec 7 "Metrics"; `start`, `end` in Unix seconds). A preset
 * range is resolved when it is fetched, so each refresh reads up to now; while the range changes the previous
 * chart stays on screen. An incomplete custom range reads nothing.
 */
export function metricQuery<T>(queryKey: readonly unknown[], path: string, range: TimeRange) {
  return queryOptions({
    queryKey,
    queryFn: () => {
      const window = resolveTimeRange(range);
      if (!window) throw new Error('Choose a complete time range.');
      return api.get<T>(path, { query: { start: window.start, end: window.end } });
    },
    enabled: resolveTimeRange(range) !== null,
    placeholderData: keepPreviousData,
    refetchInterval: range.kind === 'preset' ? METRIC_REFRESH_MS : false,
  });
}
