import { type Port, TOTAL_COUNT_HEADER } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { portQuery } from '@/api/port';
import { totalFromHeader } from '@/lib/total-count';
import type { PortListRequest } from '../port-list-query';
import { portKeys } from './port-keys';

/** One page of the ports list and the total of the filtered list (spec 7 `x-total-item-count`). */
export interface PortPage {
  ports: Port[];
  total: number;
}

/** `GET /v2/ports` with the list's filters, sort and page. */
export async function fetchPortPage(request: PortListRequest): Promise<PortPage> {
  const answer = await api.getWithHeaders<Port[]>('/ports', { query: { ...request }, throttle: false });
  const offset = (request.page - 1) * request.page_size;
  return {
    ports: answer.data,
    total: totalFromHeader(answer.headers.get(TOTAL_COUNT_HEADER), offset + answer.data.length),
  };
}

export const portListQuery = (request: PortListRequest) =>
  queryOptions({
    queryKey: portKeys.list(request),
    queryFn: () => fetchPortPage(request),
    placeholderData: keepPreviousData,
  });

export function usePortList(request: PortListRequest) {
  return useQuery(portListQuery(request));
}

/**
 * Every port and LAG of the company the default filter shows (one request of the largest page), for screens that
 * choose among them: the LAG builder and a LAG's "add member".
 */
export const allPortsQuery = () =>
  queryOptions({
    queryKey: portKeys.list('all'),
    queryFn: () => api.get<Port[]>('/ports', { query: { page_size: 1000 }, throttle: false }),
  });

export function useAllPorts() {
  return useQuery(allPortsQuery());
}

/** One port or LAG (`portQuery` of `src/api`, which the cloud router map reads too). */
export function usePort(circuitId: string) {
  return useQuery(portQuery(circuitId));
}
