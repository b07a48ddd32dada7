import type { PortAvailability, PriceEntry } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { availableMedia, availableSpeeds, leadTimeFor, portPrice, portTerms, zoneOptions } from './port-order-options';

const slot = (zone: string, speed: string, media: string, count: number, partial = false): PortAvailability => ({
  zone,
  speed,
  media,
  count,
  partial,
  enni: false,
});

const availability = [
  slot('A', '10Gbps', 'LR', 4),
  slot('B', '10Gbps', 'LR', 1, true),
  slot('A', '100Gbps', 'LR4', 2),
  slot('A', '1Gbps', 'LX', 9),
  slot('B', '10Gbps', 'ER', 3),
];

const price = (speed: string, term: number, mrc: number): PriceEntry => ({
  product_type: 'port',
  product_label: 'Port',
  speed,
  subscription_term: term,
  service_class: null,
  bandwidth_type: 'dedicated',
  price_type: 'monthly',
  mrc,
  nrc: term === 1 ? 500 : 0,
  usage_rate_per_gb: null,
  hourly_rate: null,
  currency_code: 'USD',
});

describe('the choices of the order form', () => {
  it('offers the speeds with ports left, slowest first, and their media', () => {
    expect(availableSpeeds(availability)).toEqual(['1Gbps', '10Gbps', '100Gbps']);
    expect(availableMedia(availability, '10Gbps')).toEqual(['ER', 'LR']);
    expect(availableMedia(availability, null)).toEqual([]);
  });

  it('lists every zone with the ports left of the chosen kind; a sold-out zone cannot be chosen', () => {
    expect(zoneOptions(['A', 'B', 'C'], availability, { speed: '10Gbps', media: 'LR' })).toEqual([
      { value: 'A', label: 'Zone A (4 left)', disabled: false },
      { value: 'B', label: 'Zone B (1 left, almost sold out)', disabled: false },
      { value: 'C', label: 'Zone C (none left)', disabled: true },
    ]);
    // A zone that only the availability names (the zones call not answered yet) is listed too.
    expect(zoneOptions(['A'], availability, { speed: null, media: null })).toEqual([
      { value: 'A', label: 'Zone A', disabled: false },
      { value: 'B', label: 'Zone B', disabled: false },
    ]);
  });

  it('gives the lead time of spec 9 for the chosen zone, naming the zones with capacity otherwise', () => {
    expect(leadTimeFor(availability, { zone: null, speed: '10Gbps', media: null })).toBeUndefined();
    expect(leadTimeFor(availability, { zone: 'A', speed: '10Gbps', media: 'LR' })).toEqual({
      text: 'Instant Provisioning',
      note: undefined,
    });
    expect(leadTimeFor(availability, { zone: 'C', speed: '10Gbps', media: 'LR' })).toEqual({
      text: 'Up to two weeks',
      note: 'Zones A, B of this location have capacity for instant provisioning.',
    });
    expect(leadTimeFor(availability, { zone: 'A', speed: '10Gbps', media: 'ZR' })?.text).toBe('Up to two weeks');
  });

  it('finds the price of the chosen speed and term and the terms on the list', () => {
    const prices = [price('10Gbps', 12, 765), price('10Gbps', 1, 900), price('1Gbps', 12, 425)];
    expect(portPrice(prices, '10Gbps', 12)?.mrc).toBe(765);
    expect(portPrice(prices, '10Gbps', 36)).toBeUndefined();
    expect(portPrice(prices, null, 12)).toBeUndefined();
    expect(portTerms(prices, '10Gbps')).toEqual([1, 12]);
    expect(portTerms(prices, null)).toEqual([1, 12]);
  });
});
