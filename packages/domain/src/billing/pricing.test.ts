import { describe, expect, it } from 'vitest';
import { parseSpeedMbps } from '../network/speed.js';
import { PRICE_LIST, PRICED_PRODUCTS } from './price-list.js';
import { contractValue, monthlyCharge, type Price, priceCatalogue, priceFor, serviceClassOf } from './pricing.js';

function mustPrice(...args: Parameters<typeof priceFor>): Price {
  const price = priceFor(...args);
  if (!price) throw new Error(`no price for ${JSON.stringify(args)}`);
  return price;
}

describe('price list: dedicated prices', () => {
  it.each([
    [{ productType: 'port', speed: '10Gbps', term: 1 }, 900, 500],
    [{ productType: 'port', speed: '10Gbps', term: 12 }, 765, 250],
    [{ productType: 'port', speed: '10Gbps', term: 36 }, 585, 0],
    [{ productType: 'backbone', speed: '1Gbps', term: 1, serviceClass: 'metro' as const }, 400, 0],
    [{ productType: 'backbone', speed: '1Gbps', term: 24, serviceClass: 'longhaul' as const }, 540, 0],
    [{ productType: 'crossconnect', speed: null, term: 1 }, 150, 350],
    [{ productType: 'cloud_hosted', speed: '500Mbps', term: 1, serviceClass: 'longhaul' as const }, 540, 0],
  ])('priceFor(%j) -> MRC %d, NRC %d', (query, mrc, nrc) => {
    const price = mustPrice(query);
    expect(price).toMatchObject({ mrc, nrc, priceType: 'monthly', currency: 'USD', bandwidthType: 'dedicated' });
  });

  it('defaults the service class to metro for classed products and leaves it null for the others', () => {
    expect(mustPrice({ productType: 'ptp', speed: '1Gbps', term: 1 }).serviceClass).toBe('metro');
    expect(mustPrice({ productType: 'port', speed: '1Gbps', term: 1 }).serviceClass).toBeNull();
  });

  it.each([
    [{ productType: 'nothing', speed: '1Gbps', term: 1 }],
    [{ productType: 'port', speed: '25Gbps', term: 1 }],
    [{ productType: 'port', speed: '1Gbps', term: 6 }],
    [{ productType: 'port', speed: '1Gbps', term: 1, serviceClass: 'metro' as const }],
    [{ productType: 'port', speed: '1Gbps', term: 1, bandwidthType: 'usage' as const }],
    [{ productType: 'cloud_hosted', speed: '1Gbps', term: 12 }],
    [{ productType: 'crossconnect', speed: '1Gbps', term: 1 }],
    [{ productType: 'backbone', speed: '1Gbps', term: 12, bandwidthType: 'hourly' as const }],
    [{ productType: 'backbone', speed: 'toString', term: 1 }],
  ])('has no price for %j', (query) => {
    expect(priceFor(query)).toBeUndefined();
  });
});

describe('price list: usage and hourly bandwidth', () => {
  it('prices usage per GB by service class, with no monthly charge', () => {
    const metro = mustPrice({ productType: 'backbone', speed: '1Gbps', term: 1, bandwidthType: 'usage' });
    const longhaul = mustPrice({
      productType: 'backbone',
      speed: '1Gbps',
      term: 1,
      serviceClass: 'longhaul',
      bandwidthType: 'usage',
    });
    expect(metro).toMatchObject({ priceType: 'bwc_usage', mrc: 0, usageRatePerGb: 0.01, hourlyRate: null });
    expect(longhaul.usageRatePerGb).toBe(0.02);
    expect(monthlyCharge(longhaul, { gigabytes: 1234.5 })).toBe(24.69);
  });

  it('prices hourly bandwidth above the month-to-month price spread over the month', () => {
    const hourly = mustPrice({ productType: 'backbone', speed: '10Gbps', term: 1, bandwidthType: 'hourly' });
    expect(hourly).toMatchObject({ priceType: 'hourly_banded', mrc: 0, hourlyRate: 3.08 });
    expect(monthlyCharge(hourly, { hours: 730 })).toBeGreaterThan(1800);
    expect(mustPrice({ productType: 'backbone', speed: '50Mbps', term: 1, bandwidthType: 'hourly' }).hourlyRate).toBe(
      0.13,
    );
  });
});

describe('price list: believable shape', () => {
  const catalogue = priceCatalogue();

  it('covers every priced product', () => {
    expect(new Set(catalogue.map((price) => price.productType))).toEqual(new Set(PRICED_PRODUCTS));
    expect(catalogue.every((price) => price.mrc >= 0 && price.nrc >= 0)).toBe(true);
  });

  it.each(PRICED_PRODUCTS.filter((product) => product !== 'crossconnect'))(
    '%s: a higher speed costs more per port and less per Mbps',
    (productType) => {
      const speeds = Object.keys(PRICE_LIST[productType].monthlyBySpeed);
      const prices = speeds.map((speed) => mustPrice({ productType, speed, term: 1 }).mrc);
      for (let index = 1; index < speeds.length; index += 1) {
        const speed = speeds[index] as string;
        const previous = speeds[index - 1] as string;
        expect(prices[index]).toBeGreaterThan(prices[index - 1] as number);
        expect((prices[index] as number) / parseSpeedMbps(speed)).toBeLessThan(
          (prices[index - 1] as number) / parseSpeedMbps(previous),
        );
      }
    },
  );

  it('makes every longer term cheaper per month', () => {
    for (const price of catalogue.filter((entry) => entry.bandwidthType === 'dedicated' && entry.term > 1)) {
      const shorter = catalogue.find(
        (entry) =>
          entry.productType === price.productType &&
          entry.speed === price.speed &&
          entry.serviceClass === price.serviceClass &&
          entry.bandwidthType === 'dedicated' &&
          entry.term < price.term &&
          entry.term === ([1, 12, 24, 36][[1, 12, 24, 36].indexOf(price.term) - 1] as number),
      );
      expect(shorter && shorter.mrc > price.mrc).toBe(true);
    }
  });

  it('keeps every amount to 2 decimals', () => {
    for (const price of catalogue) {
      expect(Math.round(price.mrc * 100) / 100).toBe(price.mrc);
      expect(Math.round((price.hourlyRate ?? 0) * 100) / 100).toBe(price.hourlyRate ?? 0);
    }
  });
});

describe('quote totals', () => {
  it('adds the monthly charges over the term and the one-time charge', () => {
    const price = mustPrice({ productType: 'port', speed: '10Gbps', term: 12 });
    expect(contractValue(price)).toBe(765 * 12 + 250);
    expect(monthlyCharge(price)).toBe(765);
  });
});

describe('the service class of a circuit (spec 9 pricing)', () => {
  it('is metro within one market, longhaul across markets, undefined until both places are known', () => {
    expect(serviceClassOf({ market: 'NYC' }, { market: 'NYC' })).toBe('metro');
    expect(serviceClassOf({ market: 'NYC' }, { market: 'LON' })).toBe('longhaul');
    expect(serviceClassOf({ market: 'NYC' }, undefined)).toBeUndefined();
  });
});
