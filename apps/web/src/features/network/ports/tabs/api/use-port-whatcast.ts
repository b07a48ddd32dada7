import type { WhatcastSeries } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type TimeRange, timeRangeKey } from '@/lib/time-range';
import { metricQuery } from './metric-query';
import { portTabKeys } from './port-tab-keys';

/** `GET /v2/metrics/ifd/whatcast/{id}`: unicast, multicast and broadcast packets per bucket. */
export function usePortWhatcast(circuitId: string, range: TimeRange) {
  return useQuery(
    metricQuery<WhatcastSeries>(
      portTabKeys.metrics(circuitId, 'whatcast', timeRangeKey(range)),
      `/metrics/ifd/whatcast/${encodeURIComponent(circuitId)}`,
      range,
    ),
  );
}
