import { describe, expect, it } from 'vitest';
import { availableOrderShortcuts, ORDER_SHORTCUTS, productListPath } from './dashboard-links';

describe('dashboard links (spec 2)', () => {
  it('knows the list screen of each service type; a LAG is on the ports list', () => {
    expect(productListPath('port')).toBe('/ports');
    expect(productListPath('LAG')).toBe('/ports');
    expect(productListPath('l3nf')).toBe('/cloud-routers');
    expect(productListPath('cr-connection')).toBeUndefined();
  });

  it('offers only the order screens that exist', () => {
    const existing = new Set(['/ports/create', '/ports/create/create-lag']);
    expect(availableOrderShortcuts((path) => existing.has(path))).toEqual([
      { label: 'Port', to: '/ports/create' },
      { label: 'LAG', to: '/ports/create/create-lag' },
    ]);
    expect(availableOrderShortcuts(() => true)).toHaveLength(ORDER_SHORTCUTS.length);
    expect(availableOrderShortcuts(() => false)).toEqual([]);
  });
});
