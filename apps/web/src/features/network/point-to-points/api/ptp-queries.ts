import { type NetworkStatus, type PointToPoint, TOTAL_COUNT_HEADER } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { api } from '@/api/http-client';
import { totalFromHeader } from '@/lib/total-count';
import type { ListPage } from '@/lib/use-list-export';
import type { PtpListRequest } from '../ptp-list-query';
import { ptpKeys } from './ptp-keys';

const PATH = '/services/point-to-point';

/** `GET /v2/services/point-to-point` with the list's filters, sort and page; the total from `x-total-item-count`. */
export async function fetchPtpPage(request: PtpListRequest): Promise<ListPage<PointToPoint>> {
  const answer = await api.getWithHeaders<PointToPoint[]>(PATH, { query: { ...request }, throttle: false });
  const offset = (request.page - 1) * request.page_size;
  return {
    rows: answer.data,
    total: totalFromHeader(answer.headers.get(TOTAL_COUNT_HEADER), offset + answer.data.length),
  };
}

export function usePtpList(request: PtpListRequest) {
  return useQuery({
    queryKey: ptpKeys.list(request),
    queryFn: () => fetchPtpPage(request),
    placeholderData: keepPreviousData,
  });
}

/** One point-to-point by circuit id; refreshed by live events, so it always asks the server. */
export const ptpQuery = (circuitId: string) =>
  queryOptions({
    queryKey: ptpKeys.detail(circuitId),
    queryFn: () => api.get<PointToPoint>(`${PATH}/${encodeURIComponent(circuitId)}`, { throttle: false }),
  });

export function usePtp(circuitId: string) {
  return useQuery(ptpQuery(circuitId));
}

/**
 * `GET /v2.1/services/point-to-point/{id}/status`: the progress of its latest network workflow; null when the network
 * has none on record. Keyed under the point-to-point, so each workflow step's event refreshes it.
 */
export function usePtpStatus(circuitId: string) {
  return useQuery({
    queryKey: ptpKeys.status(circuitId),
    queryFn: async (): Promise<NetworkStatus | null> => {
      try {
        return await api.get<NetworkStatus>(`${PATH}/${encodeURIComponent(circuitId)}/status`, {
          version: 'v2.1',
          throttle: false,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}
