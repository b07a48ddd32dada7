import { PTP_SORT_FIELDS, PTP_STATES, SERVICE_CLASSES } from '@portal/contract';
import type { ListParams } from '@/lib/list-params';

/** The page size of the point-to-point list. */
export const PTPS_PAGE_SIZE = 25;

/** The extra filters of the list kept in the URL. */
const PTP_FILTER_NAMES = ['state', 'service_class'] as const;

export const PTP_LIST_DEFAULTS = {
  sort: 'time_created',
  direction: 'desc',
  filterNames: PTP_FILTER_NAMES,
} as const;

/** What `GET /v2/services/point-to-point` is asked for one screen of the list. */
export interface PtpListRequest {
  q?: string;
  state?: string;
  service_class?: string;
  sort: string;
  page: number;
  page_size: number;
}

const isOneOf = (values: readonly string[], value: string | undefined): value is string =>
  value !== undefined && values.includes(value);

/**
 * The query for the list state in the URL. Unknown filter or sort values (an edited URL) are dropped rather than
 * sent, so the list still shows instead of a 400.
 */
export function ptpListRequest(
  params: Pick<ListParams, 'search' | 'sort' | 'direction' | 'page' | 'filters'>,
  paging: { page: number; pageSize: number } = { page: params.page, pageSize: PTPS_PAGE_SIZE },
): PtpListRequest {
  const { filters } = params;
  const sort = params.sort ?? undefined;
  const sortField = isOneOf(PTP_SORT_FIELDS, sort) ? sort : PTP_LIST_DEFAULTS.sort;
  const request: PtpListRequest = {
    sort: params.direction === 'desc' ? `-${sortField}` : sortField,
    page: paging.page,
    page_size: paging.pageSize,
  };
  const search = params.search.trim();
  if (search) request.q = search;
  if (isOneOf(PTP_STATES, filters.state)) request.state = filters.state;
  if (isOneOf(SERVICE_CLASSES, filters.service_class)) request.service_class = filters.service_class;
  return request;
}

/** True when the list shows a subset: a search or a filter is set. */
export function isFiltered(params: Pick<ListParams, 'search' | 'filters'>): boolean {
  return params.search.trim() !== '' || PTP_FILTER_NAMES.some((name) => !!params.filters[name]);
}
