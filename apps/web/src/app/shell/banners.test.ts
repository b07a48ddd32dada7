import type { Promotion } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { activePromotion, type BannerInput, discountText, selectBanners } from './banners';

const now = new Date('2030-06-15T12:00:00Z');
const promotion = (code: string, percent: number, start = '2030-06-01T00:00:00Z', end = '2030-07-01T00:00:00Z') =>
  ({
    promotion_code: code,
    description: 'Summer ports',
    discount_percent: percent,
    time_start: start,
    time_end: end,
  }) satisfies Promotion;

function input(overrides: Partial<BannerInput> = {}): BannerInput {
  return {
    isOnline: true,
    customer: { name: 'Acme Networks', has_quota: false },
    promotions: [],
    isImpersonating: false,
    now,
    ...overrides,
  };
}

const kinds = (overrides: Partial<BannerInput>) => selectBanners(input(overrides)).map((banner) => banner.kind);

describe('spec 8: the shell banners', () => {
  it('shows none for an online direct customer without quota or promotion', () => {
    expect(kinds({})).toEqual([]);
  });

  it('shows the offline banner while offline', () => {
    expect(kinds({ isOnline: false })).toEqual(['offline']);
  });

  it('shows the quota banner when the customer has a quota', () => {
    expect(kinds({ customer: { name: 'Initech', has_quota: true } })).toEqual(['quota']);
  });

  it('shows the active discount; a failed or missing promotion shows nothing', () => {
    expect(kinds({ promotions: [promotion('SUMMER', 10)] })).toEqual(['discount']);
    expect(kinds({ promotions: undefined })).toEqual([]);
  });

  it('names the company while impersonating, first of all', () => {
    const banners = selectBanners(input({ isImpersonating: true, isOnline: false }));
    expect(banners[0]).toEqual({ kind: 'impersonation', company: 'Acme Networks' });
    expect(banners.map((banner) => banner.kind)).toEqual(['impersonation', 'offline']);
  });

  it('stacks them in order: impersonation, offline, discount, quota', () => {
    expect(
      kinds({
        isImpersonating: true,
        isOnline: false,
        promotions: [promotion('SUMMER', 10)],
        customer: { name: 'Hooli', has_quota: true },
      }),
    ).toEqual(['impersonation', 'offline', 'discount', 'quota']);
  });
});

describe('the discount banner', () => {
  it('picks the largest discount running now, ignoring ended and future ones', () => {
    const ended = promotion('OLD', 50, '2030-01-01T00:00:00Z', '2030-02-01T00:00:00Z');
    const future = promotion('LATER', 40, '2030-07-01T00:00:00Z', '2030-08-01T00:00:00Z');
    expect(activePromotion([promotion('TEN', 10), ended, future, promotion('TWENTY', 20)], now)?.promotion_code).toBe(
      'TWENTY',
    );
    expect(activePromotion([ended, future], now)).toBeUndefined();
  });

  it('says what the discount is and quotes its promotion code', () => {
    expect(discountText(promotion('SUMMER', 15))).toBe('Summer ports: 15% off with promotion code SUMMER.');
    expect(discountText({ ...promotion('X1', 5), description: ' ' })).toBe(
      'Active discount: 5% off with promotion code X1.',
    );
  });
});
