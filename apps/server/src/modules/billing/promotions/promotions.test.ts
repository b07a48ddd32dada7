import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '../../../db/schema/index.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  harness = await createTestApp();
  const now = Date.now();
  await harness.database.db.insert(promotions).values([
    {
      promotionCode: 'ACME-ONLY',
      description: 'Acme only',
      discountPercent: 15,
      customerId: DEMO_CUSTOMER_IDS.acme,
      startsAt: new Date(now - day),
      endsAt: new Date(now + day),
    },
    {
      promotionCode: 'EXPIRED',
      description: 'Over',
      discountPercent: 50,
      customerId: null,
      startsAt: new Date(now - 10 * day),
      endsAt: new Date(now - day),
    },
  ]);
});
afterAll(async () => {
  await harness?.close();
});

describe('GET /v2/billing/promo-codes (spec 1 discount banner)', () => {
  it('answers 401 without a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/billing/promo-codes' })).statusCode).toBe(401);
  });

  it("lists only the promotions running now for the caller's company", async () => {
    const demo = await login(harness.app, 'demo');
    const codes = (await harness.app.inject({ method: 'GET', url: '/v2/billing/promo-codes', headers: demo.bearer }))
      .json<{ promotion_code: string }[]>()
      .map((promotion) => promotion.promotion_code);
    expect(codes).toContain('ACME-ONLY');
    expect(codes).not.toContain('EXPIRED');
  });

  it('names the product each promotion is on (the demo discount is on virtual circuits), or none for any', async () => {
    const demo = await login(harness.app, 'demo');
    const listed = (
      await harness.app.inject({ method: 'GET', url: '/v2/billing/promo-codes', headers: demo.bearer })
    ).json<{ promotion_code: string; product_type: string | null }[]>();
    expect(listed.find((promotion) => promotion.promotion_code === 'FABRIC20')?.product_type).toBe('vc');
    expect(listed.find((promotion) => promotion.promotion_code === 'ACME-ONLY')?.product_type).toBeNull();
  });

  it("never shows another customer's promotion", async () => {
    const other = await login(harness.app, 'other');
    const response = await harness.app.inject({ method: 'GET', url: '/v2/billing/promo-codes', headers: other.bearer });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('ACME-ONLY');
  });
});
