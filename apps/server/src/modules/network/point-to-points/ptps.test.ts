import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, portCapacity } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { orderInitechPtp, ptpOrder } from '../../../testing/ptp-fixture.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
let foreign: { circuitId: string; uuid: string };

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'ptps-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  foreign = await orderInitechPtp(harness.app, other.bearer);
  await runner.drain();
});
afterAll(async () => {
  await harness?.close();
});

const URL = '/v2/services/point-to-point';
const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => harness.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as never }) });

/** Ports of 10 Gbps LR used at a PoP's zone. */
async function usedAt(pop: string, zone = 'A', speed = '10Gbps', media = 'LR'): Promise<number> {
  const [row] = await harness.database.db
    .select({ used: portCapacity.used })
    .from(portCapacity)
    .where(
      and(
        eq(portCapacity.pop, pop),
        eq(portCapacity.zone, zone),
        eq(portCapacity.speed, speed),
        eq(portCapacity.media, media),
      ),
    );
  if (!row) throw new Error(`no capacity row at ${pop}:${zone}`);
  return row.used;
}

describe('POST /v2/services/point-to-point', () => {
  it('answers 401 without a session and 403 for the read-only group', async () => {
    const payload = ptpOrder('NYC1', 'WDC1');
    expect((await harness.app.inject({ method: 'POST', url: URL, payload })).statusCode).toBe(401);
    const forbidden = await inject('POST', URL, readonly.bearer, payload);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("You don't have permissions for that operation.");
  });

  it('answers 400 naming the field', async () => {
    const speed = await inject('POST', URL, demo.bearer, ptpOrder('NYC1', 'WDC1', { speed: '25Gbps' }));
    expect(speed.statusCode).toBe(400);
    expect(speed.json().fields).toEqual({
      speed: 'Invalid value, must be one of "1Gbps, 10Gbps, 40Gbps, 100Gbps".',
    });
    const media = await inject('POST', URL, demo.bearer, ptpOrder('NYC1', 'WDC1', { media: 'LX' }));
    expect(media.json().fields).toEqual({ media: 'Invalid value, must be one of "LR, ER, ZR, ER DWDM, ZR DWDM".' });
    const one = await inject('POST', URL, demo.bearer, {
      ...ptpOrder('NYC1', 'WDC1'),
      endpoints: [{ pop: 'NYC1', zone: 'A', autoneg: false }],
    });
    expect(one.json().fields).toEqual({ endpoints: 'A point-to-point has two endpoints: the A end, then the Z end.' });
    const pop = await inject('POST', URL, demo.bearer, ptpOrder('NYC1', 'XYZ9'));
    expect(pop.json().fields).toEqual({ 'endpoints.1.pop': 'There is no PoP with this code.' });
    const zone = await inject('POST', URL, demo.bearer, ptpOrder('NYC1', 'NYC5', { zoneZ: 'F' }));
    expect(zone.json().fields).toEqual({ 'endpoints.1.zone': 'Invalid value, must be one of "A, B".' });
    const autoneg = await inject('POST', URL, demo.bearer, {
      ...ptpOrder('NYC1', 'WDC1'),
      endpoints: [
        { pop: 'NYC1', zone: 'A', autoneg: true },
        { pop: 'WDC1', zone: 'A', autoneg: false },
      ],
    });
    expect(autoneg.json().fields).toEqual({
      'endpoints.0.autoneg': 'Autonegotiation is only available on 1Gbps ports.',
    });
    const loa = await inject('POST', URL, demo.bearer, {
      ...ptpOrder('NYC1', 'WDC1'),
      endpoints: [
        { pop: 'NYC1', zone: 'A', autoneg: false, loa: 'not a pdf' },
        { pop: 'WDC1', zone: 'A', autoneg: false },
      ],
    });
    expect(loa.json().fields).toEqual({
      'endpoints.0.loa': 'The LOA must be a PDF file, base64-encoded, of at most 1 MB.',
    });
  });

  it('refuses a sold-out zone naming the endpoint, and takes nothing at the other PoP', async () => {
    const before = await usedAt('NYC1');
    const response = await inject('POST', URL, demo.bearer, ptpOrder('NYC1', 'SEA1'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'no_capacity',
      fields: {
        'endpoints.1.zone': 'No 10Gbps LR port is left in zone A of SEA1. Choose another zone, speed or media.',
      },
    });
    expect(await usedAt('NYC1')).toBe(before);
  });

  it('orders a point-to-point: capacity at both PoPs in one go, provisioning on the network, then active', async () => {
    const [nycBefore, wdcBefore] = [await usedAt('NYC1'), await usedAt('WDC1')];
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    const payload = {
      ...ptpOrder('NYC1', 'WDC1', { description: 'NYC to DC' }),
      endpoints: [
        { pop: 'nyc1', zone: 'a', autoneg: false, loa: pdf, customer_site_code: 'CAGE-7' },
        { pop: 'WDC1', zone: 'A', autoneg: false },
      ],
      po_number: 'PO-77',
    };
    const headers = { ...demo.bearer, 'idempotency-key': 'ptp-order-1' };
    const response = await inject('POST', URL, headers, payload);
    expect(response.statusCode).toBe(201);
    const ptp = response.json();
    expect(ptp).toMatchObject({
      description: 'NYC to DC',
      speed: '10Gbps',
      media: 'LR',
      state: 'requested',
      summary: 'provisioning',
      deleted: false,
      service_class: 'longhaul',
      po_number: 'PO-77',
      billing: { subscription_term: 1, speed: '10Gbps', contracted_speed: '10Gbps' },
    });
    expect(ptp.ptp_circuit_id).toMatch(/^PF-PD-NYC-WDC-\d{7}$/);
    expect(ptp.interfaces).toHaveLength(2);
    expect(ptp.interfaces[0]).toMatchObject({
      side: 'a',
      pop: 'NYC1',
      zone: 'A',
      has_loa: true,
      customer_site_code: 'CAGE-7',
      provisioning_status: 'provisioning',
    });
    expect(ptp.interfaces[0].port_circuit_id).toMatch(/^PF-AP-NYC1-\d{7}$/);
    expect(ptp.interfaces[1]).toMatchObject({ side: 'z', pop: 'WDC1', has_loa: false });
    expect([await usedAt('NYC1'), await usedAt('WDC1')]).toEqual([nycBefore + 1, wdcBefore + 1]);

    // A retry with the same key answers the same point-to-point and takes nothing more.
    const retry = await inject('POST', URL, headers, payload);
    expect(retry.json().ptp_uuid).toBe(ptp.ptp_uuid);
    expect(await usedAt('NYC1')).toBe(nycBefore + 1);

    const entries = await harness.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.objectId, ptp.ptp_circuit_id));
    expect(entries.map((entry) => entry.action)).toEqual(['ptp.create']);

    await runner.drain();
    const status = await inject('GET', `/v2.1/services/point-to-point/${ptp.ptp_circuit_id}/status`, demo.bearer);
    expect(status.statusCode).toBe(200);
    expect(status.json().status.object.state).toBe('active');
    const read = await inject('GET', `${URL}/${ptp.ptp_circuit_id}`, demo.bearer);
    expect(read.json()).toMatchObject({ state: 'active', summary: 'active' });
    expect(read.json().interfaces.map((end: { provisioning_status: string }) => end.provisioning_status)).toEqual([
      'active',
      'active',
    ]);
  });
});

describe('GET /v2/services/point-to-point', () => {
  it('answers 401 without a session, and only the own customer’s point-to-points', async () => {
    expect((await harness.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const list = await inject('GET', URL, demo.bearer);
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((ptp: { ptp_circuit_id: string }) => ptp.ptp_circuit_id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(foreign.circuitId);
    const theirs = await inject('GET', URL, other.bearer);
    expect(theirs.json().map((ptp: { ptp_circuit_id: string }) => ptp.ptp_circuit_id)).toEqual([foreign.circuitId]);
  });

  it('filters, searches, sorts and pages with x-total-item-count; 400 names the field', async () => {
    for (const [query, field] of [
      ['state=bogus', 'state'],
      ['service_class=regional', 'service_class'],
      ['sort=price', 'sort'],
      ['page_size=0', 'page_size'],
    ] as const) {
      const bad = await inject('GET', `${URL}?${query}`, demo.bearer);
      expect(bad.statusCode, query).toBe(400);
      expect(Object.keys(bad.json().fields), query).toEqual([field]);
    }
    const all = await inject('GET', URL, demo.bearer);
    const total = Number(all.headers['x-total-item-count']);
    expect(total).toBe(all.json().length);
    const page = await inject('GET', `${URL}?page_size=1&page=2&sort=ptp_circuit_id`, demo.bearer);
    expect(page.json()).toHaveLength(total > 1 ? 1 : 0);
    expect(page.headers['x-total-item-count']).toBe(String(total));
    const sorted = all
      .json()
      .map((ptp: { ptp_circuit_id: string }) => ptp.ptp_circuit_id)
      .sort();
    if (total > 1) expect(page.json()[0].ptp_circuit_id).toBe(sorted[1]);
    const active = await inject('GET', `${URL}?state=active`, demo.bearer);
    expect(active.json().every((ptp: { state: string }) => ptp.state === 'active')).toBe(true);
    const first = all.json()[0];
    const byPop = await inject('GET', `${URL}?q=${first.interfaces[1].pop.toLowerCase()}`, demo.bearer);
    expect(byPop.json().map((ptp: { ptp_uuid: string }) => ptp.ptp_uuid)).toContain(first.ptp_uuid);
    const none = await inject('GET', `${URL}?q=no-such-circuit`, demo.bearer);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-item-count']).toBe('0');
    const foreignSearch = await inject('GET', `${URL}?q=${foreign.circuitId}`, demo.bearer);
    expect(foreignSearch.json()).toEqual([]);
  });

  it("measures each end (vc-stats and the end port's view) and prices an early termination; never another's", async () => {
    const mine = (await inject('GET', `${URL}?state=active`, demo.bearer)).json()[0];
    const [endA] = mine.interfaces;
    const now = Math.floor(Date.now() / 1000);
    const range = `start=${now - 3600}&end=${now}`;
    const perEnd = await inject(
      'GET',
      `/v2/metrics/virtual-circuits/${mine.ptp_circuit_id}/interfaces/${endA.port_circuit_id}/rate/bps?${range}`,
      demo.bearer,
    );
    expect(perEnd.statusCode).toBe(200);
    expect(perEnd.json().circuit_id).toBe(mine.ptp_circuit_id);
    const port = await inject('GET', `/v2/metrics/ifd/optic-data/${endA.port_circuit_id}?${range}`, demo.bearer);
    expect(port.statusCode).toBe(200);
    const liability = await inject(
      'GET',
      `/v2/billing/services/early-termination-liability/${mine.ptp_circuit_id}`,
      demo.bearer,
    );
    expect(liability.statusCode).toBe(200);
    expect(typeof liability.json()).toBe('number');
    const theirs = (await inject('GET', URL, other.bearer)).json()[0];
    for (const url of [
      `/v2/metrics/virtual-circuits/${theirs.ptp_circuit_id}/interfaces/${theirs.interfaces[0].port_circuit_id}/rate/bps?${range}`,
      `/v2/metrics/ifd/optic-data/${theirs.interfaces[0].port_circuit_id}?${range}`,
      `/v2/billing/services/early-termination-liability/${theirs.ptp_circuit_id}`,
    ]) {
      expect((await inject('GET', url, demo.bearer)).statusCode, url).toBe(404);
    }
  });

  it("reads one by circuit id or uuid; another customer's is 404", async () => {
    const mine = (await inject('GET', URL, demo.bearer)).json()[0];
    const byUuid = await inject('GET', `${URL}/${mine.ptp_uuid}`, demo.bearer);
    expect(byUuid.json().ptp_circuit_id).toBe(mine.ptp_circuit_id);
    for (const id of [foreign.circuitId, foreign.uuid]) {
      const response = await inject('GET', `${URL}/${id}`, demo.bearer);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Point-to-point not found');
    }
    const status = await inject('GET', `/v2.1/services/point-to-point/${foreign.circuitId}/status`, demo.bearer);
    expect(status.statusCode).toBe(404);
  });
});

describe('PATCH and DELETE /v2/services/point-to-point/{ptp_uuid}', () => {
  it('changes the description and PO number; 400 names the field; 403 read-only; foreign 404', async () => {
    const mine = (await inject('GET', URL, demo.bearer)).json()[0];
    const path = `${URL}/${mine.ptp_uuid}`;
    expect((await harness.app.inject({ method: 'PATCH', url: path, payload: { description: 'x' } })).statusCode).toBe(
      401,
    );
    const empty = await inject('PATCH', path, demo.bearer, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ description: 'Send the description or po_number to change.' });
    const long = await inject('PATCH', path, demo.bearer, { description: 'x'.repeat(129) });
    expect(long.json().fields).toEqual({ description: 'The max length is 128' });
    expect((await inject('PATCH', path, readonly.bearer, { description: 'New' })).statusCode).toBe(403);
    const theirs = await inject('PATCH', `${URL}/${foreign.uuid}`, demo.bearer, { description: 'Mine now' });
    expect(theirs.statusCode).toBe(404);
    const changed = await inject('PATCH', path, demo.bearer, { description: 'Renamed', po_number: 'PO-9' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ description: 'Renamed', po_number: 'PO-9' });
  });

  it('refuses to delete while provisioning; deletes an active one and frees both ports at the PoPs', async () => {
    const ordered = await inject('POST', URL, demo.bearer, ptpOrder('CHI1', 'DAL1'));
    const ptp = ordered.json();
    const early = await inject('DELETE', `${URL}/${ptp.ptp_uuid}`, demo.bearer);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'state_conflict',
      message: 'The point-to-point is still processing. Try again once it is active.',
    });
    await runner.drain();
    const [chiHeld, dalHeld] = [await usedAt('CHI1'), await usedAt('DAL1')];

    expect((await inject('DELETE', `${URL}/${ptp.ptp_uuid}`, readonly.bearer)).statusCode).toBe(403);
    expect((await inject('DELETE', `${URL}/${foreign.uuid}`, demo.bearer)).statusCode).toBe(404);
    const deleted = await inject('DELETE', `${URL}/${ptp.ptp_uuid}`, demo.bearer);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(
      'Your service has been successfully deleted. Please allow several minutes for this process to complete.',
    );
    expect((await inject('GET', `${URL}/${ptp.ptp_circuit_id}`, demo.bearer)).json().state).toBe('deleting');
    const again = await inject('PATCH', `${URL}/${ptp.ptp_uuid}`, demo.bearer, { description: 'x' });
    expect(again.json().message).toBe('Service is currently being deleted. No additional changes can be made.');

    await runner.drain();
    expect((await inject('GET', `${URL}/${ptp.ptp_circuit_id}`, demo.bearer)).statusCode).toBe(404);
    expect([await usedAt('CHI1'), await usedAt('DAL1')]).toEqual([chiHeld - 1, dalHeld - 1]);
    // Initech's point-to-point (also CHI1 and DAL1) still holds its ports.
    expect((await inject('GET', `${URL}/${foreign.circuitId}`, other.bearer)).statusCode).toBe(200);
  });
});
