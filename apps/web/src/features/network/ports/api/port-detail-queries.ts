import type { NetworkStatus, Port } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { api } from '@/api/http-client';
import { portKeys } from './port-keys';

const path = (circuitId: string) => encodeURIComponent(circuitId);

/**
 * `GET /v2.1/ports/{id}/status` (wire reference 4): the latest workflow and its progress; live events refresh it.
 * A port with no workflow on record (set up long ago; the network keeps no history after completion) answers 404,
 * which reads as null here rather than as an error.
 */
export const portStatusQuery = (circuitId: string) =>
  queryOptions({
    queryKey: portKeys.status(circuitId),
    queryFn: async (): Promise<NetworkStatus | null> => {
      try {
        return await api.get<NetworkStatus>(`/ports/${path(circuitId)}/status`, { version: 'v2.1', throttle: false });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

export function usePortStatus(circuitId: string) {
  return useQuery(portStatusQuery(circuitId));
}

/** `GET /v2/lags/{id}/members`: the member ports of a LAG, under the LAG's key so its events refresh them. */
export function useLagMembers(circuitId: string, isLag: boolean) {
  return useQuery({
    queryKey: portKeys.members(circuitId),
    queryFn: () => api.get<Port[]>(`/lags/${path(circuitId)}/members`, { throttle: false }),
    enabled: isLag,
  });
}
