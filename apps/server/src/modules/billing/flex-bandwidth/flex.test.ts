import { FLEX_MESSAGES, ON_BEHALF_HEADER } from '@portal/contract';
import { ERROR_MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { DEMO_PORTS } from '../../../seed/demo-ports.js';
import { createTestApp, login, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';
import { backboneOrder } from '../../../testing/vc-fixture.js';
import { inventoryRow } from '../../network/ports/ports-testing.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
let foreignPool: string;

const ACME = DEMO_CUSTOMER_IDS.acme;
const INITECH = DEMO_CUSTOMER_IDS.initech;
const NYC = DEMO_PORTS.nyc;
const NYC5 = DEMO_PORTS.secaucus;

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  harness.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as never }) });

const poolOrder = (overrides: Record<string, unknown> = {}) => ({
  description: 'Backbone pool',
  account_uuid: ACME,
  subscription_term: 12,
  capacity: '50Gbps',
  ...overrides,
});

async function newPool(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await inject('POST', '/v2/flex-bandwidth', demo.bearer, poolOrder(overrides));
  if (response.statusCode !== 201) throw new Error(`pool order failed: ${response.body}`);
  return response.json<{ flex_bandwidth_id: string }>().flex_bandwidth_id;
}

const readPool = async (id: string) => (await inject('GET', `/v2/flex-bandwidth/${id}`, demo.bearer)).json();

/** Orders a VC drawing from the pool and runs the network until it is active. */
async function flexVc(pool: string, options: { speed: string; vlan: number }): Promise<string> {
  const response = await inject('POST', '/v2/services/backbone', demo.bearer, {
    ...backboneOrder(NYC, NYC5, { vlanA: options.vlan, vlanZ: options.vlan, speed: options.speed }),
    flex_bandwidth_id: pool,
  });
  if (response.statusCode !== 201) throw new Error(`flex VC order failed: ${response.body}`);
  await runner.drain();
  return response.json<{ vc_circuit_id: string }>().vc_circuit_id;
}

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'flex-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  const response = await inject('POST', '/v2/flex-bandwidth', other.bearer, poolOrder({ account_uuid: INITECH }));
  foreignPool = response.json<{ flex_bandwidth_id: string }>().flex_bandwidth_id;
});
afterAll(async () => {
  await harness?.close();
});

describe('POST /v2/flex-bandwidth', () => {
  it('answers 401 without a session and 403 for the read-only group', async () => {
    const anonymous = await harness.app.inject({ method: 'POST', url: '/v2/flex-bandwidth', payload: poolOrder() });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await inject('POST', '/v2/flex-bandwidth', readonly.bearer, poolOrder());
    expect(forbidden.statusCode).toBe(403);
  });

  it('answers 400 naming the field: capacity outside 50-500 Gbps in steps of 50, term, account', async () => {
    const capacity = await inject('POST', '/v2/flex-bandwidth', demo.bearer, poolOrder({ capacity: '75Gbps' }));
    expect(capacity.statusCode).toBe(400);
    expect(capacity.json().fields).toEqual({
      capacity:
        'Invalid value, must be one of "50Gbps, 100Gbps, 150Gbps, 200Gbps, 250Gbps, 300Gbps, 350Gbps, 400Gbps, 450Gbps, 500Gbps".',
    });
    const large = await inject('POST', '/v2/flex-bandwidth', demo.bearer, poolOrder({ capacity: '550Gbps' }));
    expect(Object.keys(large.json().fields)).toEqual(['capacity']);
    const term = await inject('POST', '/v2/flex-bandwidth', demo.bearer, poolOrder({ subscription_term: 6 }));
    expect(Object.keys(term.json().fields)).toEqual(['subscription_term']);
    const { account_uuid: _account, ...withoutAccount } = poolOrder();
    const missing = await inject('POST', '/v2/flex-bandwidth', demo.bearer, withoutAccount);
    expect(Object.keys(missing.json().fields)).toEqual(['account_uuid']);
    // Another customer's id is not a billing account of Acme.
    const foreign = await inject('POST', '/v2/flex-bandwidth', demo.bearer, poolOrder({ account_uuid: INITECH }));
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fields)).toEqual(['account_uuid']);
  });

  it('orders a pool: all of it available, priced, in search and in the activity log', async () => {
    const response = await inject(
      'POST',
      '/v2/flex-bandwidth',
      demo.browser,
      poolOrder({ capacity: '100gbps', po_number: 'PO-77' }),
    );
    expect(response.statusCode).toBe(201);
    const pool = response.json();
    expect(pool).toMatchObject({
      account_uuid: ACME,
      customer_uuid: ACME,
      description: 'Backbone pool',
      subscription_term: 12,
      capacity: '100Gbps',
      capacity_mbps: 100_000,
      used_capacity_mbps: 0,
      available_capacity_mbps: 100_000,
      vc_count: 0,
      po_number: 'PO-77',
      mrc: 5950,
      nrc: 0,
    });
    expect(pool.flex_bandwidth_id).toMatch(/^PF-AB-\d{7}$/);
    expect((await inventoryRow(harness, pool.flex_bandwidth_id))?.serviceType).toBe('flex-bandwidth');
    const entries = await harness.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.objectId, pool.flex_bandwidth_id));
    expect(entries.map((entry) => [entry.action, entry.objectType])).toEqual([
      ['flex_bandwidth.create', 'flex_bandwidth'],
    ]);
  });

  it('answers the same pool to a retry with the same Idempotency-Key, and 409 for another body', async () => {
    const headers = { ...demo.bearer, 'idempotency-key': 'flex-order-7' };
    const order = poolOrder({ description: 'Retried pool' });
    const first = await inject('POST', '/v2/flex-bandwidth', headers, order);
    const again = await inject('POST', '/v2/flex-bandwidth', headers, order);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().flex_bandwidth_id).toBe(first.json().flex_bandwidth_id);
    const list = await inject('GET', '/v2/flex-bandwidth?q=Retried', demo.bearer);
    expect(list.json()).toHaveLength(1);
    const changed = await inject('POST', '/v2/flex-bandwidth', headers, { ...order, capacity: '100Gbps' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('This Idempotency-Key was already used for a different request.');
    // The key is the customer's own: another customer using it orders its own pool.
    const foreign = await inject(
      'POST',
      '/v2/flex-bandwidth',
      { ...other.bearer, 'idempotency-key': 'flex-order-7' },
      poolOrder({ account_uuid: INITECH, description: 'Retried pool' }),
    );
    expect(foreign.statusCode).toBe(201);
    expect(foreign.json().flex_bandwidth_id).not.toBe(first.json().flex_bandwidth_id);
    const empty = await inject('POST', '/v2/flex-bandwidth', { ...demo.bearer, 'idempotency-key': ' ' }, order);
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toEqual(['Idempotency-Key']);
  });
});

describe('GET /v2/flex-bandwidth and /v2/flex-bandwidth/{id}', () => {
  it('answers 401 without a session and 404 for another customer pool', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/flex-bandwidth' })).statusCode).toBe(401);
    const foreign = await inject('GET', `/v2/flex-bandwidth/${foreignPool}`, demo.bearer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Flex bandwidth not found');
    const ids = (await inject('GET', '/v2/flex-bandwidth', demo.bearer))
      .json()
      .map((pool: { flex_bandwidth_id: string }) => pool.flex_bandwidth_id);
    expect(ids).not.toContain(foreignPool);
  });

  it('lists with a text filter, sorting and the total; the read-only group reads too', async () => {
    const small = await newPool({ description: 'Sort small', capacity: '50Gbps' });
    const large = await newPool({ description: 'Sort large', capacity: '500Gbps' });
    const response = await inject('GET', '/v2/flex-bandwidth?q=sort&sort=-available_capacity_mbps', readonly.bearer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-item-count']).toBe('2');
    expect(response.json().map((pool: { flex_bandwidth_id: string }) => pool.flex_bandwidth_id)).toEqual([
      large,
      small,
    ]);
    const ascending = await inject('GET', '/v2/flex-bandwidth?q=sort&sort=capacity_mbps&page_size=1', demo.bearer);
    expect(ascending.json().map((pool: { flex_bandwidth_id: string }) => pool.flex_bandwidth_id)).toEqual([small]);
    expect(ascending.headers['x-total-item-count']).toBe('2');
    const badSort = await inject('GET', '/v2/flex-bandwidth?sort=speed', demo.bearer);
    expect(Object.keys(badSort.json().fields)).toEqual(['sort']);
    expect((await readPool(small)).capacity_mbps).toBe(50_000);
  });
});

describe('virtual circuits drawing from a pool', () => {
  it('refuses an unknown or foreign pool, usage bandwidth, and a speed above what is left, naming the field', async () => {
    const pool = await newPool({ description: 'Refusals' });
    const order = (payload: Record<string, unknown>) => inject('POST', '/v2/services/backbone', demo.bearer, payload);
    const base = backboneOrder(NYC, NYC5, { vlanA: 3500, vlanZ: 3500 });
    for (const id of ['PF-AB-0000000', foreignPool]) {
      const unknown = await order({ ...base, flex_bandwidth_id: id });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({ flex_bandwidth_id: 'There is no flex bandwidth pool with this id.' });
    }
    const usage = await order({
      ...base,
      bandwidth: { ...base.bandwidth, longhaul_type: 'usage' },
      flex_bandwidth_id: pool,
    });
    expect(Object.keys(usage.json().fields)).toEqual(['bandwidth.longhaul_type']);
    await flexVc(pool, { speed: '10Gbps', vlan: 3501 });
    await flexVc(pool, { speed: '10Gbps', vlan: 3502 });
    await flexVc(pool, { speed: '10Gbps', vlan: 3503 });
    await flexVc(pool, { speed: '10Gbps', vlan: 3504 });
    await flexVc(pool, { speed: '5Gbps', vlan: 3505 });
    const full = await order({
      ...backboneOrder(NYC, NYC5, { vlanA: 3506, vlanZ: 3506, speed: '10Gbps' }),
      flex_bandwidth_id: pool,
    });
    expect(full.statusCode).toBe(400);
    const message = `Flex bandwidth ${pool} has 5Gbps available: a 10Gbps circuit does not fit.`;
    expect(full.json()).toMatchObject({ code: 'state_conflict', message, fields: { flex_bandwidth_id: message } });
    expect(await readPool(pool)).toMatchObject({
      used_capacity_mbps: 45_000,
      available_capacity_mbps: 5000,
      vc_count: 5,
    });
  });

  it('takes the speed from the pool; burst is refused, a speed change draws from the pool, the term stays the pool', async () => {
    const pool = await newPool({ description: 'Draw' });
    const vc = await flexVc(pool, { speed: '10Gbps', vlan: 3510 });
    const read = (await inject('GET', `/v2/services/${vc}`, demo.bearer)).json();
    expect(read).toMatchObject({ flex_bandwidth_id: pool, aggregate_capacity_id: pool });
    expect(await readPool(pool)).toMatchObject({
      used_capacity_mbps: 10_000,
      available_capacity_mbps: 40_000,
      vc_count: 1,
    });

    const burst = await inject('POST', `/v2/services/${vc}/burst`, demo.bearer, { speed: 500 });
    expect(burst.statusCode).toBe(400);
    expect(burst.json().message).toBe('Burst is not available on circuits drawing from flex bandwidth.');
    const term = await inject('POST', `/v2/billing/services/${vc}/modify`, demo.bearer, { subscription_term: 12 });
    expect(term.statusCode).toBe(400);
    expect(term.json().fields).toEqual({
      subscription_term:
        'A circuit drawing from flex bandwidth has no term of its own: the flex bandwidth carries the term.',
    });
    const slower = await inject('POST', `/v2/billing/services/${vc}/modify`, demo.bearer, { speed: '5Gbps' });
    expect(slower.statusCode).toBe(200);
    expect(await readPool(pool)).toMatchObject({ used_capacity_mbps: 5000, available_capacity_mbps: 45_000 });
    await runner.drain();

    const refused = await inject('DELETE', `/v2/flex-bandwidth/${pool}`, demo.bearer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'state_conflict',
      fields: {
        id: '1 virtual circuit draws from this flex bandwidth: delete them or move them off it before deleting it.',
      },
    });

    // Deleting the circuit gives its speed back once the network has removed it.
    expect((await inject('DELETE', `/v2/services/${vc}`, demo.bearer)).statusCode).toBe(200);
    expect((await readPool(pool)).used_capacity_mbps).toBe(5000);
    await runner.drain();
    expect(await readPool(pool)).toMatchObject({ used_capacity_mbps: 0, available_capacity_mbps: 50_000, vc_count: 0 });
  });
});

describe('resizing through POST /v2/billing/services/{id}/modify[/preview]', () => {
  it('answers 401, 403 for the read-only group, 404 for a foreign pool and 400 naming the field', async () => {
    const pool = await newPool({ description: 'Resize refusals' });
    const url = `/v2/billing/services/${pool}/modify`;
    expect((await harness.app.inject({ method: 'POST', url, payload: { capacity: '100Gbps' } })).statusCode).toBe(401);
    expect((await inject('POST', url, readonly.bearer, { capacity: '100Gbps' })).statusCode).toBe(403);
    const foreign = await inject('POST', `/v2/billing/services/${foreignPool}/modify`, demo.bearer, {
      capacity: '100Gbps',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(FLEX_MESSAGES.notFound);
    const preview = await inject('POST', `/v2/billing/services/${foreignPool}/modify/preview`, demo.bearer, {
      capacity: '100Gbps',
    });
    expect(preview.statusCode).toBe(404);
    expect(preview.json().message).toBe(FLEX_MESSAGES.notFound);
    const odd = await inject('POST', url, demo.bearer, { capacity: '120Gbps' });
    expect(Object.keys(odd.json().fields)).toEqual(['capacity']);
    const same = await inject('POST', url, demo.bearer, { capacity: '50Gbps' });
    expect(same.json().fields).toEqual({ capacity: 'This is already the capacity and term of the flex bandwidth.' });
    const speed = await inject('POST', url, demo.bearer, { speed: '10Gbps' });
    expect(Object.keys(speed.json().fields)).toEqual(['speed']);
    const shorter = await inject('POST', url, demo.bearer, { subscription_term: 1 });
    expect(shorter.json().fields).toEqual({ subscription_term: 'The subscription term can only be extended.' });
  });

  it('previews the price delta, resizes, and never below what the circuits use', async () => {
    const pool = await newPool({ description: 'Resize' });
    const preview = await inject('POST', `/v2/billing/services/${pool}/modify/preview`, demo.bearer, {
      capacity: '100Gbps',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      circuit_id: pool,
      current: { speed: '50Gbps', subscription_term: 12, service_class: null, mrc: 3400, nrc: 0 },
      proposed: { speed: '100Gbps', subscription_term: 12, service_class: null, mrc: 5950, nrc: 0 },
      mrc_delta: 2550,
      currency: 'USD',
    });
    const grown = await inject('POST', `/v2/billing/services/${pool}/modify`, demo.browser, { capacity: '100Gbps' });
    expect(grown.statusCode).toBe(200);
    expect(grown.json().message).toBe(`${pool} now holds 100Gbps on a 12-month term.`);
    expect(await readPool(pool)).toMatchObject({ capacity_mbps: 100_000, available_capacity_mbps: 100_000 });

    const vcs = [];
    for (const vlan of [3520, 3521, 3522, 3523, 3524, 3525]) vcs.push(await flexVc(pool, { speed: '10Gbps', vlan }));
    const below = await inject('POST', `/v2/billing/services/${pool}/modify`, demo.bearer, { capacity: '50Gbps' });
    expect(below.statusCode).toBe(400);
    expect(below.json().fields).toEqual({
      capacity: 'The capacity cannot be less than what the circuits of this flex bandwidth use (60Gbps).',
    });
    const actions = await harness.database.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.objectId, pool));
    expect(actions.map((entry) => entry.action)).toEqual(['flex_bandwidth.create', 'flex_bandwidth.update']);
  });
});

describe('customers of a reseller (spec 2: billing is not available to them)', () => {
  it('answers 403 with the catalogue message on every flex route; the reseller itself reads its own', async () => {
    const reseller = await login(harness.app, 'reseller');
    const forHooli = { ...reseller.bearer, [ON_BEHALF_HEADER]: DEMO_CUSTOMER_IDS.hooli };
    const answers = await Promise.all([
      inject('GET', '/v2/flex-bandwidth', forHooli),
      inject('GET', `/v2/flex-bandwidth/${foreignPool}`, forHooli),
      inject('POST', '/v2/flex-bandwidth', forHooli, poolOrder({ account_uuid: DEMO_CUSTOMER_IDS.hooli })),
      inject('DELETE', `/v2/flex-bandwidth/${foreignPool}`, forHooli),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'forbidden', message: ERROR_MESSAGES.forbidden });
    }
    const own = await inject('GET', '/v2/flex-bandwidth', reseller.bearer);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([]);
  });
});

describe('DELETE /v2/flex-bandwidth/{id}', () => {
  it('answers 401, 403 for the read-only group and 404 for a foreign pool; deletes an unused pool', async () => {
    const pool = await newPool({ description: 'Delete me' });
    const url = `/v2/flex-bandwidth/${pool}`;
    expect((await harness.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await inject('DELETE', url, readonly.bearer)).statusCode).toBe(403);
    expect((await inject('DELETE', `/v2/flex-bandwidth/${foreignPool}`, demo.bearer)).statusCode).toBe(404);
    const deleted = await inject('DELETE', url, demo.browser);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'The flex bandwidth has been deleted.' });
    expect((await inject('GET', url, demo.bearer)).statusCode).toBe(404);
    expect(await inventoryRow(harness, pool)).toBeFalsy();
    expect((await inject('GET', `/v2/flex-bandwidth/${foreignPool}`, other.bearer)).statusCode).toBe(200);
  });
});
