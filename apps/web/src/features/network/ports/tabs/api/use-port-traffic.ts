import type { RateSeries } from '@portal/contract';
import type { TrafficUnit } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { type TimeRange, timeRangeKey } from '@/lib/time-range';
import { metricQuery } from './metric-query';
import { portTabKeys } from './port-tab-keys';

/** `GET /v2/metrics/ifd/rate/{unit}/{id}`: rx/tx average, minimum and maximum in `unit`, with the 95th percentile. */
export function usePortTraffic(circuitId: string, unit: TrafficUnit, range: TimeRange) {
  return useQuery(
    metricQuery<RateSeries>(
      portTabKeys.metrics(circuitId, 'rate', timeRangeKey(range), unit),
      `/metrics/ifd/rate/${unit}/${encodeURIComponent(circuitId)}`,
      range,
    ),
  );
}
