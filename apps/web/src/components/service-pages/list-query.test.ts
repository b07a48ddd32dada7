import { describe, expect, it } from 'vitest';
import { readListParams } from '@/lib/list-params';
import { isListFiltered, type ServerListConfig, serverListDefaults, serverListQuery, serverPaging } from './list-query';

const config: ServerListConfig<'state' | 'pop'> = {
  pageSize: 20,
  defaultSort: 'time_created',
  sortFields: ['time_created', 'name', 'speed'],
  filters: { state: ['active', 'error'], pop: 'text' },
};
const paramsOf = (query: string) => readListParams(new URLSearchParams(query), serverListDefaults(config));

describe('serverListQuery', () => {
  it('asks for the first page, newest first, when the URL says nothing', () => {
    expect(serverListQuery(config, paramsOf(''))).toEqual({ sort: '-time_created', page: 1, page_size: 20 });
  });

  it('sends the trimmed search, the known filters, the sort with its direction and the page', () => {
    expect(serverListQuery(config, paramsOf('q=+core+&state=error&pop=+WDC1+&sort=name&dir=asc&page=3'))).toEqual({
      q: 'core',
      state: 'error',
      pop: 'WDC1',
      sort: 'name',
      page: 3,
      page_size: 20,
    });
    expect(serverListQuery(config, paramsOf('sort=speed&dir=desc')).sort).toBe('-speed');
  });

  it('drops a filter value or sort field the server does not know, and filters the list does not have', () => {
    const query = serverListQuery(config, paramsOf('state=sleeping&pop=+&sort=colour&dir=asc&speed=10Gbps'));
    expect(query).toEqual({ sort: 'time_created', page: 1, page_size: 20 });
  });

  it('pages an export with its own page size but the same search and filters', () => {
    expect(serverListQuery(config, paramsOf('state=active&q=x&page=4'), { page: 2, pageSize: 500 })).toEqual({
      q: 'x',
      state: 'active',
      sort: '-time_created',
      page: 2,
      page_size: 500,
    });
  });
});

describe('isListFiltered', () => {
  it('is true only for a search or one of the named filters', () => {
    const names = serverListDefaults(config).filterNames;
    expect(names).toEqual(['state', 'pop']);
    expect(isListFiltered(paramsOf(''), names)).toBe(false);
    expect(isListFiltered(paramsOf('sort=name&page=2'), names)).toBe(false);
    expect(isListFiltered(paramsOf('q=+'), names)).toBe(false);
    expect(isListFiltered(paramsOf('q=a'), names)).toBe(true);
    expect(isListFiltered(paramsOf('pop=WDC1'), names)).toBe(true);
  });
});

describe('serverPaging', () => {
  it('counts at least one page and keeps the page within the list', () => {
    expect(serverPaging(1, undefined, 25)).toEqual({ page: 1, pageCount: 1 });
    expect(serverPaging(2, 51, 25)).toEqual({ page: 2, pageCount: 3 });
    expect(serverPaging(9, 50, 25)).toEqual({ page: 2, pageCount: 2 });
  });
});
