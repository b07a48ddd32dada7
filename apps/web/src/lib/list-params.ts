/** The state of a list screen kept in the URL (CONVENTIONS "Lists share one useListParams hook"). */
export type SortDirection = 'asc' | 'desc';

export interface ListParams {
  /** The text filter; '' for none. */
  search: string;
  /** The column sorted by; null for the list's own order. */
  sort: string | null;
  direction: SortDirection;
  /** 1-based. */
  page: number;
  /** Extra filters of the screen (e.g. `billing`, `group`); absent means "any". */
  filters: Record<string, string>;
}

export interface ListDefaults {
  sort?: string | null;
  direction?: SortDirection;
  /** The names of the screen's extra filters, read from the URL. */
  filterNames?: readonly string[];
}

const RESERVED = { search: 'q', sort: 'sort', direction: 'dir', page: 'page' } as const;

/** Reads the list state from the query string, falling back to the screen's defaults for anything missing or bad. */
export function readListParams(searchParams: URLSearchParams, defaults: ListDefaults = {}): ListParams {
  const page = Number.parseInt(searchParams.get(RESERVED.page) ?? '', 10);
  const direction = searchParams.get(RESERVED.direction);
  const filters: Record<string, string> = {};
  for (const name of defaults.filterNames ?? []) {
    const value = searchParams.get(name);
    if (value) filters[name] = value;
  }
  return {
    search: searchParams.get(RESERVED.search) ?? '',
    sort: searchParams.get(RESERVED.sort) ?? defaults.sort ?? null,
    direction: direction === 'asc' || direction === 'desc' ? direction : (defaults.direction ?? 'asc'),
    page: Number.isFinite(page) && page > 0 ? page : 1,
    filters,
  };
}

/**
 * The query string after a change. Values equal to the defaults are left out so URLs stay short; changing the
 * search, the sort or a filter goes back to the first page (the old page may no longer exist).
 */
export function writeListParams(
  current: URLSearchParams,
  change: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string | null> },
  defaults: ListDefaults = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null, fallback: string | null = null) => {
    if (value === null || value === '' || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  if (change.search !== undefined) set(RESERVED.search, change.search.trim() === '' ? '' : change.search);
  if (change.sort !== undefined) set(RESERVED.sort, change.sort, defaults.sort ?? null);
  if (change.direction !== undefined) set(RESERVED.direction, change.direction, defaults.direction ?? 'asc');
  for (const [name, value] of Object.entries(change.filters ?? {})) set(name, value);
  const resetsPage =
    change.search !== undefined || change.sort !== undefined || change.direction !== undefined || !!change.filters;
  if (change.page !== undefined) set(RESERVED.page, String(change.page), '1');
  else if (resetsPage) next.delete(RESERVED.page);
  return next;
}

/** The next sort when a column header is clicked: ascending first, then descending. */
export function toggleSort(params: Pick<ListParams, 'sort' | 'direction'>, column: string) {
  if (params.sort !== column) return { sort: column, direction: 'asc' as const };
  return { sort: column, direction: params.direction === 'asc' ? ('desc' as const) : ('asc' as const) };
}

/** Whether a row matches a text filter: every word appears in one of its values, ignoring case. */
export function matchesSearch(values: readonly (string | number | null | undefined)[], search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = values
    .filter((value) => value !== null && value !== undefined)
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export type SortValue = string | number | boolean | null | undefined;

/** Rows sorted by a column (text compared naturally, ignoring case); a new array, the input is left alone. */
export function sortRows<T>(rows: readonly T[], sortValueOf: (row: T) => SortValue, direction: SortDirection): T[] {
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const factor = direction === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = sortValueOf(left);
    const b = sortValueOf(right);
    if (a === b) return 0;
    if (a === null || a === undefined) return -factor;
    if (b === null || b === undefined) return factor;
    if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b) * factor;
    return (a < b ? -1 : 1) * factor;
  });
}

/** The rows of one page and how many pages there are (at least one). */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(page, 1), pageCount);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}
