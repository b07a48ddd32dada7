import type { CloudLocation, DedicatedCloud } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { dedicatedKeys } from './dedicated-keys';

/** `GET /v2/services/cloud/connections/dedicated`: every dedicated connection of the company (a bare array). */
export function useDedicatedClouds() {
  return useQuery({
    queryKey: dedicatedKeys.list(),
    queryFn: () => api.get<DedicatedCloud[]>('/services/cloud/connections/dedicated', { throttle: false }),
  });
}

/** One connection (`GET /v2/services/cloud/connections/{id}`); refreshed by live events. */
export const dedicatedCloudQuery = (circuitId: string) =>
  queryOptions({
    queryKey: dedicatedKeys.detail(circuitId),
    queryFn: () =>
      api.get<DedicatedCloud>(`/services/cloud/connections/${encodeURIComponent(circuitId)}`, { throttle: false }),
  });

export function useDedicatedCloud(circuitId: string) {
  return useQuery(dedicatedCloudQuery(circuitId));
}

/** The provider's dedicated on-ramps (`GET /v2/locations/cloud`), with their zones and lead time (spec 9). */
export function useDedicatedOnRamps(provider: string) {
  return useQuery({
    queryKey: dedicatedKeys.onRamps(provider),
    queryFn: () =>
      api.get<CloudLocation[]>('/locations/cloud', {
        query: { cloud_provider: provider, cloud_connection_type: 'dedicated' },
      }),
  });
}

/** `GET /v2/billing/services/early-termination-liability/{id}`: what deleting now costs (USD). */
export function useDedicatedEarlyTermination(circuitId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: dedicatedKeys.earlyTermination(circuitId),
    queryFn: () =>
      api.get<number>(`/billing/services/early-termination-liability/${encodeURIComponent(circuitId)}`, {
        throttle: false,
      }),
    enabled: isEnabled,
  });
}
