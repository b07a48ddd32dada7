import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let demo: Session;
beforeAll(async () => {
  harness = await createTestApp();
  demo = await login(harness.app, 'demo');
});
afterAll(async () => {
  await harness?.close();
});

const get = (url: string, headers: Record<string, string> = demo.bearer) =>
  harness.app.inject({ method: 'GET', url, headers });

type PriceEntry = {
  product_type: string;
  speed: string | null;
  subscription_term: number;
  service_class: string | null;
  bandwidth_type: string;
  mrc: number;
  nrc: number;
  usage_rate_per_gb: number | null;
  hourly_rate: number | null;
};

describe('GET /v2/billing/pricing', () => {
  it('answers 401 without a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/billing/pricing' })).statusCode).toBe(401);
  });

  it.each([
    [
      'product_type=router',
      'product_type',
      'Invalid value, must be one of "port, backbone, ptp, cloud_hosted, cloud_dedicated, cloud_router, cr_connection, crossconnect, high_performance_internet, aggregate_capacity".',
    ],
    ['subscription_term=6', 'subscription_term', 'Invalid value, must be one of "1, 12, 24, 36".'],
    ['service_class=regional', 'service_class', 'Invalid value, must be one of "metro, longhaul".'],
    ['bandwidth_type=burst', 'bandwidth_type', 'Invalid value, must be one of "dedicated, usage, hourly".'],
  ])('answers 400 naming the field for %s', async (query, field, message) => {
    const response = await get(`/v2/billing/pricing?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
  });

  it('lets a read-only user read the price list', async () => {
    const readonly = await login(harness.app, 'readonly');
    expect((await get('/v2/billing/pricing?product_type=port', readonly.bearer)).statusCode).toBe(200);
  });

  it('prices every product of the catalogue', async () => {
    const body: PriceEntry[] = (await get('/v2/billing/pricing')).json();
    expect(new Set(body.map((price) => price.product_type))).toEqual(
      new Set([
        'port',
        'backbone',
        'ptp',
        'cloud_hosted',
        'cloud_dedicated',
        'cloud_router',
        'cr_connection',
        'crossconnect',
        'high_performance_internet',
        'aggregate_capacity',
      ]),
    );
  });

  it('answers MRC and NRC of a port by term: longer terms cost less', async () => {
    const body: PriceEntry[] = (await get('/v2/billing/pricing?product_type=port&speed=10gbps')).json();
    expect(body.map((price) => [price.subscription_term, price.mrc, price.nrc])).toEqual([
      [1, 900, 500],
      [12, 765, 250],
      [24, 675, 0],
      [36, 585, 0],
    ]);
    expect(body[0]).toMatchObject({
      product_label: 'Port',
      currency_code: 'USD',
      price_type: 'monthly',
      service_class: null,
    });
  });

  it('filters a backbone VC by class, bandwidth type and term, empty values meaning no filter', async () => {
    const usage: PriceEntry[] = (
      await get(
        '/v2/billing/pricing?product_type=backbone&speed=1Gbps&service_class=longhaul&bandwidth_type=usage&subscription_term=',
      )
    ).json();
    expect(usage).toEqual([
      expect.objectContaining({ mrc: 0, usage_rate_per_gb: 0.02, price_type: 'bwc_usage', subscription_term: 1 }),
    ]);
    const hourly: PriceEntry[] = (
      await get('/v2/billing/pricing?product_type=backbone&speed=1Gbps&bandwidth_type=hourly')
    ).json();
    expect(hourly.map((price) => [price.service_class, price.hourly_rate])).toEqual([
      ['metro', 0.68],
      ['longhaul', 1.23],
    ]);
    const metro36: PriceEntry[] = (
      await get(
        '/v2/billing/pricing?product_type=backbone&speed=1Gbps&service_class=metro&bandwidth_type=dedicated&subscription_term=36',
      )
    ).json();
    expect(metro36).toEqual([expect.objectContaining({ mrc: 260, nrc: 0 })]);
  });

  it('answers an empty list for a speed that is not sold', async () => {
    expect((await get('/v2/billing/pricing?product_type=port&speed=25Gbps')).json()).toEqual([]);
  });
});
