import type { OutboundCrossConnect } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { crossConnectKeys } from './cross-connect-keys';

/** A safety net under the live events while an order is on the board: data-center work takes minutes, not seconds. */
const OPEN_ORDER_REFRESH_MS = 30_000;

const isOnBoard = (item: OutboundCrossConnect) =>
  !item.deleted && item.obcc_status !== 'order closed' && item.obcc_status !== 'canceled';

/**
 * `GET /v2/outbound-cross-connects` (wire reference 3.13): the company's cross connects, newest first. Live events
 * move orders along the board; while one is open the list is also read again every 30 seconds.
 */
export function useCrossConnects() {
  return useQuery({
    queryKey: crossConnectKeys.list(),
    queryFn: () => api.get<OutboundCrossConnect[]>('/outbound-cross-connects'),
    refetchInterval: (query) => (query.state.data?.some(isOnBoard) ? OPEN_ORDER_REFRESH_MS : false),
  });
}
