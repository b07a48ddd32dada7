import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { DEMO_NETWORK } from '../../../seed/demo-network.js';
import { multipartBody } from '../../../testing/multipart.js';
import { insertTestPort, insertVendorLocation } from '../../../testing/port-fixture.js';
import { orderInitechPtp, ptpOrder } from '../../../testing/ptp-fixture.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';
import { findCircuit } from '../../platform/inventory/inventory.repo.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;

const ACME = DEMO_CUSTOMER_IDS.acme;
const PORT = 'PF-AP-WDC1-7200001';
const SECOND_PORT = 'PF-AP-WDC1-7200002';
const LAG = 'PF-AE-WDC1-7200003';
const PROVISIONING_PORT = 'PF-AP-WDC1-7200004';
const WDC6_PORT = 'PF-AP-WDC6-7200005';
const COLT_PORT = 'PF-AP-CLT1-7200006';
const INITECH_PORT = 'PF-AP-WDC1-7200007';
const SITE = 'EQUI-WDC1';
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

let loa: string;
let msa: string;
let initechLoa: string;

async function uploadDocument(session: Session, type: string): Promise<string> {
  const body = multipartBody({ type }, { document: { name: `${type}.pdf`, data: PDF } });
  const response = await harness.app.inject({
    method: 'POST',
    url: '/v2/documents',
    payload: body.payload,
    headers: { ...session.browser, ...body.headers },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().uuid;
}

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'cross-connect-test' });
  const db = harness.database.db;
  await insertVendorLocation(db, 'CLT1', 'Colt');
  await insertTestPort(db, { circuitId: PORT, customerId: ACME });
  await insertTestPort(db, { circuitId: SECOND_PORT, customerId: ACME });
  await insertTestPort(db, { circuitId: LAG, customerId: ACME, isLag: true });
  await insertTestPort(db, { circuitId: PROVISIONING_PORT, customerId: ACME, state: 'provisioning' });
  await insertTestPort(db, { circuitId: WDC6_PORT, customerId: ACME, pop: 'WDC6' });
  await insertTestPort(db, { circuitId: COLT_PORT, customerId: ACME, pop: 'CLT1' });
  await insertTestPort(db, { circuitId: INITECH_PORT, customerId: DEMO_CUSTOMER_IDS.initech });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  await orderInitechPtp(harness.app, other.bearer);
  [loa, msa, initechLoa] = await Promise.all([
    uploadDocument(demo, 'customer_loa'),
    uploadDocument(demo, 'msa'),
    uploadDocument(other, 'customer_loa'),
  ]);
});
afterAll(async () => {
  await harness?.close();
});

const order = (overrides: Record<string, unknown> = {}) => ({
  port: PORT,
  site: SITE,
  document_uuid: loa,
  description: 'To Zeta Carrier',
  destination_name: 'Zeta Carrier',
  panel: 'PP-12',
  module: '3',
  position: '7-8',
  ...overrides,
});

function post(session: Session | null, payload: Record<string, unknown>) {
  return harness.app.inject({
    method: 'POST',
    url: '/v2/outbound-cross-connects',
    payload,
    headers: session?.browser ?? {},
  });
}

async function itemOfPort(port: string) {
  const list = await harness.app.inject({ method: 'GET', url: '/v2/outbound-cross-connects', headers: demo.bearer });
  return list.json().find((item: { port: string }) => item.port === port);
}

describe('POST /v2/outbound-cross-connects', () => {
  it('answers 401 without a session and 403 to a read-only user', async () => {
    expect((await post(null, order())).statusCode).toBe(401);
    const denied = await post(readonly, order());
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("You don't have permissions for that operation.");
  });

  it('answers 400 naming the missing and invalid fields', async () => {
    const response = await post(demo, { port: '', site: '', document_uuid: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      port: 'This field is required',
      site: 'This field is required',
      document_uuid: 'Not a valid document id',
      description: 'This field is required',
    });
  });

  it("answers 404 for another customer's port or document, and for a missing document", async () => {
    const port = await post(demo, order({ port: INITECH_PORT }));
    expect(port.statusCode).toBe(404);
    expect(port.json().message).toBe('Port not found.');
    for (const document of [initechLoa, randomUUID()]) {
      const response = await post(demo, order({ document_uuid: document }));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Document not found.');
    }
  });

  it('answers 400 for a document that is not an LOA and for a site that is not the port’s', async () => {
    const notLoa = await post(demo, order({ document_uuid: msa }));
    expect(notLoa.statusCode).toBe(400);
    expect(notLoa.json().message).toBe('document_uuid: The document must be a Letter of Authorization.');
    const wrongSite = await post(demo, order({ site: 'CORE-WDC6' }));
    expect(wrongSite.statusCode).toBe(400);
    expect(wrongSite.json().message).toBe(`site: The port is at site ${SITE}.`);
  });

  it.each([
    [LAG, 'Cross connects cannot be ordered for a LAG port.'],
    [PROVISIONING_PORT, 'Cross connects cannot be ordered while the port is provisioning.'],
    [WDC6_PORT, 'Cross connects cannot be ordered at this location.'],
    [COLT_PORT, 'Cross connects cannot be ordered for ports of this vendor.'],
  ])('spec 5: refuses a cross connect on %s', async (port, message) => {
    const response = await post(demo, order({ port, site: 'ignored' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { port: message } });
  });
});

describe('an outbound cross connect from order to removal', () => {
  let circuitId: string;

  it('orders it, answering only a message, and lists it on the board as order received', async () => {
    const response = await post(demo, order());
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['message']);
    const item = await itemOfPort(PORT);
    circuitId = item.circuit_id;
    expect(response.json().message).toBe(`Cross connect ${circuitId} has been ordered.`);
    expect(item).toMatchObject({
      port: PORT,
      site: SITE,
      document_uuid: loa,
      obcc_status: 'order received',
      state: 'requested',
      progress: 0,
      deleted: false,
      description: 'To Zeta Carrier',
      destination_name: 'Zeta Carrier',
      z_loc_cfa: 'PP-12 / 3 / 7-8',
      user_description: null,
    });
    expect(circuitId).toMatch(/^PF-XC-WDC1-\d{7}$/);
    expect(item.outbound_cross_connect_id).toMatch(/^OBCC-\d{7}$/);
    expect(await findCircuit(harness.database.db, ACME, circuitId)).toMatchObject({
      serviceType: 'cross-connect',
      summary: 'provisioning',
    });
  });

  it('spec 5: refuses a second cross connect on the same port', async () => {
    const response = await post(demo, order());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This port already has a cross connect.');
  });

  it('walks the cross-connect board with the workflow and ends closed, active in the inventory', async () => {
    await runner.runDue();
    const early = (
      await harness.app.inject({
        method: 'GET',
        url: `/v2/outbound-cross-connects/${circuitId}`,
        headers: readonly.bearer,
      })
    ).json();
    expect(early.obcc_status).not.toBe('order received');
    expect(early.progress).toBeGreaterThan(0);
    await runner.drain();
    const done = await harness.app.inject({
      method: 'GET',
      url: `/v2/outbound-cross-connects/${circuitId}`,
      headers: readonly.bearer,
    });
    expect(done.json()).toMatchObject({ obcc_status: 'order closed', progress: 100, state: 'active' });
    expect(await findCircuit(harness.database.db, ACME, circuitId)).toMatchObject({ summary: 'active' });
  });

  it("answers 401 without a session and 404 for another customer's cross connect", async () => {
    const url = `/v2/outbound-cross-connects/${circuitId}`;
    expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await harness.app.inject({
        method,
        url,
        headers: other.browser,
        ...(method === 'PATCH' ? { payload: { user_description: 'mine' } } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Cross connect not found.');
    }
    const theirList = await harness.app.inject({
      method: 'GET',
      url: '/v2/outbound-cross-connects',
      headers: other.bearer,
    });
    expect(theirList.json()).toEqual([]);
  });

  it('changes the user description (403 read-only, 400 too long)', async () => {
    const url = `/v2/outbound-cross-connects/${circuitId}`;
    const denied = await harness.app.inject({
      method: 'PATCH',
      url,
      payload: { user_description: 'x' },
      headers: readonly.browser,
    });
    expect(denied.statusCode).toBe(403);
    const tooLong = await harness.app.inject({
      method: 'PATCH',
      url,
      payload: { user_description: 'x'.repeat(256) },
      headers: demo.browser,
    });
    expect(tooLong.json().fields).toEqual({ user_description: 'The max length is 255' });
    const changed = await harness.app.inject({
      method: 'PATCH',
      url,
      payload: { user_description: 'Rack 4 uplink' },
      headers: demo.browser,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user_description).toBe('Rack 4 uplink');
  });

  it('keeps the LOA it was ordered with (409 on delete)', async () => {
    const response = await harness.app.inject({ method: 'DELETE', url: `/v2/documents/${loa}`, headers: demo.browser });
    expect(response.statusCode).toBe(409);
  });

  it('keeps its port: the port cannot be deleted while the cross connect is cabled to it (400, not 409)', async () => {
    const response = await harness.app.inject({ method: 'DELETE', url: `/v2/ports/${PORT}`, headers: demo.browser });
    // The official client takes a 409 for success: it would forget a port that is still there.
    expect(response.statusCode).toBe(400);
    const reason = 'This port has a cross connect. Delete the cross connect before deleting the port.';
    expect(response.json()).toMatchObject({ code: 'state_conflict', message: reason, fields: { id: reason } });
    const port = await harness.app.inject({ method: 'GET', url: `/v2/ports/${PORT}`, headers: demo.bearer });
    expect(port.json().state).toBe('active');
  });

  it('removes it through the deprovision workflow, then lets the port have a new one', async () => {
    const url = `/v2/outbound-cross-connects/${circuitId}`;
    expect((await harness.app.inject({ method: 'DELETE', url, headers: readonly.browser })).statusCode).toBe(403);
    const removed = await harness.app.inject({ method: 'DELETE', url, headers: demo.browser });
    expect(removed.json()).toEqual({
      message: 'Your service has been successfully deleted. Please allow several minutes for this process to complete.',
    });
    const deleting = (await harness.app.inject({ method: 'GET', url, headers: demo.bearer })).json();
    expect(deleting).toMatchObject({ state: 'deleting', obcc_status: 'order closed', deleted: false });
    const blocked = await harness.app.inject({
      method: 'PATCH',
      url,
      payload: { user_description: 'late' },
      headers: demo.browser,
    });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({
      code: 'state_conflict',
      message: 'Service is currently being deleted. No additional changes can be made.',
      fields: { circuit_id: 'Service is currently being deleted. No additional changes can be made.' },
    });
    await runner.drain();
    expect((await harness.app.inject({ method: 'GET', url, headers: demo.bearer })).json()).toMatchObject({
      deleted: true,
      state: 'deleted',
    });
    expect(await itemOfPort(PORT)).toBeUndefined();
    expect(await findCircuit(harness.database.db, ACME, circuitId)).toBeNull();
    expect((await harness.app.inject({ method: 'DELETE', url, headers: demo.browser })).statusCode).toBe(404);
    expect((await post(demo, order())).statusCode).toBe(200);
  });

  it('spec 4: cancels an order deleted before it closed', async () => {
    expect((await post(demo, order({ port: SECOND_PORT }))).statusCode).toBe(200);
    const item = await itemOfPort(SECOND_PORT);
    await runner.runDue();
    const url = `/v2/outbound-cross-connects/${item.circuit_id}`;
    expect((await harness.app.inject({ method: 'DELETE', url, headers: demo.browser })).statusCode).toBe(200);
    expect((await harness.app.inject({ method: 'GET', url, headers: demo.bearer })).json()).toMatchObject({
      obcc_status: 'canceled',
      state: 'deleting',
    });
    await runner.drain();
    expect((await harness.app.inject({ method: 'GET', url, headers: demo.bearer })).json()).toMatchObject({
      obcc_status: 'canceled',
      deleted: true,
    });
  });

  it('wrote an activity-log entry for every change', async () => {
    const log = await harness.app.inject({ method: 'GET', url: '/v2/activity-logs?limit=100', headers: demo.bearer });
    const text = log.body;
    for (const action of ['cross_connect.create', 'cross_connect.update', 'cross_connect.delete']) {
      expect(text).toContain(action);
    }
  });
});

describe('a point-to-point cross connect (spec 5)', () => {
  const PTP_URL = '/v2/services/point-to-point';
  const read = async (session: Session, url: string) =>
    (await harness.app.inject({ method: 'GET', url, headers: session.bearer })).json();

  it('is ordered on an end of an active point-to-point, once; refused until every interface is active', async () => {
    const demoPtp = await read(demo, `${PTP_URL}/${DEMO_NETWORK.pointToPoint}`);
    const [chicago] = demoPtp.interfaces;
    const first = await post(demo, order({ port: chicago.port_circuit_id, site: chicago.site }));
    expect(first.statusCode, first.body).toBeLessThan(300);
    const again = await post(demo, order({ port: chicago.port_circuit_id, site: chicago.site }));
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ port: 'This port already has a cross connect.' });

    const ordered = await harness.app.inject({
      method: 'POST',
      url: PTP_URL,
      headers: demo.bearer,
      payload: ptpOrder('NYC1', 'WDC1'),
    });
    const building = ordered.json();
    const [nyc] = building.interfaces;
    const refused = await post(demo, order({ port: nyc.port_circuit_id, site: nyc.site }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      port: 'Cross connects can be ordered once every interface of the point-to-point is active.',
    });

    const theirs = (await read(other, PTP_URL))[0];
    const foreign = await post(
      demo,
      order({ port: theirs.interfaces[0].port_circuit_id, site: theirs.interfaces[0].site }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Port not found.');
  });
});
