import { SERVICE_CLASSES, VC_STATES } from '@portal/contract';
import type { ListParams } from '@/lib/list-params';

/** The page size of the VC list. */
export const VCS_PAGE_SIZE = 25;

/** The columns the list sorts by (the server's sort fields). */
export const VC_SORT_FIELDS = [
  'time_created',
  'vc_circuit_id',
  'description',
  'speed',
  'state',
  'service_class',
] as const;

/** The extra filters of the list kept in the URL. */
export const VC_FILTER_NAMES = ['state', 'service_class', 'service_type'] as const;

/** spec 9 "Service types in overview" the portal can order today. */
export const LISTED_SERVICE_TYPES = ['backbone'] as const;

export const VC_LIST_DEFAULTS = {
  sort: 'time_created',
  direction: 'desc',
  filterNames: VC_FILTER_NAMES,
} as const;

/** What `GET /v2/services` is asked for one screen of the list. */
export interface VcListRequest {
  q?: string;
  state?: string;
  service_class?: string;
  service_type?: string;
  sort: string;
  page: number;
  page_size: number;
}

const isOneOf = (values: readonly string[], value: string | undefined): value is string =>
  value !== undefined && values.includes(value);

/**
 * The query of `GET /v2/services` for the list state in the URL. Unknown filter or sort values (an edited URL) are
 * dropped rather than sent, so the list still shows instead of a 400.
 */
export function vcListRequest(
  params: Pick<ListParams, 'search' | 'sort' | 'direction' | 'page' | 'filters'>,
  paging: { page: number; pageSize: number } = { page: params.page, pageSize: VCS_PAGE_SIZE },
): VcListRequest {
  const { filters } = params;
  const sort = params.sort ?? undefined;
  const sortField = isOneOf(VC_SORT_FIELDS, sort) ? sort : VC_LIST_DEFAULTS.sort;
  const request: VcListRequest = {
    sort: params.direction === 'desc' ? `-${sortField}` : sortField,
    page: paging.page,
    page_size: paging.pageSize,
  };
  const search = params.search.trim();
  if (search) request.q = search;
  if (isOneOf(VC_STATES, filters.state)) request.state = filters.state;
  if (isOneOf(SERVICE_CLASSES, filters.service_class)) request.service_class = filters.service_class;
  if (isOneOf(LISTED_SERVICE_TYPES, filters.service_type)) request.service_type = filters.service_type;
  return request;
}

/** True when the list shows a subset: a search or a filter is set. */
export function isFiltered(params: Pick<ListParams, 'search' | 'filters'>): boolean {
  return params.search.trim() !== '' || VC_FILTER_NAMES.some((name) => !!params.filters[name]);
}
