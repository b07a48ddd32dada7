import type { CloudLocation, DedicatedCloud } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { dedicatedKeys } from './dedicated-keys';

/** `GET /v2/services/cloud/connections/dedicated`: every dedicated connection of the company (a bare array). */
export function useDedicatedClouds() {
  return useQuery({
    queryKey: dedicatedKeys.list(),
    queryFn: () => api.get<DedicatedCloud[]>('/services/cloud/connections/dedicated', { throttle: false }),
  });
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
