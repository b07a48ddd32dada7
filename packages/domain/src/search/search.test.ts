import { describe, expect, it } from 'vitest';
import { circuitLookupPath, circuitRedirectPath } from './circuit-redirect.js';
import {
  addRecentSearch,
  DEBOUNCE_MS,
  dedupeSearchResults,
  isSearchable,
  noResultsMessage,
  RECENT_SEARCHES_LIMIT,
  SEARCH_SERVICE_PRIORITY,
} from './search-rules.js';

describe('spec 9: debounces and search limits', () => {
  it('has the debounces, priority and recent limit', () => {
    expect(DEBOUNCE_MS).toEqual({
      default: 300,
      navigationSearch: 300,
      documentationIndexFetch: 300,
      documentationSearch: 500,
      circuitSearch: 1000,
    });
    expect(RECENT_SEARCHES_LIMIT).toBe(5);
    expect(SEARCH_SERVICE_PRIORITY).toEqual([
      'l3nf',
      'port',
      'vc',
      'lag',
      'ptp',
      'cloud-hosted',
      'cloud-dedicated',
      'cr-connection',
    ]);
  });

  it.each([
    ['a', true],
    ['  a ', true],
    ['   ', false],
    ['\t\n', false],
    ['', false],
    [null, false],
  ])('isSearchable(%j) -> %j', (text, expected) => {
    expect(isSearchable(text)).toBe(expected);
  });

  it('has the no-results message', () => {
    expect(noResultsMessage('PF-1')).toBe('No results found for "PF-1"');
  });
});

describe('spec 9: search dedup priority', () => {
  it('keeps the highest-priority service type per circuit id, in first-seen order', () => {
    const results = [
      { circuit_id: 'A', service_type: 'cr-connection' },
      { circuit_id: 'B', service_type: 'vc' },
      { circuit_id: 'A', service_type: 'port' },
      { circuit_id: 'B', service_type: 'lag' },
      { circuit_id: 'A', service_type: 'l3nf' },
      { circuit_id: 'C', service_type: 'mystery' },
      { circuit_id: 'C', service_type: 'ptp' },
      { circuit_id: 'D', service_type: 'mystery' },
    ];
    expect(dedupeSearchResults(results)).toEqual([
      { circuit_id: 'A', service_type: 'l3nf' },
      { circuit_id: 'B', service_type: 'vc' },
      { circuit_id: 'C', service_type: 'ptp' },
      { circuit_id: 'D', service_type: 'mystery' },
    ]);
  });
});

describe('spec 9: recent searches', () => {
  it.each([
    [[], 'ports', ['ports']],
    [['a', 'b'], 'c', ['c', 'a', 'b']],
    [['a', 'B', 'c'], ' b ', ['b', 'a', 'c']],
    [['1', '2', '3', '4', '5'], '6', ['6', '1', '2', '3', '4']],
    [['a'], '   ', ['a']],
    [['1', '2', '3', '4', '5', '6'], '', ['1', '2', '3', '4', '5']],
  ])('addRecentSearch(%j, %j) -> %j', (recent, query, expected) => {
    expect(addRecentSearch(recent, query)).toEqual(expected);
  });

  it('does not change the given list', () => {
    const recent = ['a'];
    addRecentSearch(recent, 'b');
    expect(recent).toEqual(['a']);
  });
});

describe('spec 2 "Dashboard and circuit lookup": redirect by service type', () => {
  it.each([
    [{ circuit_id: 'PF-AP-1', service_type: 'port' }, '/ports/PF-AP-1'],
    [{ circuit_id: 'PF-AE-1', service_type: 'lag' }, '/ports/PF-AE-1'],
    [{ circuit_id: 'PF-BC-1', service_type: 'vc' }, '/vcs/PF-BC-1'],
    [{ circuit_id: 'PF-CC-1', service_type: 'cloud-hosted' }, '/hosted-clouds/PF-CC-1'],
    [{ circuit_id: 'PF-DC-1', service_type: 'cloud-dedicated' }, '/dedicated-clouds/PF-DC-1'],
    [{ circuit_id: 'PF-PD-1', service_type: 'ptp' }, '/point-to-points/PF-PD-1'],
    [{ circuit_id: 'PF-L3-1', service_type: 'l3nf' }, '/cloud-routers/PF-L3-1'],
    [{ circuit_id: 'PF-L3-2', service_type: 'cloud-routers' }, '/cloud-routers/PF-L3-2'],
    [
      {
        circuit_id: 'PF-L3-CON-9',
        service_type: 'cr-connection',
        related_services: [
          { circuit_id: 'PF-AP-1', service_type: 'port' },
          { circuit_id: 'PF-L3-CUST-7', service_type: 'l3nf' },
        ],
      },
      '/cloud-routers/PF-L3-CUST-7/connections/PF-L3-CON-9',
    ],
    [{ circuit_id: 'PF-L3-CON-9', service_type: 'cr-connection' }, undefined],
    [{ circuit_id: 'PF-AB-1', service_type: 'flex-bandwidth' }, '/billing/flex-bandwidth'],
    [{ circuit_id: 'X', service_type: 'unknown' }, undefined],
    [undefined, undefined],
  ])('circuitRedirectPath(%j) -> %j', (result, expected) => {
    expect(circuitRedirectPath(result)).toBe(expected);
  });

  it('links circuit results to /circuits/{id}', () => {
    expect(circuitLookupPath('PF-AP-WDC1-1726464')).toBe('/circuits/PF-AP-WDC1-1726464');
  });
});
