import { describe, expect, it } from 'vitest';
import { matchesSearch, pageOf, readListParams, sortRows, toggleSort, writeListParams } from './list-params';

describe('list state in the URL', () => {
  it('reads the defaults from an empty query', () => {
    expect(readListParams(new URLSearchParams(), { sort: 'name' })).toEqual({
      search: '',
      sort: 'name',
      direction: 'asc',
      page: 1,
      filters: {},
    });
  });

  it('reads search, sort, direction, page and the named filters, ignoring bad values', () => {
    const params = new URLSearchParams('q=dana&sort=login&dir=desc&page=3&group=admin&other=x');
    expect(readListParams(params, { filterNames: ['group', 'billing'] })).toEqual({
      search: 'dana',
      sort: 'login',
      direction: 'desc',
      page: 3,
      filters: { group: 'admin' },
    });
    expect(readListParams(new URLSearchParams('page=-2&dir=sideways')).page).toBe(1);
    expect(readListParams(new URLSearchParams('dir=sideways')).direction).toBe('asc');
  });

  it('writes changes, leaves defaults out and goes back to page 1 when the filter changes', () => {
    const current = new URLSearchParams('page=4&keep=1');
    expect(writeListParams(current, { search: 'acme' }).toString()).toBe('keep=1&q=acme');
    expect(writeListParams(current, { page: 2 }).toString()).toBe('page=2&keep=1');
    expect(writeListParams(current, { page: 1 }).toString()).toBe('keep=1');
    expect(writeListParams(current, { sort: 'name', direction: 'asc' }, { sort: 'name' }).toString()).toBe('keep=1');
    expect(writeListParams(current, { filters: { billing: 'true' } }).toString()).toBe('keep=1&billing=true');
    expect(writeListParams(new URLSearchParams('billing=true'), { filters: { billing: null } }).toString()).toBe('');
    expect(writeListParams(new URLSearchParams('q=x'), { search: '   ' }).toString()).toBe('');
  });

  it('toggles a column between ascending and descending', () => {
    expect(toggleSort({ sort: 'name', direction: 'asc' }, 'login')).toEqual({ sort: 'login', direction: 'asc' });
    expect(toggleSort({ sort: 'login', direction: 'asc' }, 'login')).toEqual({ sort: 'login', direction: 'desc' });
    expect(toggleSort({ sort: 'login', direction: 'desc' }, 'login')).toEqual({ sort: 'login', direction: 'asc' });
  });
});

describe('filtering, sorting and paging rows', () => {
  it('matches every word of the search in any value, ignoring case', () => {
    expect(matchesSearch(['Dana Reyes', 'demo', null], 'dana DEMO')).toBe(true);
    expect(matchesSearch(['Dana Reyes', 'demo'], 'dana riley')).toBe(false);
    expect(matchesSearch(['anything'], '   ')).toBe(true);
  });

  it('sorts text naturally, numbers and missing values, both ways, without touching the input', () => {
    const rows = [{ v: 'port 10' }, { v: 'Port 9' }, { v: null }, { v: 'alpha' }];
    expect(sortRows(rows, (row) => row.v, 'asc').map((row) => row.v)).toEqual([null, 'alpha', 'Port 9', 'port 10']);
    expect(sortRows(rows, (row) => row.v, 'desc').map((row) => row.v)).toEqual(['port 10', 'Port 9', 'alpha', null]);
    expect(rows[0]?.v).toBe('port 10');
    expect(sortRows([3, 1, 2], (n) => n, 'asc')).toEqual([1, 2, 3]);
  });

  it('cuts a page and keeps the page within range', () => {
    const rows = [1, 2, 3, 4, 5];
    expect(pageOf(rows, 2, 2)).toEqual({ rows: [3, 4], page: 2, pageCount: 3 });
    expect(pageOf(rows, 9, 2)).toEqual({ rows: [5], page: 3, pageCount: 3 });
    expect(pageOf([], 1, 10)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});
