import { describe, expect, it } from 'vitest';
import { validateBillingInfoRequest } from './billing-info.js';
import { isWithinFreeCancellation, MIN_SUBSCRIPTION_TERM, subscriptionTermLabel } from './subscription-term.js';
import {
  BILLING_ORDER_TYPES,
  HOURLY_PRICE_TYPE,
  MONTHLY_PRICE_TYPES,
  priceKind,
  roundToCents,
  sumBillables,
  USAGE_UNIT,
  usagePriceText,
} from './sums.js';

describe('spec 9: subscription term label', () => {
  it.each([
    [12, false, '12 Months'],
    [36, false, '36 Months'],
    [1, false, 'Month to month'],
    [0, false, 'Month to month'],
    [null, false, 'Month to month'],
    [12, true, 'Hourly'],
  ])('subscriptionTermLabel(%j, hourly %j) -> %j', (months, isHourly, expected) => {
    expect(subscriptionTermLabel(months, isHourly)).toBe(expected);
  });

  it('has a minimum term of 1', () => {
    expect(MIN_SUBSCRIPTION_TERM).toBe(1);
  });
});

describe('spec 2 "Support": cancellation terms', () => {
  const ordered = new Date('2024-05-01T10:00:00Z');
  it.each([
    ['2024-05-01T10:00:00Z', true],
    ['2024-05-02T10:00:00Z', true],
    ['2024-05-02T10:00:01Z', false],
    ['2024-05-01T09:59:59Z', false],
  ])('ordered 2024-05-01T10:00Z, now %s -> free %j', (now, expected) => {
    expect(isWithinFreeCancellation(ordered, new Date(now))).toBe(expected);
  });
});

describe('spec 9: billing sums', () => {
  it('has the price types and usage unit', () => {
    expect(MONTHLY_PRICE_TYPES).toEqual(['monthly', 'bwc_usage', 'bwc_tr', 'monthly_npr_banded']);
    expect(HOURLY_PRICE_TYPE).toBe('hourly_banded');
    expect(USAGE_UNIT).toBe('/GB');
    expect(BILLING_ORDER_TYPES).toEqual(['vcbwc', 'vc_hourly', 'usage', 'vc_burst', 'cloud_dedicated_vc']);
    expect(usagePriceText(0.02)).toBe('0.02/GB');
  });

  it.each([
    [1.005, 1.01],
    [0.1 + 0.2, 0.3],
    [2.344, 2.34],
    [-1.005, -1.01],
    [0, 0],
    [-0.001, 0],
  ])('roundToCents(%d) -> %d', (amount, expected) => {
    expect(roundToCents(amount)).toBe(expected);
  });

  it.each([
    ['monthly', 'monthly'],
    ['BWC_USAGE', 'monthly'],
    ['bwc_tr', 'monthly'],
    ['monthly_npr_banded', 'monthly'],
    ['hourly_banded', 'hourly'],
    ['one_time', undefined],
    [null, undefined],
  ])('priceKind(%j) -> %j', (type, expected) => {
    expect(priceKind(type)).toBe(expected);
  });

  const billables = [
    { price_type: 'monthly', adjusted_price: 100.111 },
    { price_type: 'bwc_usage', adjusted_price: 0.2 },
    { price_type: 'monthly_npr_banded', adjusted_price: null },
    { price_type: 'hourly_banded', adjusted_price: 0.125 },
    { price_type: 'hourly_banded', adjusted_price: 0.13 },
    { price_type: 'nrc', adjusted_price: 500 },
  ];

  it.each([
    ['monthly', 100.31],
    ['hourly', 0.26],
  ] as const)('sumBillables(%s) -> %d', (kind, expected) => {
    expect(sumBillables(billables, kind)).toBe(expected);
  });
});

describe('spec 5 "Product eligibility rules": billing info', () => {
  it.each([
    [{ circuitId: 'PF-AP-WDC1-1726464', productType: 'port' }, undefined],
    [{ circuitId: 'PF-AP-WDC1-1726464' }, undefined],
    [{ circuitId: '', productType: 'port' }, 'No circuitId provided'],
    [{ productType: 'port' }, 'No circuitId provided'],
    [{ circuitId: 'PF-AP-WDC1-1726464', productType: 'teleport' }, 'Invalid product type: teleport'],
  ])('validateBillingInfoRequest(%j) -> %j', (request, expected) => {
    expect(validateBillingInfoRequest(request)).toBe(expected);
  });
});
