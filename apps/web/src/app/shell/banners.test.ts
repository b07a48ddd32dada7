import type { Promotion } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '@/lib/storage';
import { activePromotion, type BannerInput, discountText, selectBanners } from './banners';
import { DISMISSED_PROMOTIONS_KEY, dismissPromotion, readDismissedPromotions } from './promotion-dismissals';

const now = new Date('2030-06-15T12:00:00Z');
const promotion = (code: string, percent: number, start = '2030-06-01T00:00:00Z', end = '2030-07-01T00:00:00Z') =>
  ({
    promotion_code: code,
    description: 'Summer ports',
    discount_percent: percent,
    product_type: 'port',
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
    orderPathOf: (type) => (type === 'port' || type === null ? '/ports/create' : null),
    dismissedCodes: [],
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

  it('says the discount once when the description already does', () => {
    const vcs = {
      ...promotion('FABRIC20', 20),
      description: '20% off the first year of new backbone virtual circuits',
    };
    const text = discountText(vcs);
    expect(text).toBe('20% off the first year of new backbone virtual circuits with promotion code FABRIC20.');
    expect(text.match(/20% off/g)).toHaveLength(1);
  });

  it('shows only a discount on a product the customer can order, with its order screen', () => {
    const onVcs = { ...promotion('FABRIC20', 20), product_type: 'vc' };
    expect(kinds({ promotions: [onVcs] })).toEqual([]);
    const [banner] = selectBanners(input({ promotions: [onVcs, promotion('PORTS10', 10)] }));
    expect(banner).toMatchObject({ kind: 'discount', orderPath: '/ports/create' });
    expect(banner?.kind === 'discount' && banner.promotion.promotion_code).toBe('PORTS10');
    const anyProduct = { ...promotion('ALL5', 5), product_type: null };
    expect(selectBanners(input({ promotions: [anyProduct] }))[0]).toMatchObject({ orderPath: '/ports/create' });
  });

  it('stays away once dismissed, offering the next one if any', () => {
    const both = [promotion('PORTS10', 10), promotion('PORTS5', 5)];
    const [banner] = selectBanners(input({ promotions: both, dismissedCodes: ['PORTS10'] }));
    expect(banner?.kind === 'discount' && banner.promotion.promotion_code).toBe('PORTS5');
    expect(kinds({ promotions: both, dismissedCodes: ['PORTS10', 'PORTS5'] })).toEqual([]);
  });
});

describe('remembered dismissals', () => {
  it('remembers dismissed codes in the store and survives bad values', () => {
    const store = memoryStore();
    expect(readDismissedPromotions(store)).toEqual([]);
    dismissPromotion('A', store);
    expect(dismissPromotion('B', store)).toEqual(['A', 'B']);
    expect(readDismissedPromotions(store)).toEqual(['A', 'B']);
    store.set(DISMISSED_PROMOTIONS_KEY, '{not json');
    expect(readDismissedPromotions(store)).toEqual([]);
  });
});
