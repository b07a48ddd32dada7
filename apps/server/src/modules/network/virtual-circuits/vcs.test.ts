import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryInterfaces } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { DEMO_NETWORK } from '../../../seed/demo-network.js';
import { DEMO_PORTS } from '../../../seed/demo-ports.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';
import { backboneOrder, orderInitechVc } from '../../../testing/vc-fixture.js';
import { inventoryRow } from '../ports/ports-testing.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
let foreignVc: string;

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'vcs-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  foreignVc = await orderInitechVc(harness.app, harness.database.db, other.bearer);
});
afterAll(async () => {
  await harness?.close();
});

const NYC = DEMO_PORTS.nyc;
const NYC5 = DEMO_PORTS.secaucus;
const LONDON = DEMO_PORTS.london;
const SINGAPORE = DEMO_PORTS.singapore;

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => harness.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as never }) });
const order = (headers: Record<string, string>, payload: unknown) =>
  inject('POST', '/v2/services/backbone', headers, payload);

/** Orders a VC and runs the network until it is active; answers its circuit id. */
async function activeVc(payload: unknown): Promise<string> {
  const response = await order(demo.bearer, payload);
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  await runner.drain();
  return response.json<{ vc_circuit_id: string }>().vc_circuit_id;
}

describe('POST /v2/services/backbone', () => {
  it('answers 401 without a session and 403 for the read-only group', async () => {
    const payload = backboneOrder(NYC, NYC5);
    expect((await harness.app.inject({ method: 'POST', url: '/v2/services/backbone', payload })).statusCode).toBe(401);
    const forbidden = await order(readonly.bearer, payload);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("You don't have permissions for that operation.");
  });

  it('answers 400 naming the field, with the VLAN rules of spec 5', async () => {
    const low = await order(demo.bearer, backboneOrder(NYC, NYC5, { vlanA: 3 }));
    expect(low.statusCode).toBe(400);
    expect(low.json().fields).toEqual({ 'interfaces.0.vlan': 'Value must be between 4 and 4094, inclusive.' });
    const none = await order(demo.bearer, {
      ...backboneOrder(NYC, NYC5),
      interfaces: [{ port_circuit_id: NYC }, { port_circuit_id: NYC5, vlan: 5 }],
    });
    expect(none.json().fields).toEqual({ 'interfaces.0.vlan': 'Give a VLAN, or mark the end untagged.' });
    const one = await order(demo.bearer, {
      ...backboneOrder(NYC, NYC5),
      interfaces: [{ port_circuit_id: NYC, vlan: 5 }],
    });
    expect(one.json().fields).toEqual({
      interfaces: 'A virtual circuit has two interfaces: the A end, then the Z end.',
    });
    const speed = await order(demo.bearer, backboneOrder(NYC, NYC5, { speed: '3Gbps' }));
    expect(Object.keys(speed.json().fields)).toEqual(['bandwidth.speed']);
  });

  it("refuses another customer's port, a region pair that cannot connect and a used VLAN, each naming the end", async () => {
    const foreign = await order(demo.bearer, backboneOrder(NYC, DEMO_PORTS.initech));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ 'interfaces.1.port_circuit_id': 'Not a port or LAG of your company.' });
    const regions = await order(demo.bearer, backboneOrder(SINGAPORE, LONDON, { speed: '500Mbps' }));
    expect(regions.json().fields).toEqual({
      'interfaces.1.port_circuit_id': 'The A end (AP) and the Z end (UK) are in regions that cannot be connected.',
    });
    // The demo's longhaul VC holds VLAN 100 on the NYC1 port.
    const used = await order(demo.bearer, backboneOrder(NYC, NYC5, { vlanA: 100 }));
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({
      code: 'state_conflict',
      message: `VLAN 100 is already in use on ${NYC} (A end).`,
      fields: { 'interfaces.0.vlan': `VLAN 100 is already in use on ${NYC} (A end).` },
    });
  });

  it('orders a metro VC: provisioning at once, both ends configured, then active; the VLANs show on the port', async () => {
    const response = await order(demo.browser, backboneOrder(NYC, NYC5, { vlanA: 310, vlanZ: 311 }));
    expect(response.statusCode).toBe(201);
    const vc = response.json();
    expect(vc).toMatchObject({
      state: 'requested',
      summary: 'provisioning',
      service_type: 'backbone',
      service_class: 'metro',
      mode: 'evpl',
      bandwidth: { speed: '1Gbps', burst_speed: 0, speed_mbps: 1000, longhaul_type: 'dedicated' },
      customer_name: 'Acme Networks',
    });
    expect(vc.vc_circuit_id).toMatch(/^PF-BC-NYC-NYC-\d{7}-PF$/);
    expect(vc.interfaces.map((end: { side: string; vlan: number }) => [end.side, end.vlan])).toEqual([
      ['a', 310],
      ['z', 311],
    ]);
    expect((await inventoryRow(harness, vc.vc_circuit_id))?.summary).toBe('provisioning');

    await runner.drain();
    const active = (await inject('GET', `/v2/services/${vc.vc_circuit_id}`, demo.bearer)).json();
    expect(active.state).toBe('active');
    expect(active.interfaces.map((end: { provisioning_status: string }) => end.provisioning_status)).toEqual([
      'active',
      'active',
    ]);
    // The NYC5 port is operationally down in the demo: spec 4 shows the circuit as warning.
    expect(active.summary).toBe('warning');
    expect(await inventoryRow(harness, vc.vc_circuit_id)).toMatchObject({ state: 'active', summary: 'warning' });
    const status = (await inject('GET', `/v2.1/services/${vc.vc_circuit_id}/status`, demo.bearer)).json();
    expect(status.status.last_workflow).toMatchObject({
      name: 'vc/workflow/provision/master',
      current_state: 'COMPLETE',
    });
    const summary = (await inject('GET', `/v2/ports/${NYC}/vlan-summary`, demo.bearer)).json();
    expect(summary.used_vlans).toEqual(expect.arrayContaining([100, 200, 310]));
  });

  it('orders a longhaul VC across markets', async () => {
    const response = await order(demo.bearer, backboneOrder(NYC, LONDON, { vlanA: 320, vlanZ: 320 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ service_class: 'longhaul' });
    expect(response.json().vc_circuit_id).toMatch(/^PF-BC-NYC-LON-/);
  });

  it('answers the same VC to a retry with the same Idempotency-Key', async () => {
    const headers = { ...demo.bearer, 'idempotency-key': 'vc-order-1' };
    const payload = backboneOrder(NYC, NYC5, { vlanA: 330, vlanZ: 330 });
    const first = await order(headers, payload);
    const again = await order(headers, payload);
    expect(again.statusCode).toBe(201);
    expect(again.json().vc_circuit_id).toBe(first.json().vc_circuit_id);
  });
});

describe('GET /v2/services', () => {
  it('answers 401 without a session and 400 naming an unknown service type', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/services' })).statusCode).toBe(401);
    const bad = await inject('GET', '/v2/services?service_type=backbone,bogus', demo.bearer);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['service_type']);
  });

  it("lists the caller's VCs by service type and port, paged, with x-total-item-count; never another customer's", async () => {
    const onNyc5 = await inject('GET', `/v2/services?service_type=backbone&port_circuit_id=${NYC5}`, readonly.bearer);
    expect(onNyc5.statusCode).toBe(200);
    const ids = onNyc5.json().map((vc: { vc_circuit_id: string }) => vc.vc_circuit_id);
    expect(ids).toContain(DEMO_NETWORK.metroVc);
    expect(ids).not.toContain(DEMO_NETWORK.longhaulVc);
    expect(onNyc5.headers['x-total-item-count']).toBe(String(ids.length));
    const page = await inject('GET', '/v2/services?page_size=1&sort=vc_circuit_id', demo.bearer);
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-item-count'])).toBeGreaterThan(1);
    const ptp = await inject('GET', '/v2/services?service_type=ptp', demo.bearer);
    expect(ptp.json()).toEqual([]);
    const everything = (await inject('GET', '/v2/services', demo.bearer)).json();
    expect(everything.map((vc: { vc_circuit_id: string }) => vc.vc_circuit_id)).not.toContain(foreignVc);
  });

  it("answers the demo's VCs as real circuits with their ends", async () => {
    const longhaul = (await inject('GET', `/v2/services/${DEMO_NETWORK.longhaulVc}`, demo.bearer)).json();
    expect(longhaul).toMatchObject({ service_class: 'longhaul', state: 'active', summary: 'active' });
    expect(longhaul.interfaces.map((end: { port_circuit_id: string }) => end.port_circuit_id)).toEqual([NYC, LONDON]);
  });
});

describe('one VC', () => {
  let id: string;
  beforeAll(async () => {
    id = await activeVc(backboneOrder(NYC, NYC5, { vlanA: 400, vlanZ: 400, speed: '1Gbps' }));
  });

  it("answers 404 'Virtual circuit not found' for another customer's VC on every route", async () => {
    for (const [method, url, payload] of [
      ['GET', `/v2/services/${foreignVc}`],
      ['GET', `/v2.1/services/${foreignVc}/status`],
      ['GET', `/v2/services/${foreignVc}/upgrade/options`],
      ['PATCH', `/v2/services/${foreignVc}`, { description: 'Mine now' }],
      ['DELETE', `/v2/services/${foreignVc}`],
      ['POST', `/v2/services/${foreignVc}/burst`, { speed: 500 }],
      ['DELETE', `/v2/services/${foreignVc}/burst`],
      ['POST', `/v2/billing/services/${foreignVc}/modify/preview`, { speed: '2Gbps' }],
      ['POST', `/v2/billing/services/${foreignVc}/modify`, { speed: '2Gbps' }],
    ] as const) {
      const response = await inject(method, url, demo.bearer, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Virtual circuit not found');
    }
    expect((await inject('GET', `/v2/services/${foreignVc}`, other.bearer)).statusCode).toBe(200);
  });

  it('changes the description at once and the VLANs through the network; a used VLAN is refused', async () => {
    const described = await inject('PATCH', `/v2/services/${id}`, demo.browser, { description: 'Renamed path' });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ description: 'Renamed path', state: 'active' });
    const taken = await inject('PATCH', `/v2/services/${id}`, demo.bearer, {
      interfaces: [{ port_circuit_id: NYC, vlan: 100 }],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ 'interfaces.0.vlan': `VLAN 100 is already in use on ${NYC} (A end).` });
    const moved = await inject('PATCH', `/v2/services/${id}`, demo.bearer, {
      interfaces: [{ port_circuit_id: NYC, vlan: 401 }],
    });
    expect(moved.json()).toMatchObject({ state: 'provisioning' });
    expect(moved.json().interfaces[0]).toMatchObject({ vlan: 401, provisioning_status: 'provisioning' });
    const busy = await inject('PATCH', `/v2/services/${id}`, demo.bearer, { rate_limit_in: 500 });
    expect(busy.json()).toMatchObject({
      code: 'state_conflict',
      message: 'VC is provisioning. Try again once it is active.',
    });
    await runner.drain();
    const settled = (await inject('GET', `/v2/services/${id}`, demo.bearer)).json();
    expect(settled.state).toBe('active');
    expect(settled.interfaces[0]).toMatchObject({ vlan: 401, provisioning_status: 'active' });
    const portChange = await inject('PATCH', `/v2/services/${id}`, demo.bearer, {
      interfaces: [{ port_circuit_id: LONDON, vlan: 401 }],
    });
    expect(portChange.json().fields).toEqual({
      'interfaces.0.port_circuit_id': 'The ports of a circuit cannot change: order a new circuit instead.',
    });
  });

  it('bursts and removes the burst (spec 4: base speed is speed minus burst)', async () => {
    const odd = await inject('POST', `/v2/services/${id}/burst`, demo.bearer, { speed: 250 });
    expect(odd.json().fields).toEqual({ speed: 'The burst must be a multiple of 100 Mbps.' });
    // The official client sends the burst as text.
    const burst = await inject('POST', `/v2/services/${id}/burst`, demo.bearer, { speed: '500' });
    expect(burst.statusCode).toBe(200);
    expect(burst.json().message).toBe(`A burst of 500Mbps is being added to ${id}.`);
    await runner.drain();
    const bursted = (await inject('GET', `/v2/services/${id}`, demo.bearer)).json();
    expect(bursted.bandwidth).toMatchObject({ speed: '1Gbps', burst_speed: 500, speed_mbps: 1500 });
    expect(bursted.state).toBe('active');
    const tooMuch = await inject('POST', `/v2/services/${id}/burst`, demo.bearer, { speed: '10Gbps' });
    expect(tooMuch.json().fields).toEqual({ speed: `The speed is above what ${NYC} carries (10Gbps).` });
    const removed = await inject('DELETE', `/v2/services/${id}/burst`, demo.bearer);
    expect(removed.json().message).toBe(`The burst of ${id} is being removed.`);
    await runner.drain();
    expect((await inject('GET', `/v2/services/${id}`, demo.bearer)).json().bandwidth.burst_speed).toBe(0);
    const none = await inject('DELETE', `/v2/services/${id}/burst`, demo.bearer);
    expect(none.json()).toMatchObject({ code: 'state_conflict', message: 'This circuit has no burst.' });
  });

  it('is measured at its burst speed, and at its base speed again once the burst is removed', async () => {
    const speeds = async () =>
      (
        await harness.database.db
          .select({ speedMbps: telemetryInterfaces.speedMbps })
          .from(telemetryInterfaces)
          .where(eq(telemetryInterfaces.objectId, id))
      ).map((row) => row.speedMbps);
    expect(await speeds()).toEqual([1000, 1000, 1000]);
    expect((await inject('POST', `/v2/services/${id}/burst`, demo.bearer, { speed: 500 })).statusCode).toBe(200);
    await runner.drain();
    expect(await speeds()).toEqual([1500, 1500, 1500]);
    expect((await inject('DELETE', `/v2/services/${id}/burst`, demo.bearer)).statusCode).toBe(200);
    await runner.drain();
    expect(await speeds()).toEqual([1000, 1000, 1000]);
  });

  it('shows its provisioning and changes in the router logs of both end ports', async () => {
    const wire = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
    const range = `time_from=${wire(new Date(Date.now() - 3_600_000))}&time_to=${wire(new Date(Date.now() + 60_000))}`;
    for (const port of [NYC, NYC5]) {
      const logs = await inject('GET', `/v2/ports/${port}/router-logs?${encodeURI(range)}`, demo.bearer);
      expect(logs.statusCode).toBe(200);
      const lines = logs.json<{ message: string; severity_name: string }[]>().map((line) => line.message);
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^Virtual circuit ${id}: workflow .*provision.* started on `)),
      );
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^Virtual circuit ${id}: workflow .*modify.* ended `)),
      );
    }
    // Another port's logs say nothing of it.
    const london = await inject('GET', `/v2/ports/${LONDON}/router-logs?${encodeURI(range)}`, demo.bearer);
    expect(JSON.stringify(london.json())).not.toContain(id);
  });

  it('is found by quick search, by circuit id and by description', async () => {
    const wombat = await activeVc(
      backboneOrder(NYC, NYC5, { vlanA: 700, vlanZ: 700, description: 'Harbour wombat replication' }),
    );
    for (const q of [wombat, 'wombat replication']) {
      const found = await inject('GET', `/v2/search?q=${encodeURIComponent(q)}`, demo.bearer);
      expect(found.json().map((result: { circuit_id: string }) => result.circuit_id)).toContain(wombat);
    }
    const foreign = await inject('GET', `/v2/search?q=${encodeURIComponent(wombat)}`, other.bearer);
    expect(foreign.json()).toEqual([]);
  });

  it('refuses a burst on a usage circuit with the reason', async () => {
    const usage = await activeVc({
      ...backboneOrder(NYC, LONDON, { vlanA: 420, vlanZ: 420 }),
      bandwidth: { longhaul_type: 'usage', speed: '1Gbps' },
    });
    const refused = await inject('POST', `/v2/services/${usage}/burst`, demo.bearer, { speed: 100 });
    expect(refused.json()).toMatchObject({
      code: 'state_conflict',
      message: 'Burst is not available on usage or hourly circuits.',
    });
    const options = (await inject('GET', `/v2/services/${usage}/upgrade/options`, demo.bearer)).json();
    expect(options).toMatchObject({ can_burst: false, can_upgrade: true, max_burst_mbps: 0 });
  });

  it('offers the speeds its ports carry, previews the price of a change and applies it', async () => {
    const options = (await inject('GET', `/v2/services/${id}/upgrade/options`, readonly.bearer)).json();
    expect(options).toMatchObject({ current_speed: '1Gbps', can_burst: true, max_burst_mbps: 9000 });
    expect(options.speeds.map((speed: { speed: string }) => speed.speed)).toContain('10Gbps');
    expect(options.speeds.map((speed: { speed: string }) => speed.speed)).not.toContain('20Gbps');
    const preview = await inject('POST', `/v2/billing/services/${id}/modify/preview`, demo.bearer, { speed: '2Gbps' });
    expect(preview.json()).toMatchObject({
      current: { speed: '1Gbps', mrc: 400 },
      proposed: { speed: '2Gbps', mrc: 650 },
      mrc_delta: 250,
    });
    const shorter = await inject('POST', `/v2/billing/services/${id}/modify`, demo.bearer, {
      speed: '2Gbps',
      subscription_term: 12,
    });
    expect(shorter.statusCode).toBe(200);
    const back = await inject('POST', `/v2/billing/services/${id}/modify/preview`, demo.bearer, {
      subscription_term: 1,
    });
    expect(back.json().fields).toEqual({ subscription_term: 'The subscription term can only be extended.' });
    await runner.drain();
    const changed = (await inject('GET', `/v2/services/${id}`, demo.bearer)).json();
    expect(changed).toMatchObject({ state: 'active', bandwidth: { speed: '2Gbps', subscription_term: 12 } });
  });

  it('refuses deleting a port that carries it, naming the circuit', async () => {
    const refused = await inject('DELETE', `/v2/ports/${NYC5}`, demo.bearer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('state_conflict');
    expect(refused.json().message).toContain(id);
    expect(refused.json().message).toMatch(/^This port carries .+\. Delete them before deleting the port\.$/);
  });

  it('deletes it with spec 8 notice: deleting, then gone, and its VLANs free again', async () => {
    const fresh = await order(demo.bearer, backboneOrder(NYC, NYC5, { vlanA: 500, vlanZ: 500 }));
    const freshId = fresh.json().vc_circuit_id;
    const early = await inject('DELETE', `/v2/services/${freshId}`, demo.bearer);
    expect(early.json()).toMatchObject({
      code: 'state_conflict',
      message: 'VC is provisioning. It can be deleted once provisioning is complete.',
    });
    expect((await inject('DELETE', `/v2/services/${id}`, readonly.bearer)).statusCode).toBe(403);
    const deleted = await inject('DELETE', `/v2/services/${id}`, demo.browser);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(
      'Your service has been successfully deleted. Please allow several minutes for this process to complete.',
    );
    const again = await inject('PATCH', `/v2/services/${id}`, demo.bearer, { description: 'Too late' });
    expect(again.json().message).toBe('Service is currently being deleted. No additional changes can be made.');
    await runner.drain();
    const gone = await inject('GET', `/v2/services/${id}`, demo.bearer);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Virtual circuit not found');
    expect(await inventoryRow(harness, id)).toBeUndefined();
    const reuse = await order(demo.bearer, backboneOrder(NYC, NYC5, { vlanA: 401, vlanZ: 400 }));
    expect(reuse.statusCode).toBe(201);
  });
});
