import type { ErrorSeries } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type TimeRange, timeRangeKey } from '@/lib/time-range';
import { metricQuery } from './metric-query';
import { portTabKeys } from './port-tab-keys';

/** `GET /v2/metrics/ifd/errors/{id}`: error, CRC and discard counters per bucket. */
export function usePortErrors(circuitId: string, range: TimeRange) {
  return useQuery(
    metricQuery<ErrorSeries>(
      portTabKeys.metrics(circuitId, 'errors', timeRangeKey(range)),
      `/metrics/ifd/errors/${encodeURIComponent(circuitId)}`,
      range,
    ),
  );
}
