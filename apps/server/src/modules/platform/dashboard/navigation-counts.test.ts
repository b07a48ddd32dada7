import { describe, expect, it } from 'vitest';
import { navigationCounts, SIDEBAR_COUNT_KEYS } from './navigation-counts.js';

describe('navigationCounts', () => {
  it('answers every sidebar key as 0 without circuits or documents', () => {
    expect(navigationCounts([])).toEqual(Object.fromEntries(SIDEBAR_COUNT_KEYS.map((key) => [key, 0])));
    expect(SIDEBAR_COUNT_KEYS).toHaveLength(10);
  });

  it('adds ports and LAGs, skips LAG members and kinds without a sidebar item', () => {
    const counts = navigationCounts([
      { kind: 'port', topLevel: true, count: 5 },
      { kind: 'port', topLevel: false, count: 6 },
      { kind: 'lag', topLevel: true, count: 2 },
      { kind: 'l3nf', topLevel: true, count: 3 },
      { kind: 'cr-connection', topLevel: false, count: 9 },
      { kind: 'flex-bandwidth', topLevel: true, count: 1 },
      { kind: 'hpi', topLevel: true, count: 1 },
      { kind: 'documents', topLevel: true, count: 4 },
    ]);
    expect(counts).toMatchObject({ ports: 7, cloud_routers: 3, hpi: 1, documents: 4, vcs: 0 });
    expect(Object.values(counts).reduce((sum, value) => sum + value, 0)).toBe(15);
  });
});
