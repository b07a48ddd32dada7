import { PORT_SORT_FIELDS, PORT_STATES } from '@portal/contract';
import { PORT_SPEEDS } from '@portal/domain';
import { type ServerListQuery, serverList } from '@/components/service-pages/list-query';

/**
 * The ports list as `GET /v2/ports` pages it: newest first, 25 a page, the extra filters state, PoP and speed kept in
 * the URL (issue 7); the spec 9 default filter is the server's default. Unknown values in an edited URL are dropped.
 */
const PORT_LIST = serverList({
  pageSize: 25,
  defaultSort: 'time_created',
  sortFields: PORT_SORT_FIELDS,
  filters: { state: PORT_STATES, pop: 'text', speed: PORT_SPEEDS },
});

export const PORTS_PAGE_SIZE = PORT_LIST.pageSize;
export const PORT_LIST_DEFAULTS = PORT_LIST.defaults;

/** What `GET /v2/ports` is asked for one screen of the list (or one page of the export). */
export type PortListRequest = ServerListQuery<'state' | 'pop' | 'speed'>;
export const portListRequest = PORT_LIST.request;

/** True when the list shows a subset: a search or a filter is set (the empty state then says nothing matches). */
export const isFiltered = PORT_LIST.isFiltered;
