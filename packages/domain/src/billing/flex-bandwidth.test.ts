import { describe, expect, it } from 'vitest';
import { FLEX_CAPACITIES, fitsFlexPool, flexAvailableMbps, flexCapacityOf, flexMbpsText } from './flex-bandwidth.js';
import { priceFor } from './pricing.js';

describe('flex bandwidth pools (wire reference 3.14)', () => {
  it('sells 50 to 500 Gbps in steps of 50, each priced for every term', () => {
    expect(FLEX_CAPACITIES).toHaveLength(10);
    expect(FLEX_CAPACITIES[0]).toBe('50Gbps');
    expect(FLEX_CAPACITIES.at(-1)).toBe('500Gbps');
    for (const capacity of FLEX_CAPACITIES) {
      for (const term of [1, 12, 24, 36]) {
        expect(priceFor({ productType: 'aggregate_capacity', speed: capacity, term })?.mrc).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    ['100Gbps', '100Gbps'],
    [' 150gbps ', '150Gbps'],
    ['75Gbps', undefined],
    ['600Gbps', undefined],
    ['', undefined],
  ])('reads the capacity %j as %j', (text, expected) => {
    expect(flexCapacityOf(text)).toBe(expected);
  });

  it.each([
    [{ capacityMbps: 50_000, usedMbps: 49_000 }, '1Gbps', true, 1000],
    [{ capacityMbps: 50_000, usedMbps: 49_500 }, '1Gbps', false, 500],
    [{ capacityMbps: 50_000, usedMbps: 50_000 }, '50Mbps', false, 0],
    [{ capacityMbps: 50_000, usedMbps: 60_000 }, '50Mbps', false, 0],
    [{ capacityMbps: 50_000, usedMbps: 0 }, 'nonsense', false, 50_000],
  ])('pool %j: a %s circuit fits: %j (available %j)', (usage, speed, fits, available) => {
    expect(fitsFlexPool(usage, speed)).toBe(fits);
    expect(flexAvailableMbps(usage)).toBe(available);
  });

  it.each([
    [250_000, '250Gbps'],
    [1500, '1.5Gbps'],
    [500, '500Mbps'],
    [0, '0Mbps'],
  ])('writes %j Mbps as %s', (mbps, text) => {
    expect(flexMbpsText(mbps)).toBe(text);
  });
});
