import { SERVICE_CLASSES, VC_SORT_FIELDS, VC_STATES } from '@portal/contract';
import { type ServerListQuery, serverList } from '@/components/service-pages/list-query';

/** spec 9 "Service types in overview" the portal can order today. */
export const LISTED_SERVICE_TYPES = ['backbone'] as const;

/** The VC list as `GET /v2/services` pages it: newest first, 25 a page, filtered by state, class and type. */
const VC_LIST = serverList({
  pageSize: 25,
  defaultSort: 'time_created',
  sortFields: VC_SORT_FIELDS,
  filters: { state: VC_STATES, service_class: SERVICE_CLASSES, service_type: LISTED_SERVICE_TYPES },
});

export const VCS_PAGE_SIZE = VC_LIST.pageSize;
export const VC_LIST_DEFAULTS = VC_LIST.defaults;

/** What `GET /v2/services` is asked for one screen of the list. */
export type VcListRequest = ServerListQuery<'state' | 'service_class' | 'service_type'>;
export const vcListRequest = VC_LIST.request;

/** True when the list shows a subset: a search or a filter is set. */
export const isFiltered = VC_LIST.isFiltered;
