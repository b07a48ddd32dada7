import { PORTS_MAX_PAGE_SIZE, type PointToPoint } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { crossConnectKeys } from './cross-connect-keys';

/**
 * `GET /v2/services/point-to-point?state=active`: the point-to-points whose ends a cross connect could start from
 * (spec 5: once every interface is active); the form offers the eligible ends.
 */
export function useOrderPtps() {
  return useQuery({
    queryKey: crossConnectKeys.orderPtps(),
    queryFn: () =>
      api.get<PointToPoint[]>('/services/point-to-point', {
        query: { state: 'active', sort: 'ptp_circuit_id', page_size: PORTS_MAX_PAGE_SIZE },
      }),
  });
}
