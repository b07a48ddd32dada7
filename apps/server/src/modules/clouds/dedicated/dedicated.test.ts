import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, circuits, portCapacity } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { azureDedicatedOrder, orderInitechDedicatedCloud } from '../../../testing/dedicated-cloud-fixture.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
let foreign: { circuitId: string; uuid: string };

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'dedicated-clouds-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  foreign = await orderInitechDedicatedCloud(harness.app, other.bearer);
  await runner.drain();
});
afterAll(async () => {
  await harness?.close();
});

const CREATE = '/v2/services/cloud/dedicated';
const LIST = '/v2/services/cloud/connections/dedicated';
const READ = '/v2/services/cloud/connections';
const DELETE = '/v2/services/cloud';
const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => harness.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as never }) });

/** Ports of a speed and media used at a PoP's zone. */
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

const awsOrder = (overrides: Record<string, unknown> = {}) => ({
  description: 'Direct Connect NYC',
  pop: 'NYC1',
  zone: 'A',
  subscription_term: 1,
  service_class: 'longhaul',
  speed: '1Gbps',
  aws_region: 'us-east-1',
  autoneg: true,
  ...overrides,
});

describe('POST /v2/services/cloud/dedicated/{provider}', () => {
  it('answers 401 without a session and 403 for the read-only group', async () => {
    const payload = azureDedicatedOrder('WDC1');
    expect((await harness.app.inject({ method: 'POST', url: `${CREATE}/azure`, payload })).statusCode).toBe(401);
    const forbidden = await inject('POST', `${CREATE}/azure`, readonly.bearer, payload);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("You don't have permissions for that operation.");
  });

  it('answers 400 naming the field with the specification’s messages', async () => {
    const refusals: [string, unknown, Record<string, string>][] = [
      [
        'azure',
        azureDedicatedOrder('WDC1', { speed: '1Gbps' }),
        { speed: 'Invalid value, must be one of "10Gbps, 100Gbps".' },
      ],
      [
        'azure',
        azureDedicatedOrder('WDC1', { encapsulation: 'vxlan' }),
        { encapsulation: 'Invalid value, must be one of "dot1q, qinq".' },
      ],
      [
        'azure',
        azureDedicatedOrder('WDC1', { port_category: undefined }),
        { port_category: 'Invalid value, must be one of "primary, secondary".' },
      ],
      ['azure', azureDedicatedOrder('WDC1', { description: '' }), { description: 'This field is required' }],
      ['azure', azureDedicatedOrder('XYZ9'), { pop: 'There is no PoP with this code.' }],
      [
        'azure',
        azureDedicatedOrder('NYC1'),
        {
          pop:
            'Azure ExpressRoute Direct is not offered at NYC1. Invalid value, must be one of ' +
            '"AMS1, CHI1, DAL1, LON1, NYC5, SEA1, SIN1, SJC1, WDC1".',
        },
      ],
      ['azure', azureDedicatedOrder('WDC1', { zone: 'B' }), { zone: 'Invalid value, must be one of "A".' }],
      ['aws', awsOrder({ aws_region: 'eu-west-2' }), { aws_region: 'Invalid value, must be one of "us-east-1".' }],
      ['aws', awsOrder({ speed: '10Gbps' }), { autoneg: 'Autonegotiation is only available on 1Gbps ports.' }],
      [
        'google',
        { ...awsOrder({ speed: '40Gbps', pop: 'WDC1' }), autoneg: false },
        { speed: 'Invalid value, must be one of "10Gbps, 100Gbps".' },
      ],
      [
        'azure',
        azureDedicatedOrder('WDC1', { loa: 'not a pdf' }),
        { loa: 'The LOA must be a PDF file, base64-encoded, of at most 1 MB.' },
      ],
    ];
    for (const [provider, payload, fields] of refusals) {
      const response = await inject('POST', `${CREATE}/${provider}`, demo.bearer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
  });

  it('refuses a sold-out zone naming it, and takes nothing', async () => {
    const before = await usedAt('SEA1');
    const response = await inject('POST', `${CREATE}/azure`, demo.bearer, azureDedicatedOrder('SEA1'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'no_capacity',
      fields: { zone: 'No 10Gbps LR port is left in zone A of SEA1. Choose another zone, speed or media.' },
    });
    expect(await usedAt('SEA1')).toBe(before);
  });

  it('orders an Azure dedicated connection: a port of capacity at the PoP, provisioning, then active', async () => {
    const before = await usedAt('WDC1');
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    const payload = azureDedicatedOrder('wdc1', {
      encapsulation: 'qinq',
      port_category: 'secondary',
      loa: pdf,
      po_number: 'PO-41',
    });
    const headers = { ...demo.bearer, 'idempotency-key': 'dedicated-order-1' };
    const response = await inject('POST', `${CREATE}/azure`, headers, payload);
    expect(response.statusCode).toBe(201);
    const cloud = response.json();
    expect(cloud).toMatchObject({
      service_provider: 'azure',
      port_type: 'dedicated',
      description: 'Test ExpressRoute Direct',
      speed: '10Gbps',
      media: 'LR',
      pop: 'WDC1',
      zone: 'A',
      state: 'requested',
      summary: 'provisioning',
      deleted: false,
      service_class: 'metro',
      azure_port_category: 'secondary',
      has_loa: true,
      po_number: 'PO-41',
      settings: { encapsulation: 'qinq', zone_dest: 'A', autoneg: false },
      cloud_provider: { pop: 'WDC1', region: 'eastus' },
      billing: { subscription_term: 12, speed: '10Gbps', contracted_speed: '10Gbps' },
    });
    expect(cloud.cloud_circuit_id).toMatch(/^PF-CC-WDC-\d{7}$/);
    // The cloud was told in the same transaction: Azure's id of the ExpressRoute port.
    expect(cloud.cloud_provider_connection_id).toMatch(/^er-[0-9a-f]{8}-[0-9a-f]{4}$/);
    expect(await usedAt('WDC1')).toBe(before + 1);

    // A retry with the same key answers the same connection and takes nothing more.
    const retry = await inject('POST', `${CREATE}/azure`, headers, payload);
    expect(retry.json().uuid).toBe(cloud.uuid);
    expect(await usedAt('WDC1')).toBe(before + 1);

    const entries = await harness.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.objectId, cloud.cloud_circuit_id));
    expect(entries.map((entry) => entry.action)).toEqual(['cloud_dedicated.create']);
    expect(entries[0]?.after).toMatchObject({ provider: 'azure', loa: 'attached', encapsulation: 'qinq' });

    await runner.drain();
    const status = await inject(
      'GET',
      `/v2.1/services/cloud/connections/${cloud.cloud_circuit_id}/status`,
      demo.bearer,
    );
    expect(status.statusCode).toBe(200);
    expect(status.json().status.object.state).toBe('active');
    const read = await inject('GET', `${READ}/${cloud.cloud_circuit_id}`, demo.bearer);
    expect(read.json()).toMatchObject({
      state: 'active',
      summary: 'active',
      admin_status: 'up',
      operational_status: 'up',
    });
    const [inventory] = await harness.database.db
      .select()
      .from(circuits)
      .where(eq(circuits.circuitId, cloud.cloud_circuit_id));
    expect(inventory).toMatchObject({ serviceType: 'cloud-dedicated', summary: 'active' });
  });

  it('orders AWS at 1 Gbps with autoneg (LX) and Google at 100 Gbps (LR4)', async () => {
    const aws = await inject('POST', `${CREATE}/aws`, demo.bearer, awsOrder());
    expect(aws.statusCode).toBe(201);
    expect(aws.json().cloud_provider_connection_id).toMatch(/^dxcon-[0-9a-f]{8}$/);
    expect(aws.json()).toMatchObject({
      service_provider: 'aws',
      media: 'LX',
      is_lag: true,
      settings: { aws_region: 'us-east-1', autoneg: true },
      azure_port_category: null,
    });
    // The official client omits false booleans: autoneg and should_create_lag default to false and true.
    const google = await inject('POST', `${CREATE}/google`, demo.bearer, {
      description: 'Interconnect CHI',
      pop: 'CHI1',
      zone: 'A',
      subscription_term: 36,
      service_class: 'metro',
      speed: '100Gbps',
    });
    expect(google.statusCode).toBe(201);
    expect(google.json()).toMatchObject({
      service_provider: 'google',
      media: 'LR4',
      cloud_provider: { region: 'us-central1' },
    });
  });
});

describe('GET /v2/services/cloud/connections/dedicated and /{id}', () => {
  it('answers 401 without a session, and only the own customer’s connections', async () => {
    expect((await harness.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    const list = await inject('GET', LIST, demo.bearer);
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((cloud: { cloud_circuit_id: string }) => cloud.cloud_circuit_id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(foreign.circuitId);
    const theirs = await inject('GET', LIST, other.bearer);
    expect(theirs.json().map((cloud: { cloud_circuit_id: string }) => cloud.cloud_circuit_id)).toEqual([
      foreign.circuitId,
    ]);
  });

  it('pages, sorts, filters and searches with the total in x-total-item-count; unpaged it answers every one', async () => {
    const all = await inject('GET', LIST, demo.bearer);
    const everyId = all.json().map((cloud: { cloud_circuit_id: string }) => cloud.cloud_circuit_id);
    expect(everyId.length).toBeGreaterThan(2);
    expect(all.headers['x-total-item-count']).toBe(String(everyId.length));
    // Newest first unless sorted, as the official client reads the bare list.
    const created = all.json().map((cloud: { time_created: string }) => cloud.time_created);
    expect([...created].sort().reverse()).toEqual(created);

    const first = await inject('GET', `${LIST}?page=1&page_size=2`, demo.bearer);
    const second = await inject('GET', `${LIST}?page=2&page_size=2`, demo.bearer);
    const idsOf = (response: { json: () => { cloud_circuit_id: string }[] }) =>
      response.json().map((cloud) => cloud.cloud_circuit_id);
    expect(idsOf(first)).toEqual(everyId.slice(0, 2));
    expect(idsOf(second)).toEqual(everyId.slice(2, 4));
    expect(first.headers['x-total-item-count']).toBe(String(everyId.length));
    const past = await inject('GET', `${LIST}?page=999&page_size=2`, demo.bearer);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-item-count']).toBe(String(everyId.length));

    const oldest = await inject('GET', `${LIST}?sort=time_created`, demo.bearer);
    expect(idsOf(oldest)).toEqual([...everyId].reverse());
    const azure = await inject('GET', `${LIST}?service_provider=azure`, demo.bearer);
    expect(azure.json().every((cloud: { service_provider: string }) => cloud.service_provider === 'azure')).toBe(true);
    expect(azure.headers['x-total-item-count']).toBe(String(azure.json().length));
    const found = await inject('GET', `${LIST}?q=wdc-1000016`, demo.bearer);
    expect(idsOf(found)).toEqual(['PF-CC-WDC-1000016']);
    // Another customer's connection is never counted nor found.
    const theirs = await inject('GET', `${LIST}?q=${foreign.circuitId}`, demo.bearer);
    expect(theirs.json()).toEqual([]);
    expect(theirs.headers['x-total-item-count']).toBe('0');

    for (const [query, field, message] of [
      ['page_size=1001', 'page_size', 'Value must be between 1 and 1000, inclusive.'],
      ['page=0', 'page', 'Value must be between 1 and 100000, inclusive.'],
      ['service_provider=oracle', 'service_provider', 'Invalid value, must be one of "aws, azure, google".'],
      ['sort=pop', 'sort', expect.stringMatching(/^Invalid value, must be one of "time_created, -time_created/)],
    ] as const) {
      const refused = await inject('GET', `${LIST}?${query}`, demo.bearer);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().fields).toEqual({ [field]: message });
    }
  });

  it("lists Acme's demo Azure ExpressRoute Direct port as a real, finished connection", async () => {
    const list = (await inject('GET', LIST, demo.bearer)).json();
    expect(
      list.find((cloud: { cloud_circuit_id: string }) => cloud.cloud_circuit_id === 'PF-CC-WDC-1000016'),
    ).toMatchObject({
      service_provider: 'azure',
      azure_port_category: 'primary',
      settings: { encapsulation: 'dot1q' },
      state: 'active',
      summary: 'active',
    });
    const status = await inject('GET', '/v2.1/services/cloud/connections/PF-CC-WDC-1000016/status', demo.bearer);
    expect(status.statusCode).toBe(200);
    expect(status.json().status.last_workflow).toMatchObject({ state: 'COMPLETE', is_final: true });
  });

  it("reads one by circuit id or uuid; another customer's is 404", async () => {
    const mine = (await inject('GET', LIST, demo.bearer)).json()[0];
    const byUuid = await inject('GET', `${READ}/${mine.uuid}`, demo.bearer);
    expect(byUuid.json().cloud_circuit_id).toBe(mine.cloud_circuit_id);
    for (const id of [foreign.circuitId, foreign.uuid]) {
      const response = await inject('GET', `${READ}/${id}`, demo.bearer);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Cloud connection not found');
    }
    const status = await inject('GET', `/v2.1/services/cloud/connections/${foreign.circuitId}/status`, demo.bearer);
    expect(status.statusCode).toBe(404);
  });
});

describe('PATCH /v2/services/cloud/dedicated/{id} and DELETE /v2/services/cloud/{id}', () => {
  it('changes the description and PO number; 400 names the field; 403 read-only; foreign 404', async () => {
    const mine = (await inject('GET', LIST, demo.bearer)).json()[0];
    const path = `${CREATE}/${mine.cloud_circuit_id}`;
    const anonymous = await harness.app.inject({ method: 'PATCH', url: path, payload: { description: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    const empty = await inject('PATCH', path, demo.bearer, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ description: 'Send the description or po_number to change.' });
    const long = await inject('PATCH', path, demo.bearer, { description: 'x'.repeat(129) });
    expect(long.json().fields).toEqual({ description: 'The max length is 128' });
    expect((await inject('PATCH', path, readonly.bearer, { description: 'New' })).statusCode).toBe(403);
    const theirs = await inject('PATCH', `${CREATE}/${foreign.circuitId}`, demo.bearer, { description: 'Mine' });
    expect(theirs.statusCode).toBe(404);
    const changed = await inject('PATCH', path, demo.bearer, { description: 'Renamed', po_number: 'PO-9' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ description: 'Renamed', po_number: 'PO-9' });
  });

  it('refuses to delete while provisioning; deletes an active one and frees its port at the PoP', async () => {
    const ordered = await inject('POST', `${CREATE}/azure`, demo.bearer, azureDedicatedOrder('CHI1'));
    const cloud = ordered.json();
    const early = await inject('DELETE', `${DELETE}/${cloud.cloud_circuit_id}`, demo.bearer);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'state_conflict',
      message: 'The dedicated cloud connection is still processing. Try again once it is active.',
    });
    await runner.drain();
    const held = await usedAt('CHI1');
    // Ordered just now: deleting within 24 hours costs nothing.
    const liability = await inject(
      'GET',
      `/v2/billing/services/early-termination-liability/${cloud.cloud_circuit_id}`,
      demo.bearer,
    );
    expect(liability.json()).toBe(0);

    expect(
      (await harness.app.inject({ method: 'DELETE', url: `${DELETE}/${cloud.cloud_circuit_id}` })).statusCode,
    ).toBe(401);
    expect((await inject('DELETE', `${DELETE}/${cloud.cloud_circuit_id}`, readonly.bearer)).statusCode).toBe(403);
    expect((await inject('DELETE', `${DELETE}/${foreign.circuitId}`, demo.bearer)).statusCode).toBe(404);
    const deleted = await inject('DELETE', `${DELETE}/${cloud.cloud_circuit_id}`, demo.bearer);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(
      'Your service has been successfully deleted. Please allow several minutes for this process to complete.',
    );
    expect((await inject('GET', `${READ}/${cloud.cloud_circuit_id}`, demo.bearer)).json()).toMatchObject({
      state: 'deleting',
      summary: 'deleting',
    });
    const again = await inject('PATCH', `${CREATE}/${cloud.cloud_circuit_id}`, demo.bearer, { description: 'x' });
    expect(again.json().message).toBe('Service is currently being deleted. No additional changes can be made.');

    await runner.drain();
    expect((await inject('GET', `${READ}/${cloud.cloud_circuit_id}`, demo.bearer)).statusCode).toBe(404);
    const gone = await inject('GET', `/v2.1/services/cloud/connections/${cloud.cloud_circuit_id}/status`, demo.bearer);
    expect(gone.statusCode).toBe(404);
    expect(await usedAt('CHI1')).toBe(held - 1);
    // Initech's connection still stands.
    expect((await inject('GET', `${READ}/${foreign.circuitId}`, other.bearer)).statusCode).toBe(200);
  });
});
