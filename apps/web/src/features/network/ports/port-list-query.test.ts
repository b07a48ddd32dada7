import { describe, expect, it } from 'vitest';
import { readListParams } from '@/lib/list-params';
import { isFiltered, PORT_LIST_DEFAULTS, portListRequest } from './port-list-query';

const paramsOf = (query: string) => readListParams(new URLSearchParams(query), PORT_LIST_DEFAULTS);

describe('the ports list request from the URL', () => {
  it('asks for the first page, newest first, with the server default filter when nothing is set', () => {
    expect(portListRequest(paramsOf(''))).toEqual({ sort: '-time_created', page: 1, page_size: 25 });
  });

  it('sends the search, the filters, the sort and the page', () => {
    expect(portListRequest(paramsOf('q=+uplink+&state=active&pop=WDC1&speed=10Gbps&sort=pop&dir=asc&page=3'))).toEqual({
      q: 'uplink',
      state: 'active',
      pop: 'WDC1',
      speed: '10Gbps',
      sort: 'pop',
      page: 3,
      page_size: 25,
    });
    expect(portListRequest(paramsOf('sort=description&dir=desc')).sort).toBe('-description');
  });

  it('drops values the API would refuse, so an edited URL still shows a list', () => {
    const request = portListRequest(paramsOf('state=sleeping&speed=3Gbps&sort=colour&dir=asc'));
    expect(request).toEqual({ sort: 'time_created', page: 1, page_size: 25 });
  });

  it('asks the export for every page with the same filters', () => {
    expect(portListRequest(paramsOf('state=active&page=4'), { page: 1, pageSize: 1000 })).toMatchObject({
      state: 'active',
      page: 1,
      page_size: 1000,
    });
  });

  it('tells a filtered list from an empty one', () => {
    expect(isFiltered(paramsOf(''))).toBe(false);
    expect(isFiltered(paramsOf('sort=pop'))).toBe(false);
    expect(isFiltered(paramsOf('q=x'))).toBe(true);
    expect(isFiltered(paramsOf('pop=WDC1'))).toBe(true);
  });
});
