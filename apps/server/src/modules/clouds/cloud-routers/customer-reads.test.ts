import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { DEMO_NETWORK } from '../../../seed/demo-network.js';
import { insertTestCloudRouter, type RouterFixture } from '../../../testing/cloud-router-fixture.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let demo: Session;
let readonly: Session;
let other: Session;
/** A second router of Acme's, newer than the demo's, and one of Initech's. */
let acmeSecond: RouterFixture;
let initech: RouterFixture;

beforeAll(async () => {
  harness = await createTestApp();
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  acmeSecond = await insertTestCloudRouter(harness.database.db, DEMO_CUSTOMER_IDS.acme, {
    router: 'PF-L3-CUST-8000010',
    connection: 'PF-L3-CON-8000011',
    gateway: '38.104.98.10',
  });
  initech = await insertTestCloudRouter(harness.database.db, DEMO_CUSTOMER_IDS.initech, {
    router: 'PF-L3-CUST-8000020',
    connection: 'PF-L3-CON-8000021',
    gateway: '38.104.98.20',
  });
});
afterAll(async () => {
  await harness?.close();
});

const get = (url: string, session: Session | null) =>
  harness.app.inject({ method: 'GET', url, headers: session?.bearer ?? {} });

describe('GET /v2/services/cloud-routers/connections (spec 7)', () => {
  const url = '/v2/services/cloud-routers/connections';

  it('answers 401 without a session', async () => {
    expect((await get(url, null)).statusCode).toBe(401);
  });

  it('lists every connection of the customer’s routers, newest router first, each naming its router', async () => {
    for (const session of [demo, readonly]) {
      const response = await get(url, session);
      expect(response.statusCode, response.body).toBe(200);
      expect(
        response
          .json()
          .map((item: { cloud_circuit_id: string; cloud_router_circuit_id: string }) => [
            item.cloud_router_circuit_id,
            item.cloud_circuit_id,
          ]),
      ).toEqual([
        [acmeSecond.router, acmeSecond.connection],
        [DEMO_NETWORK.cloudRouter, DEMO_NETWORK.ipsecConnection],
        [DEMO_NETWORK.cloudRouter, DEMO_NETWORK.awsConnection],
      ]);
    }
    const [, ipsec] = (await get(url, demo)).json();
    expect(ipsec).toMatchObject({
      connection_type: 'ipsec',
      cloud_router_name: 'acme-core-cr1',
      bgp_state_list: [expect.objectContaining({ bgp_state: 'established' })],
    });
  });

  it('shows another customer only its own connections', async () => {
    const theirs = (await get(url, other)).json();
    expect(theirs.map((item: { cloud_circuit_id: string }) => item.cloud_circuit_id)).toEqual([initech.connection]);
  });
});

describe('GET /v2/bgp-settings, /v2/bgp-settings/{uuid} and …/l3 (spec 7)', () => {
  it('answers 401 without a session and 400 naming a uuid that is not one', async () => {
    for (const url of ['/v2/bgp-settings', `/v2/bgp-settings/${initech.session}`, `/v2/bgp-settings/x/l3`]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
    for (const url of ['/v2/bgp-settings/not-a-uuid', '/v2/bgp-settings/not-a-uuid/l3']) {
      const response = await get(url, demo);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields).toEqual({ uuid: 'Not a valid uuid' });
    }
  });

  it('lists every BGP session of the customer with its connection and router', async () => {
    const response = await get('/v2/bgp-settings', readonly);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .map((item: { cloud_router_circuit_id: string; cloud_circuit_id: string }) => [
          item.cloud_router_circuit_id,
          item.cloud_circuit_id,
        ]),
    ).toEqual([
      [acmeSecond.router, acmeSecond.connection],
      [DEMO_NETWORK.cloudRouter, DEMO_NETWORK.ipsecConnection],
      [DEMO_NETWORK.cloudRouter, DEMO_NETWORK.awsConnection],
    ]);
    expect(response.json().map((item: { bgp_settings_uuid: string }) => item.bgp_settings_uuid)).not.toContain(
      initech.session,
    );
    const theirs = (await get('/v2/bgp-settings', other)).json();
    expect(theirs.map((item: { bgp_settings_uuid: string }) => item.bgp_settings_uuid)).toEqual([initech.session]);
  });

  it('reads one session by its uuid alone, and its layer-3 side', async () => {
    const [branch] = (
      await get(
        `/v2/services/cloud-routers/${DEMO_NETWORK.cloudRouter}/connections/${DEMO_NETWORK.ipsecConnection}/bgp`,
        demo,
      )
    ).json();
    const read = await get(`/v2/bgp-settings/${branch.bgp_settings_uuid}`, readonly);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ ...branch, cloud_router_circuit_id: DEMO_NETWORK.cloudRouter });
    const l3 = await get(`/v2/bgp-settings/${branch.bgp_settings_uuid}/l3`, readonly);
    expect(l3.statusCode, l3.body).toBe(200);
    expect(l3.json()).toEqual({
      bgp_settings_uuid: branch.bgp_settings_uuid,
      cloud_router_circuit_id: DEMO_NETWORK.cloudRouter,
      cloud_circuit_id: DEMO_NETWORK.ipsecConnection,
      address_family: 'v4',
      l3_address: '169.254.20.1/30',
      subnet: '169.254.20.0/30',
      remote_address: '169.254.20.2',
      primary_subnet: null,
      secondary_subnet: null,
      public_ip: '23.159.64.20',
    });
    const [aws] = (
      await get(
        `/v2/services/cloud-routers/${DEMO_NETWORK.cloudRouter}/connections/${DEMO_NETWORK.awsConnection}/bgp`,
        demo,
      )
    ).json();
    expect((await get(`/v2/bgp-settings/${aws.bgp_settings_uuid}/l3`, demo)).json()).toMatchObject({
      cloud_circuit_id: DEMO_NETWORK.awsConnection,
      l3_address: '169.254.41.1/30',
      public_ip: null,
    });
  });

  it('answers another customer’s session 404, as a missing one', async () => {
    for (const url of [
      `/v2/bgp-settings/${initech.session}`,
      `/v2/bgp-settings/${initech.session}/l3`,
      '/v2/bgp-settings/00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await get(url, demo);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('BGP session not found');
    }
    expect((await get(`/v2/bgp-settings/${initech.session}`, other)).statusCode).toBe(200);
  });
});
