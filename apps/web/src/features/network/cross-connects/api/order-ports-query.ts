import type { Port } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { crossConnectKeys } from './cross-connect-keys';

/**
 * `GET /v2/ports?is_lag_member=false`: the ports and LAGs a cross connect could start from (the default filter of
 * spec 9 without cloud and point-to-point ports); the form marks which ones spec 5 refuses.
 */
export function useOrderPorts() {
  return useQuery({
    queryKey: crossConnectKeys.orderPorts(),
    queryFn: () => api.get<Port[]>('/ports', { query: { is_lag_member: false, sort: 'port_circuit_id' } }),
  });
}
