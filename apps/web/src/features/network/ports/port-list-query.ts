import { PORT_SORT_FIELDS, PORT_STATES } from '@portal/contract';
import { PORT_SPEEDS } from '@portal/domain';
import type { ListParams } from '@/lib/list-params';

/** The page size of the ports list. */
export const PORTS_PAGE_SIZE = 25;

/** The extra filters of the list kept in the URL: state, PoP and speed (issue 7). */
export const PORT_FILTER_NAMES = ['state', 'pop', 'speed'] as const;

/** The list's own order: newest first. */
export const PORT_LIST_DEFAULTS = {
  sort: 'time_created',
  direction: 'desc',
  filterNames: PORT_FILTER_NAMES,
} as const;

/** What `GET /v2/ports` is asked for one screen of the list; the spec 9 default filter is the server's default. */
export interface PortListRequest {
  q?: string;
  state?: string;
  pop?: string;
  speed?: string;
  sort: string;
  page: number;
  page_size: number;
}

const isOneOf = (values: readonly string[], value: string | undefined): value is string =>
  value !== undefined && values.includes(value);

/**
 * The query of `GET /v2/ports` for the list state in the URL. Unknown filter or sort values (an edited URL) are
 * dropped rather than sent, so the list still shows instead of a 400. `page` and `page_size` default to one screen;
 * the export asks for everything with the same filters.
 */
export function portListRequest(
  params: Pick<ListParams, 'search' | 'sort' | 'direction' | 'page' | 'filters'>,
  paging: { page: number; pageSize: number } = { page: params.page, pageSize: PORTS_PAGE_SIZE },
): PortListRequest {
  const { filters } = params;
  const sort = params.sort ?? undefined;
  const sortField = isOneOf(PORT_SORT_FIELDS, sort) ? sort : PORT_LIST_DEFAULTS.sort;
  const request: PortListRequest = {
    sort: params.direction === 'desc' ? `-${sortField}` : sortField,
    page: paging.page,
    page_size: paging.pageSize,
  };
  const search = params.search.trim();
  if (search) request.q = search;
  if (isOneOf(PORT_STATES, filters.state)) request.state = filters.state;
  if (isOneOf(PORT_SPEEDS, filters.speed)) request.speed = filters.speed;
  if (filters.pop?.trim()) request.pop = filters.pop.trim();
  return request;
}

/** True when the list shows a subset: a search or a filter is set (the empty state then says nothing matches). */
export function isFiltered(params: Pick<ListParams, 'search' | 'filters'>): boolean {
  return params.search.trim() !== '' || PORT_FILTER_NAMES.some((name) => !!params.filters[name]);
}
