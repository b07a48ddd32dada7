import { PORTS_MAX_PAGE_SIZE, type Port } from '@portal/contract';
import type { ListParams } from '@/lib/list-params';
import { portListRequest } from '../port-list-query';
import { fetchPortPage } from './ports-query';

/** Every port of the filtered list, page after page of the largest size, in the list's order (for the CSV export). */
export async function fetchFilteredPorts(params: ListParams): Promise<Port[]> {
  const ports: Port[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPortPage(portListRequest(params, { page, pageSize: PORTS_MAX_PAGE_SIZE }));
    ports.push(...answer.ports);
    if (answer.ports.length < PORTS_MAX_PAGE_SIZE || ports.length >= answer.total) return ports;
  }
}
