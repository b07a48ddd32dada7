import { useSearchParams } from 'react-router';
import {
  type ListDefaults,
  type ListParams,
  matchesSearch,
  pageOf,
  readListParams,
  type SortValue,
  sortRows,
  toggleSort,
  writeListParams,
} from './list-params';

/** The list state of a screen, kept in the URL so a reload, a shared link or Back shows the same list. */
export function useListParams(defaults: ListDefaults = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams, defaults);
  const update = (change: Parameters<typeof writeListParams>[1]) =>
    setSearchParams((current) => writeListParams(current, change, defaults), { replace: true });
  return {
    params,
    setSearch: (search: string) => update({ search }),
    setFilter: (name: string, value: string | null) => update({ filters: { [name]: value } }),
    setPage: (page: number) => update({ page }),
    sortBy: (column: string) => update(toggleSort(params, column)),
  };
}

export interface ListViewOptions<T> extends ListDefaults {
  /** The texts a row is searched in. */
  searchValues: (row: T) => readonly (string | number | null | undefined)[];
  /** The value of each sortable column. */
  sortValues: Record<string, (row: T) => SortValue>;
  /** Extra filters of the screen: whether a row passes filter `name` set to `value`. */
  filterRow?: (row: T, filters: ListParams['filters']) => boolean;
  pageSize?: number;
}

/** A list filtered, sorted and paged on the client, its state in the URL (lists of a company stay small). */
export function useListView<T>(rows: readonly T[] | undefined, options: ListViewOptions<T>) {
  const list = useListParams(options);
  const { search, sort, direction, page, filters } = list.params;
  const { searchValues, sortValues, filterRow, pageSize = 25 } = options;

  // Company lists are small (tens to a few hundred rows): filtering and sorting on each render is cheap.
  const matching = (rows ?? []).filter(
    (row) => matchesSearch(searchValues(row), search) && (filterRow?.(row, filters) ?? true),
  );
  const sortValueOf = sort ? sortValues[sort] : undefined;
  const filtered = sortValueOf ? sortRows(matching, sortValueOf, direction) : matching;

  const current = pageOf(filtered, page, pageSize);
  return {
    ...list,
    /** Every row the search and filters match, in the list's order (for a CSV export of the filtered list). */
    matchingRows: filtered,
    visibleRows: current.rows,
    page: current.page,
    pageCount: current.pageCount,
    total: filtered.length,
  };
}
