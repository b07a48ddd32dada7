import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkWorkflows } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { telemetryIdsOf } from '../../../network/telemetry/telemetry-hooks.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { ipsecOrderBody } from '../../../testing/ipsec-order.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';
import { CR_SAME_PLAN_MESSAGE, CR_TERM_SHORTER_MESSAGE, CR_UPGRADE_REFUSED_MESSAGE } from './cr-connection-modify.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'cr-connection-modify-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
});
afterAll(async () => {
  await harness?.close();
});

const ROUTERS = '/v2/services/cloud-routers';
const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  harness.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as never }) });
const preview = (id: string) => `/v2/billing/services/${id}/modify/preview`;
const modify = (id: string) => `/v2/billing/services/${id}/modify`;

const ipsecOrder = (gateway: string) => ipsecOrderBody(gateway, { speed: '500Mbps' });

/** A router with an IPsec connection ordered through the API; `settle` lets the network finish both. */
async function orderConnection(headers: Record<string, string>, gateway: string, settle = true) {
  const router = await inject('POST', ROUTERS, headers, { name: 'modify-cr', regions: ['US'], capacity: '10Gbps' });
  expect(router.statusCode).toBe(201);
  await runner.drain();
  const routerId: string = router.json().circuit_id;
  const created = await inject('POST', `${ROUTERS}/${routerId}/connections/ipsec`, headers, ipsecOrder(gateway));
  expect(created.statusCode).toBe(201);
  if (settle) await runner.drain();
  return { routerId, cid: created.json().cloud_circuit_id as string };
}

describe('cloud router connection speed through billing modify', () => {
  let mine: { routerId: string; cid: string };
  let foreign: { routerId: string; cid: string };
  beforeAll(async () => {
    mine = await orderConnection(demo.bearer, '38.104.26.10');
    foreign = await orderConnection(other.bearer, '38.104.26.20');
  });

  it('refuses without a session (401) and to the read-only group (403)', async () => {
    for (const url of [preview(mine.cid), modify(mine.cid)]) {
      const anonymous = await harness.app.inject({ method: 'POST', url, payload: { speed: '1Gbps' } });
      expect(anonymous.statusCode, url).toBe(401);
      expect((await inject('POST', url, readonly.bearer, { speed: '1Gbps' })).statusCode, url).toBe(403);
    }
  });

  it("answers 404 'Cloud router connection not found' for another customer's connection", async () => {
    const options = await inject('GET', `/v2/services/${foreign.cid}/upgrade/options`, demo.bearer);
    expect(options.statusCode).toBe(404);
    expect(options.json().message).toBe('Cloud router connection not found');
    for (const url of [preview(foreign.cid), modify(foreign.cid)]) {
      const response = await inject('POST', url, demo.bearer, { speed: '1Gbps' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('Cloud router connection not found');
    }
    expect((await inject('POST', preview(foreign.cid), other.bearer, { speed: '1Gbps' })).statusCode).toBe(200);
  });

  it('refuses with 400 and the exact message: a speed IPsec is not sold at, the same plan, a shorter term', async () => {
    const fast = await inject('POST', preview(mine.cid), demo.bearer, { speed: '5Gbps' });
    expect(fast.statusCode).toBe(400);
    expect(fast.json()).toMatchObject({
      code: 'validation_failed',
      message:
        'speed: Invalid value, must be one of "50Mbps, 100Mbps, 200Mbps, 300Mbps, 400Mbps, 500Mbps, 1Gbps, 2Gbps".',
    });
    const same = await inject('POST', modify(mine.cid), demo.bearer, { speed: '500Mbps' });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ speed: CR_SAME_PLAN_MESSAGE });
    const longer = await inject('POST', modify(mine.cid), demo.bearer, { subscription_term: 12 });
    expect(longer.statusCode).toBe(200);
    const shorter = await inject('POST', preview(mine.cid), demo.bearer, { speed: '1Gbps', subscription_term: 1 });
    expect(shorter.statusCode).toBe(400);
    expect(shorter.json().fields).toEqual({ subscription_term: CR_TERM_SHORTER_MESSAGE });
    const capacity = await inject('POST', preview(mine.cid), demo.bearer, { capacity: '10Gbps' });
    expect(capacity.statusCode).toBe(400);
    expect(capacity.json().fields).toHaveProperty('capacity');
  });

  it("refuses under spec 4's rule while the connection is still provisioning", async () => {
    const fresh = await orderConnection(demo.bearer, '38.104.26.30', false);
    const refused = await inject('POST', preview(fresh.cid), demo.bearer, { speed: '1Gbps' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'state_conflict', message: CR_UPGRADE_REFUSED_MESSAGE });
    await runner.drain();
    expect((await inject('POST', preview(fresh.cid), demo.bearer, { speed: '1Gbps' })).statusCode).toBe(200);
  });

  it('offers the speeds of its kind and the longer terms, each priced, through upgrade options', async () => {
    const answer = await inject('GET', `/v2/services/${mine.cid}/upgrade/options`, readonly.bearer);
    expect(answer.statusCode).toBe(200);
    const options = answer.json();
    expect(options).toMatchObject({
      vc_circuit_id: mine.cid,
      current_speed: '500Mbps',
      current_subscription_term: 12,
      can_upgrade: true,
      can_burst: false,
    });
    expect(options.speeds.map((item: { speed: string }) => item.speed)).toEqual([
      '50Mbps',
      '100Mbps',
      '200Mbps',
      '300Mbps',
      '400Mbps',
      '500Mbps',
      '1Gbps',
      '2Gbps',
    ]);
    expect(options.speeds.find((item: { is_current: boolean }) => item.is_current).speed).toBe('500Mbps');
    expect(options.subscription_terms.map((item: { subscription_term: number }) => item.subscription_term)).toEqual([
      12, 24, 36,
    ]);
  });

  it('previews the price difference, then the network changes the speed and the activity log records it', async () => {
    const priced = await inject('POST', preview(mine.cid), demo.bearer, { speed: '1Gbps' });
    expect(priced.statusCode).toBe(200);
    const body = priced.json();
    expect(body).toMatchObject({
      circuit_id: mine.cid,
      current: { speed: '500Mbps', subscription_term: 12, service_class: null },
      proposed: { speed: '1Gbps', subscription_term: 12, service_class: null },
      currency: 'USD',
    });
    expect(body.mrc_delta).toBeCloseTo(body.proposed.mrc - body.current.mrc, 2);
    expect(body.mrc_delta).toBeGreaterThan(0);

    const changed = await inject('POST', modify(mine.cid), demo.browser, { speed: '1Gbps' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: `${mine.cid} now runs at 1Gbps on a 12-month term.` });
    const url = `${ROUTERS}/${mine.routerId}/connections/${mine.cid}`;
    const during = (await inject('GET', url, demo.bearer)).json();
    expect(during).toMatchObject({ speed: '1Gbps', is_provisioning: true });
    // spec 4: no second change while the network works on the first.
    const busy = await inject('POST', preview(mine.cid), demo.bearer, { speed: '2Gbps' });
    expect(busy.json().message).toBe(CR_UPGRADE_REFUSED_MESSAGE);
    await runner.drain();
    const after = (await inject('GET', url, demo.bearer)).json();
    expect(after).toMatchObject({ speed: '1Gbps', subscription_term: 12, state: 'active', is_provisioning: false });
    const log = (await inject('GET', '/v2/activity-logs', demo.bearer)).json() as {
      event: string;
      object_id: string;
      before: unknown;
      after: unknown;
    }[];
    const entry = log.find((item) => item.event === 'cr_connection.modify' && item.object_id === mine.cid);
    expect(entry).toMatchObject({
      before: { speed: '500Mbps', subscription_term: 12, mrc: body.current.mrc },
      after: { speed: '1Gbps', subscription_term: 12, mrc: body.proposed.mrc },
    });
    // The change tells the network what it measures, as the order did: a connection measured from its latest work
    // (a cloud's connection accepted after the change) keeps its tunnel (and a NAT one its translated traffic).
    const [latest] = await harness.database.db
      .select({ operation: networkWorkflows.operation, details: networkWorkflows.details })
      .from(networkWorkflows)
      .where(eq(networkWorkflows.objectId, mine.cid))
      .orderBy(desc(networkWorkflows.createdAt))
      .limit(1);
    expect(latest?.operation).toBe('modify');
    const ref = { objectType: 'cr_connection', objectId: mine.cid, customerId: DEMO_CUSTOMER_IDS.acme } as const;
    expect(telemetryIdsOf({ ref, details: latest?.details ?? {} })).toEqual([mine.cid, `${mine.cid}:ipsec`]);
  });
});
