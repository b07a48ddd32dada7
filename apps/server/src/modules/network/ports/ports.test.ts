import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkLinkChanges } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';
import { activePort, inventoryRow, NYC_PORT, orderPortVia, usedCapacity } from './ports-testing.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'ports-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
});
afterAll(async () => {
  await harness?.close();
});

const get = (url: string, headers: Record<string, string>) => harness.app.inject({ method: 'GET', url, headers });

describe('POST /v2/ports', () => {
  it('answers 401 without a session and 403 for the read-only group', async () => {
    expect((await harness.app.inject({ method: 'POST', url: '/v2/ports', payload: NYC_PORT })).statusCode).toBe(401);
    expect((await orderPortVia(harness.app, readonly.bearer)).statusCode).toBe(403);
  });

  it('answers 400 with the exact messages', async () => {
    const blank = await orderPortVia(harness.app, demo.bearer, { ...NYC_PORT, description: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ description: 'This field is required' });
    const media = await orderPortVia(harness.app, demo.bearer, { ...NYC_PORT, media: 'LX' });
    expect(media.json().fields).toEqual({ media: 'Invalid value, must be one of "LR, ER, ZR, ER DWDM, ZR DWDM".' });
    const autoneg = await orderPortVia(harness.app, demo.bearer, { ...NYC_PORT, autoneg: true });
    expect(autoneg.json().fields).toEqual({ autoneg: 'Autonegotiation is only available on 1Gbps ports.' });
    const term = await orderPortVia(harness.app, demo.bearer, { ...NYC_PORT, subscription_term: 6 });
    expect(term.json().fields).toEqual({ subscription_term: 'Invalid value, must be one of "1, 12, 24, 36".' });
    const pop = await orderPortVia(harness.app, demo.bearer, { ...NYC_PORT, pop: 'XXX9' });
    expect(pop.json().fields).toEqual({ pop: 'There is no PoP with this code.' });
    const zone = await orderPortVia(harness.app, demo.bearer, { ...NYC_PORT, zone: 'Q' });
    expect(zone.json().fields).toEqual({ zone: 'Invalid value, must be one of "A, B, C".' });
  });

  it('orders a port: provisioning at once, active when the network is done, capacity consumed', async () => {
    const before = await usedCapacity(harness, NYC_PORT);
    const response = await orderPortVia(harness.app, demo.browser);
    expect(response.statusCode).toBe(201);
    const port = response.json();
    expect(port).toMatchObject({
      state: 'requested',
      summary: 'provisioning',
      pop: 'NYC1',
      zone: 'A',
      speed: '10Gbps',
      customer_name: 'Acme Networks',
      is_lag: false,
    });
    expect(port.port_circuit_id).toMatch(/^PF-AP-NYC1-\d{7}$/);
    expect(port.demarcation).toMatchObject({ site: '60 Hudson Street' });
    expect(await usedCapacity(harness, NYC_PORT)).toBe(before + 1);
    expect((await inventoryRow(harness, port.port_circuit_id))?.summary).toBe('provisioning');

    await runner.drain();
    const active = (await get(`/v2/ports/${port.port_circuit_id}`, demo.bearer)).json();
    expect(active).toMatchObject({ state: 'active', admin_status: 'up', operational_status: 'up', summary: 'active' });
    expect(await inventoryRow(harness, port.port_circuit_id)).toMatchObject({ state: 'active', summary: 'active' });
    const status = (await get(`/v2.1/ports/${port.port_circuit_id}/status`, demo.bearer)).json();
    expect(status.status.current.state).toBe('COMPLETE');
    expect(status.status.last_workflow.name).toBe('port/workflow/provision/master');
  });

  it('answers the same port to a retry with the same Idempotency-Key, and 409 for another body', async () => {
    const before = await usedCapacity(harness, NYC_PORT);
    const headers = { ...demo.bearer, 'idempotency-key': 'order-42' };
    const first = await orderPortVia(harness.app, headers);
    const again = await orderPortVia(harness.app, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json().port_circuit_id).toBe(first.json().port_circuit_id);
    expect(await usedCapacity(harness, NYC_PORT)).toBe(before + 1);
    const changed = await orderPortVia(harness.app, headers, { ...NYC_PORT, description: 'Another' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('This Idempotency-Key was already used for a different request.');
  });
});

describe('GET /v2/ports', () => {
  it('answers 401 without a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/ports' })).statusCode).toBe(401);
  });

  it('answers 400 for an unknown filter value', async () => {
    const response = await get('/v2/ports?speed=3Gbps', demo.bearer);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      speed: 'Invalid value, must be one of "1Gbps, 10Gbps, 40Gbps, 100Gbps".',
    });
  });

  it("lists only the caller's ports, filtered, sorted and paged, with the total in x-total-item-count", async () => {
    const id = await activePort(harness, runner, demo.bearer, { ...NYC_PORT, description: 'Findable uplink' });
    const found = await get('/v2/ports?q=findable&pop=nyc1&state=active&speed=10Gbps', readonly.bearer);
    expect(found.statusCode).toBe(200);
    expect(found.json().map((port: { port_circuit_id: string }) => port.port_circuit_id)).toEqual([id]);
    expect(found.headers['x-total-item-count']).toBe('1');
    const page = await get('/v2/ports?page_size=1&page=1&sort=port_circuit_id', demo.bearer);
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-item-count'])).toBeGreaterThan(1);
    const foreign = await get('/v2/ports', other.bearer);
    expect(foreign.json().map((port: { port_circuit_id: string }) => port.port_circuit_id)).not.toContain(id);
  });
});

describe('one port', () => {
  let id: string;
  beforeAll(async () => {
    id = await activePort(harness, runner, demo.bearer, { ...NYC_PORT, speed: '1Gbps', media: 'LX' });
  });

  it('answers 401, and 404 for another customer on every read', async () => {
    expect((await harness.app.inject({ method: 'GET', url: `/v2/ports/${id}` })).statusCode).toBe(401);
    for (const path of [
      `/v2/ports/${id}`,
      `/v2.1/ports/${id}/status`,
      `/v2/ports/${id}/vlan-summary`,
      `/v2/ports/${id}/inner-vlan-summary?outer_vlan=100`,
      `/v2/ports/${id}/router-logs`,
      `/v2/ports/${id}/device-info`,
      `/v2/billing/services/early-termination-liability/${id}`,
    ]) {
      expect((await get(path, other.bearer)).statusCode, path).toBe(404);
      expect((await get(path, readonly.bearer)).statusCode, path).toBe(200);
    }
  });

  it('PATCH: 400 naming the field, 403 read-only, 404 foreign, then the change', async () => {
    const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      harness.app.inject({ method: 'PATCH', url: `/v2/ports/${id}`, headers, payload });
    expect((await patch(demo.bearer, { po_number: 'x'.repeat(33) })).json().fields).toEqual({
      po_number: 'The max length is 32',
    });
    expect((await patch(readonly.bearer, { description: 'x' })).statusCode).toBe(403);
    expect((await patch(other.bearer, { description: 'x' })).statusCode).toBe(404);
    const changed = await patch(demo.bearer, { description: 'Renamed', po_number: 'PO-7' });
    expect(changed.json()).toMatchObject({ description: 'Renamed', po_number: 'PO-7' });
    const history = await get('/v2/activity-logs', demo.bearer);
    const entry = history.json().find((item: { object_id: string; event: string }) => item.object_id === id);
    expect(entry).toMatchObject({ event: 'port.update', object_type: 'port' });
    expect(entry.after).toMatchObject({ description: 'Renamed' });
  });

  it('disables (disabled, admin down at once) and enables again', async () => {
    const post = (action: string, headers: Record<string, string>) =>
      harness.app.inject({ method: 'POST', url: `/v2/ports/${id}/${action}`, headers });
    expect((await post('disable', readonly.bearer)).statusCode).toBe(403);
    expect((await post('disable', other.bearer)).statusCode).toBe(404);
    expect((await post('disable', demo.bearer)).json()).toEqual({ message: 'The port is being disabled.' });
    expect((await get(`/v2/ports/${id}`, demo.bearer)).json()).toMatchObject({ disabled: true, admin_status: 'down' });
    await runner.drain();
    expect((await get(`/v2/ports/${id}`, demo.bearer)).json()).toMatchObject({
      state: 'active',
      disabled: true,
      summary: 'warning',
      view_label: 'disabled',
    });
    expect((await post('enable', demo.bearer)).json()).toEqual({ message: 'The port is being enabled.' });
    await runner.drain();
    expect((await get(`/v2/ports/${id}`, demo.bearer)).json()).toMatchObject({ disabled: false, summary: 'active' });
  });

  it('answers the VLAN summaries with min_vlan, and 400 for a VLAN out of range', async () => {
    expect((await get(`/v2/ports/${id}/vlan-summary?min_vlan=100`, demo.bearer)).json()).toEqual({
      lowest_available_vlan: 100,
      max_vlan: 4094,
      min_vlan: 100,
      used_vlans: [],
      is_untagged_used: false,
    });
    expect((await get(`/v2/ports/${id}/vlan-summary?min_vlan=5000`, demo.bearer)).json().fields).toEqual({
      min_vlan: 'Value must be between 4 and 4094, inclusive.',
    });
    expect((await get(`/v2/ports/${id}/inner-vlan-summary`, demo.bearer)).json().fields).toEqual({
      outer_vlan: 'This field is required',
    });
    expect((await get(`/v2/ports/${id}/inner-vlan-summary?outer_vlan=200`, demo.bearer)).json()).toMatchObject({
      outer_vlan: 200,
      lowest_available_vlan: 4,
    });
  });

  it('reads router logs by time range and severity, and device info', async () => {
    const bad = await get(`/v2/ports/${id}/router-logs?severity=loud`, demo.bearer);
    expect(bad.statusCode).toBe(400);
    const reversed = await get(
      `/v2/ports/${id}/router-logs?time_from=2025-02-02 00:00:00&time_to=2025-02-01 00:00:00`,
      demo.bearer,
    );
    expect(reversed.json().fields).toEqual({ time_from: 'Must be before time_to' });
    const all = (await get(`/v2/ports/${id}/router-logs`, demo.bearer)).json();
    expect(all.some((line: { message: string }) => line.message.length > 0)).toBe(true);
    const errors = (await get(`/v2/ports/${id}/router-logs?severity=error`, demo.bearer)).json();
    expect(errors.every((line: { severity: number }) => line.severity <= 4)).toBe(true);
    const device = (await get(`/v2/ports/${id}/device-info`, demo.bearer)).json();
    const port = (await get(`/v2/ports/${id}`, demo.bearer)).json();
    expect(device).toMatchObject({ speed: '1Gbps', media: 'LX', admin_status: 'up' });
    expect(device.wiring_panel).toBe(port.demarcation.panel);
  });

  it('answers the metrics of the port through the interface lookup', async () => {
    expect((await get(`/v2/metrics/ifd/rate/bps/${id}`, demo.bearer)).statusCode).toBe(200);
    expect((await get(`/v2/metrics/ifd/rate/bps/${id}`, other.bearer)).statusCode).toBe(404);
  });
});

describe('DELETE /v2/ports/{id}', () => {
  it('403 read-only, 404 foreign, then deleting and gone, with the capacity freed', async () => {
    const slot = { ...NYC_PORT, zone: 'B' };
    const id = await activePort(harness, runner, demo.bearer, slot);
    const used = await usedCapacity(harness, slot);
    const remove = (headers: Record<string, string>) =>
      harness.app.inject({ method: 'DELETE', url: `/v2/ports/${id}`, headers });
    expect((await remove(readonly.bearer)).statusCode).toBe(403);
    expect((await remove(other.bearer)).statusCode).toBe(404);
    expect((await remove(demo.bearer)).json().message).toBe(
      'Your service has been successfully deleted. Please allow several minutes for this process to complete.',
    );
    expect((await get(`/v2/ports/${id}`, demo.bearer)).json()).toMatchObject({ state: 'deleting' });
    const again = await remove(demo.bearer);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'state_conflict',
      message: 'Service is currently being deleted. No additional changes can be made.',
      fields: { id: 'Service is currently being deleted. No additional changes can be made.' },
    });
    await runner.drain();
    expect((await get(`/v2/ports/${id}`, demo.bearer)).statusCode).toBe(404);
    expect(await inventoryRow(harness, id)).toBeUndefined();
    expect(await usedCapacity(harness, slot)).toBe(used - 1);
  });
});

describe("a port's router logs filtered by severity", () => {
  it('keeps every line of that severity in the range before taking the newest 500', async () => {
    const id = await activePort(harness, runner, demo.bearer, { ...NYC_PORT, zone: 'C' });
    const now = Date.now();
    const DAY_MS = 86_400_000;
    // The last ten days the port was disabled but for a second at a time, 300 times: 600 notices of the link, and
    // no chatter of a switch (a disabled link is quiet); before, a switch's usual lines, warnings among them.
    await harness.database.db.insert(networkLinkChanges).values(
      Array.from({ length: 300 }, (_, index) => {
        const at = now - 10 * DAY_MS + index * 60_000;
        const base = { linkId: id, customerId: DEMO_CUSTOMER_IDS.acme, operationalStatus: 'down' as const };
        return [
          { ...base, changedAt: new Date(at), adminStatus: 'up' as const, operationalStatus: 'up' as const },
          { ...base, changedAt: new Date(at + 1000), adminStatus: 'down' as const },
        ];
      }).flat(),
    );
    const month = `time_from=${new Date(now - 30 * DAY_MS).toISOString()}&time_to=${new Date(now + 60_000).toISOString()}`;
    const read = async (query: string) => {
      const response = await get(`/v2/ports/${id}/router-logs?${month}${query}`, demo.bearer);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { severity: number; severity_name: string; timestamp: string }[];
    };
    const newest = await read('');
    expect(newest).toHaveLength(500);
    expect(newest.every((line) => line.severity_name === 'notice')).toBe(true);

    const warnings = await read('&severity=warning');
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.length).toBeLessThanOrEqual(500);
    expect(warnings.every((line) => line.severity <= 5 && Date.parse(line.timestamp) < now - 10 * DAY_MS)).toBe(true);
    const times = warnings.map((line) => line.timestamp);
    expect(times).toEqual([...times].sort().reverse());
  });
});
