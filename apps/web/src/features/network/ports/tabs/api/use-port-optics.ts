import type { OpticSeries } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type TimeRange, timeRangeKey } from '@/lib/time-range';
import { metricQuery } from './metric-query';
import { portTabKeys } from './port-tab-keys';

/** `GET /v2/metrics/ifd/optic-data/{id}`: module temperature and voltage, and bias and powers of lanes 0-3. */
export function usePortOptics(circuitId: string, range: TimeRange) {
  return useQuery(
    metricQuery<OpticSeries>(
      portTabKeys.metrics(circuitId, 'optics', timeRangeKey(range)),
      `/metrics/ifd/optic-data/${encodeURIComponent(circuitId)}`,
      range,
    ),
  );
}
