import type { ErrorSeries, OpticSeries, RateSeries, WhatcastSeries } from '@portal/contract';
import type { TrafficUnit } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { resolveTimeRange, type TimeRange, timeRangeKey } from '@/lib/time-range';
import { api } from './http-client';

/** How often a range that ends now is read again: the network samples every minute. */
const METRIC_REFRESH_MS = 60_000;

/**
 * The key of one metric series of a port, under the port's own key (`['port', circuitId, 'metrics', ...]`, the
 * live-events convention), so an event of the port refreshes its statistics wherever they are shown: the port's,
 * a point-to-point's ends', a hosted connection's source port's and a dedicated connection's stats-port tabs.
 */
export const portMetricsKey = (circuitId: string, kind: string, rangeKey: string, unit?: TrafficUnit) =>
  ['port', circuitId, 'metrics', kind, rangeKey, ...(unit ? [unit] : [])] as const;

/**
 * One metric series of a port over a time range (spec 7 "Metrics"; `start`, `end` in Unix seconds). A preset
 * range is resolved when it is fetched, so each refresh reads up to now; while the range changes the previous
 * chart stays on screen. An incomplete custom range reads nothing.
 */
function metricQuery<T>(queryKey: readonly unknown[], path: string, range: TimeRange) {
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

/** `GET /v2/metrics/ifd/rate/{unit}/{id}`: rx/tx average, minimum and maximum in `unit`, with the 95th percentile. */
export function usePortTraffic(circuitId: string, unit: TrafficUnit, range: TimeRange) {
  return useQuery(
    metricQuery<RateSeries>(
      portMetricsKey(circuitId, 'rate', timeRangeKey(range), unit),
      `/metrics/ifd/rate/${unit}/${encodeURIComponent(circuitId)}`,
      range,
    ),
  );
}

/** `GET /v2/metrics/ifd/whatcast/{id}`: unicast, multicast and broadcast packets per bucket. */
export function usePortWhatcast(circuitId: string, range: TimeRange) {
  return useQuery(
    metricQuery<WhatcastSeries>(
      portMetricsKey(circuitId, 'whatcast', timeRangeKey(range)),
      `/metrics/ifd/whatcast/${encodeURIComponent(circuitId)}`,
      range,
    ),
  );
}

/** `GET /v2/metrics/ifd/errors/{id}`: error, CRC and discard counters per bucket. */
export function usePortErrors(circuitId: string, range: TimeRange) {
  return useQuery(
    metricQuery<ErrorSeries>(
      portMetricsKey(circuitId, 'errors', timeRangeKey(range)),
      `/metrics/ifd/errors/${encodeURIComponent(circuitId)}`,
      range,
    ),
  );
}

/** `GET /v2/metrics/ifd/optic-data/{id}`: module temperature and voltage, and bias and powers of lanes 0-3. */
export function usePortOptics(circuitId: string, range: TimeRange) {
  return useQuery(
    metricQuery<OpticSeries>(
      portMetricsKey(circuitId, 'optics', timeRangeKey(range)),
      `/metrics/ifd/optic-data/${encodeURIComponent(circuitId)}`,
      range,
    ),
  );
}
