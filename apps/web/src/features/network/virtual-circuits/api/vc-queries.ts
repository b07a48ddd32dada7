import {
  type LonghaulUsage,
  type Port,
  TOTAL_COUNT_HEADER,
  type UpgradeOptions,
  type VirtualCircuit,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { resolveTimeRange, type TimeRange, timeRangeKey } from '@/lib/time-range';
import { totalFromHeader } from '@/lib/total-count';
import { longhaulUsageStep } from '../longhaul-usage';
import type { VcListRequest } from '../vc-list-query';
import { vcKeys } from './vc-keys';

/** One page of the VC list and the total of the filtered list (`x-total-item-count`). */
export interface VcPage {
  vcs: VirtualCircuit[];
  total: number;
}

/** `GET /v2/services` with the list's filters, sort and page. */
export async function fetchVcPage(request: VcListRequest): Promise<VcPage> {
  const answer = await api.getWithHeaders<VirtualCircuit[]>('/services', { query: { ...request }, throttle: false });
  const offset = (request.page - 1) * request.page_size;
  return {
    vcs: answer.data,
    total: totalFromHeader(answer.headers.get(TOTAL_COUNT_HEADER), offset + answer.data.length),
  };
}

export function useVcList(request: VcListRequest) {
  return useQuery({
    queryKey: vcKeys.list(request),
    queryFn: () => fetchVcPage(request),
    placeholderData: keepPreviousData,
  });
}

/** One VC; refreshed by live events, so it always asks the server. */
export const vcQuery = (circuitId: string) =>
  queryOptions({
    queryKey: vcKeys.detail(circuitId),
    queryFn: () => api.get<VirtualCircuit>(`/services/${encodeURIComponent(circuitId)}`, { throttle: false }),
  });

export function useVc(circuitId: string) {
  return useQuery(vcQuery(circuitId));
}

/**
 * The company's ports and LAGs a VC can end on (the order form groups them by PoP): every port of the default
 * filter, in one request of the largest page. Keyed under `port`, so port events refresh it.
 */
export function useOrderablePorts() {
  return useQuery({
    queryKey: ['port', 'list', 'vc-ends'],
    queryFn: () => api.get<Port[]>('/ports', { query: { page_size: 1000, sort: 'pop' }, throttle: false }),
  });
}

/** `GET /v2/services/{id}/upgrade/options`: the speeds and terms it may move to, priced, and the burst headroom. */
export function useUpgradeOptions(circuitId: string, isEnabled = true) {
  return useQuery({
    queryKey: vcKeys.upgradeOptions(circuitId),
    queryFn: () => api.get<UpgradeOptions>(`/services/${encodeURIComponent(circuitId)}/upgrade/options`),
    enabled: isEnabled,
  });
}

/** How often a range that ends now is read again: the network samples every minute. */
const USAGE_REFRESH_MS = 60_000;

/**
 * `GET /v2/metrics/customer/longhaul-usage` (spec 7) over the range, bucketed by hour or day: the bytes of every
 * longhaul usage circuit of the customer, from which the tab shows its own.
 */
export function useLonghaulUsage(circuitId: string, range: TimeRange, isEnabled: boolean) {
  return useQuery({
    queryKey: vcKeys.longhaulUsage(circuitId, timeRangeKey(range)),
    queryFn: () => {
      const window = resolveTimeRange(range);
      if (!window) throw new Error('Choose a complete time range.');
      return api.get<LonghaulUsage>('/metrics/customer/longhaul-usage', {
        query: { start: window.start, end: window.end, step: longhaulUsageStep(window) },
      });
    },
    enabled: isEnabled && resolveTimeRange(range) !== null,
    placeholderData: keepPreviousData,
    refetchInterval: range.kind === 'preset' ? USAGE_REFRESH_MS : false,
  });
}
