import { FLEX_MAX_PAGE_SIZE, type FlexBandwidth } from '@portal/contract';
import { flexMbpsText, parseSpeedMbps } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';

/**
 * Every flex bandwidth pool of the company, the roomiest first, for the order's pool picker. Keyed under
 * `flex_bandwidth` (its live events refresh it) and read fresh on every visit: other circuits draw from pools too.
 */
export function useFlexPoolChoices(isEnabled: boolean) {
  return useQuery({
    queryKey: ['flex_bandwidth', 'choices'],
    queryFn: () =>
      api.get<FlexBandwidth[]>('/flex-bandwidth', {
        query: { sort: '-available_capacity_mbps', page_size: FLEX_MAX_PAGE_SIZE },
        throttle: false,
      }),
    enabled: isEnabled,
    staleTime: 0,
  });
}

/** A pool as the picker offers it: its id, name and what it has left. */
export function poolOptionLabel(
  pool: Pick<FlexBandwidth, 'flex_bandwidth_id' | 'description' | 'available_capacity_mbps'>,
): string {
  return `${pool.flex_bandwidth_id} · ${pool.description} · ${flexMbpsText(pool.available_capacity_mbps)} available`;
}

/** The speeds of the order form, those above what the chosen pool has left disabled (every one without a pool). */
export function speedOptionsWithin(speeds: readonly string[], availableMbps: number | null) {
  return speeds.map((speed) => {
    const isAbove = availableMbps !== null && parseSpeedMbps(speed) > availableMbps;
    return { value: speed, label: isAbove ? `${speed} (above what the pool has left)` : speed, disabled: isAbove };
  });
}
