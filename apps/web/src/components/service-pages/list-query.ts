import type { ListDefaults, ListParams } from '@/lib/list-params';

/**
 * How a server-paged list turns its state in the URL into the server's query: the page size, the default order,
 * the fields the server sorts by and the extra filters it takes (their allowed values, or `'text'` for any text).
 */
export interface ServerListConfig<F extends string = string> {
  pageSize: number;
  defaultSort: string;
  sortFields: readonly string[];
  filters: Readonly<Record<F, readonly string[] | 'text'>>;
}

/** What a list endpoint is asked for one screen (or one export page) of the list. */
export type ServerListQuery<F extends string = never> = {
  q?: string;
  sort: string;
  page: number;
  page_size: number;
} & Partial<Record<F, string>>;

type ListState = Pick<ListParams, 'search' | 'sort' | 'direction' | 'page'> & { filters?: ListParams['filters'] };

const isOneOf = (values: readonly string[], value: string | undefined): value is string =>
  value !== undefined && values.includes(value);

/** The list's own state for `useListParams`: the default sort, newest first, and the filters read from the URL. */
export function serverListDefaults<F extends string>(config: ServerListConfig<F>) {
  return {
    sort: config.defaultSort,
    direction: 'desc',
    filterNames: Object.keys(config.filters) as F[],
  } as const satisfies ListDefaults;
}

/**
 * The server's query for the list state in the URL. Unknown filter or sort values (an edited URL) are dropped rather
 * than sent, so the list still shows instead of a 400. `paging` defaults to one screen; an export asks for every
 * page of the largest size with the same search and filters.
 */
export function serverListQuery<F extends string>(
  config: ServerListConfig<F>,
  params: ListState,
  paging: { page: number; pageSize: number } = { page: params.page, pageSize: config.pageSize },
): ServerListQuery<F> {
  const sort = params.sort ?? undefined;
  const field = isOneOf(config.sortFields, sort) ? sort : config.defaultSort;
  const query: Record<string, string | number> = {
    sort: params.direction === 'desc' ? `-${field}` : field,
    page: paging.page,
    page_size: paging.pageSize,
  };
  const search = params.search.trim();
  if (search) query.q = search;
  for (const [name, allowed] of Object.entries<readonly string[] | 'text'>(config.filters)) {
    const value = params.filters?.[name];
    if (allowed === 'text') {
      if (value?.trim()) query[name] = value.trim();
    } else if (isOneOf(allowed, value)) query[name] = value;
  }
  return query as ServerListQuery<F>;
}

/** True when the list shows a subset: a search or one of the filters is set (the empty state then says so). */
export function isListFiltered(
  params: Pick<ListParams, 'search'> & { filters?: ListParams['filters'] },
  filterNames: readonly string[],
): boolean {
  return params.search.trim() !== '' || filterNames.some((name) => !!params.filters?.[name]);
}

/** The page shown and the page count of a server-paged list of `total` rows (the page is kept within the list). */
export function serverPaging(page: number, total: number | undefined, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  return { page: Math.min(page, pageCount), pageCount };
}

/**
 * A server-paged list from its config: its page size, its defaults for `useListParams`, the server's query for the
 * URL state (`paging` for an export) and whether a search or filter is set.
 */
export function serverList<F extends string>(config: ServerListConfig<F>) {
  const defaults = serverListDefaults(config);
  return {
    pageSize: config.pageSize,
    defaults,
    request: (params: ListState, paging?: { page: number; pageSize: number }) =>
      serverListQuery(config, params, paging),
    isFiltered: (params: Pick<ListParams, 'search'> & { filters?: ListParams['filters'] }) =>
      isListFiltered(params, defaults.filterNames),
  };
}
