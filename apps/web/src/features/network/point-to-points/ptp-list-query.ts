import { PTP_SORT_FIELDS, PTP_STATES, SERVICE_CLASSES } from '@portal/contract';
import { type ServerListQuery, serverList } from '@/components/service-pages/list-query';

/** The point-to-point list as the server pages it: newest first, 25 a page, filtered by state and class. */
const PTP_LIST = serverList({
  pageSize: 25,
  defaultSort: 'time_created',
  sortFields: PTP_SORT_FIELDS,
  filters: { state: PTP_STATES, service_class: SERVICE_CLASSES },
});

export const PTPS_PAGE_SIZE = PTP_LIST.pageSize;
export const PTP_LIST_DEFAULTS = PTP_LIST.defaults;

/** What `GET /v2/services/point-to-point` is asked for one screen of the list. */
export type PtpListRequest = ServerListQuery<'state' | 'service_class'>;
export const ptpListRequest = PTP_LIST.request;

/** True when the list shows a subset: a search or a filter is set. */
export const isFiltered = PTP_LIST.isFiltered;
