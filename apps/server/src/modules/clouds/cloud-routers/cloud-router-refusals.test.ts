import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { DEMO_NETWORK } from '../../../seed/demo-network.js';
import { insertTestCloudRouter, type RouterFixture } from '../../../testing/cloud-router-fixture.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

/**
 * The cloud router calls whose refusals and successes no other file walks, one table: each route's 401, every bad
 * input with the exact message on its field, 403 for the read-only group where the route changes something, 404
 * for another customer's object (exactly as for a missing one), and a success.
 */
let harness: TestApp;
let sessions: { demo: Session; readonly: Session; other: Session };
/** Acme's objects the table acts on: the demo router, its IPsec branch session, and a session made for the table. */
let ids: { branchSession: string; madeSession: string; madePrefix: string };
let initech: RouterFixture;

const ROUTER = `/v2/services/cloud-routers/${DEMO_NETWORK.cloudRouter}`;
const BRANCH = `${ROUTER}/connections/${DEMO_NETWORK.ipsecConnection}`;
const AWS = `${ROUTER}/connections/${DEMO_NETWORK.awsConnection}`;
const foreignRouter = () => `/v2/services/cloud-routers/${initech.router}`;
const foreignConnection = () => `${foreignRouter()}/connections/${initech.connection}`;

beforeAll(async () => {
  harness = await createTestApp();
  sessions = await loginDemoSessions(harness.app);
  initech = await insertTestCloudRouter(harness.database.db, DEMO_CUSTOMER_IDS.initech, {
    router: 'PF-L3-CUST-8000030',
    connection: 'PF-L3-CON-8000031',
    gateway: '38.104.97.10',
  });
  const headers = sessions.demo.bearer;
  const [branch] = (await harness.app.inject({ method: 'GET', url: `${BRANCH}/bgp`, headers })).json();
  const made = await harness.app.inject({
    method: 'POST',
    url: `${AWS}/bgp`,
    headers,
    payload: {
      remote_asn: 64512,
      l3_address: '169.254.42.1/30',
      remote_address: '169.254.42.2',
      prefixes: [
        { prefix: '10.0.0.0/8', match_type: 'orlonger', type: 'in' },
        { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'out' },
      ],
    },
  });
  const madeSession = made.json().bgp_settings_uuid;
  const added = await harness.app.inject({
    method: 'POST',
    url: `/v2/bgp-settings/${madeSession}/prefixes`,
    headers,
    payload: [{ prefix: '172.16.0.0/12', match_type: 'orlonger', type: 'in' }],
  });
  ids = { branchSession: branch.bgp_settings_uuid, madeSession, madePrefix: added.json()[0].bgp_prefix_uuid };
});
afterAll(async () => {
  await harness?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Input {
  /** Another path than the route's own (a bad id in it). */
  path?: string;
  /** The query, `?…`, for GET routes. */
  query?: string;
  body?: unknown;
}
interface RouteCase {
  route: string;
  method: Method;
  /** The route on Acme's object. */
  url: () => string;
  /** The same route on Initech's object, asked by Acme; absent when the path names no customer's object. */
  foreign?: () => string;
  /** Whether it changes something: the read-only group gets 403 (every group may read cloud routers and BGP). */
  isMutation: boolean;
  bad: { input: Input; fields: Record<string, string> }[];
  good: Input & { expect: (response: LightMyRequestResponse) => void };
}

const REQUIRED = 'This field is required';
const ROUTE_TYPES = 'Invalid value, must be one of "received, advertised, rejected".';
const IN_AND_OUT = 'A BGP session needs at least one "in" and one "out" prefix.';

const CASES: RouteCase[] = [
  {
    route: 'GET /v2/services/cloud-routers/{id}/router-logs',
    method: 'GET',
    url: () => `${ROUTER}/router-logs`,
    foreign: () => `${foreignRouter()}/router-logs`,
    isMutation: false,
    bad: [
      { input: { query: '?time_from=yesterday' }, fields: { time_from: 'Not a valid date and time' } },
      { input: { query: '?time_to=2025-13-40' }, fields: { time_to: 'Not a valid date and time' } },
      {
        input: { query: '?severity=loud' },
        fields: {
          severity:
            'Invalid value, must be one of "emergency, alert, critical, error, warning, notice, informational, debug".',
        },
      },
    ],
    good: {
      query: '?severity=debug&time_from=2020-05-23 00:00:00',
      expect: (response) => {
        expect(Array.isArray(response.json())).toBe(true);
        for (const line of response.json()) {
          expect(line).toMatchObject({ message: expect.any(String), severity_name: expect.any(String) });
        }
      },
    },
  },
  {
    route: 'POST /v2/services/cloud-routers/{id}/address_is_unique',
    method: 'POST',
    url: () => `${ROUTER}/address_is_unique`,
    foreign: () => `${foreignRouter()}/address_is_unique`,
    isMutation: false,
    bad: [
      { input: { body: {} }, fields: { address: REQUIRED } },
      { input: { body: { address: 'router-one' } }, fields: { address: 'Not a valid IPv4.' } },
    ],
    good: {
      body: { address: '169.254.42.1/30' },
      expect: (response) => expect(response.json()).toEqual({ address: '169.254.42.1/30', is_unique: false }),
    },
  },
  {
    route: 'PATCH /v2/services/cloud-routers/{id}',
    method: 'PATCH',
    url: () => ROUTER,
    foreign: foreignRouter,
    isMutation: true,
    bad: [
      { input: { body: {} }, fields: { name: 'Send the name, regions or capacity to change.' } },
      { input: { body: { name: '' } }, fields: { name: REQUIRED } },
      {
        input: { body: { capacity: '3Gbps' } },
        fields: {
          capacity:
            'Invalid value, must be one of "100Mbps, 500Mbps, 1Gbps, 2Gbps, 5Gbps, 10Gbps, 20Gbps, 30Gbps, 40Gbps, ' +
            '50Gbps, 60Gbps, 80Gbps, 100Gbps, >100Gbps".',
        },
      },
    ],
    good: {
      body: { name: 'acme-core-cr1-renamed' },
      expect: (response) => expect(response.json()).toMatchObject({ name: 'acme-core-cr1-renamed', asn: 4556 }),
    },
  },
  {
    route: 'PATCH /v2/services/cloud-routers/{id}/connections/{cid}',
    method: 'PATCH',
    url: () => BRANCH,
    foreign: foreignConnection,
    isMutation: true,
    bad: [
      { input: { body: {} }, fields: { description: 'Send the description, po_number or cloud_settings to change.' } },
      {
        input: { body: { cloud_settings: {} } },
        fields: { description: 'Send the description, po_number or cloud_settings to change.' },
      },
      {
        input: { body: { cloud_settings: { mtu: 9001 } } },
        fields: { cloud_settings: 'Only AWS and Google connections are configured on the provider side.' },
      },
    ],
    good: {
      body: { po_number: 'PO-7781' },
      expect: (response) =>
        expect(response.json()).toMatchObject({ po_number: 'PO-7781', cloud_circuit_id: DEMO_NETWORK.ipsecConnection }),
    },
  },
  {
    route: 'POST /v2/services/cloud-routers/{id}/connections/{cid}/bgp/{uuid}/dry-run',
    method: 'POST',
    url: () => `${BRANCH}/bgp/${ids.branchSession}/dry-run`,
    foreign: () => `${foreignConnection()}/bgp/${initech.session}/dry-run`,
    isMutation: false,
    bad: [
      { input: { body: { as_prepend: 6 } }, fields: { as_prepend: 'Value must be between 0 and 5, inclusive.' } },
      {
        input: { body: { remote_asn: 4294967295 } },
        fields: { remote_asn: 'ASN value must be in the range 1-4294967294 inclusive' },
      },
      {
        input: {
          body: {
            prefixes: [
              { prefix: '192.168.0.0/16', type: 'in' },
              { prefix: '192.168.0.0/16', type: 'in' },
            ],
          },
        },
        fields: { 'prefixes.1.prefix': 'This prefix is already added. Please enter a unique prefix.' },
      },
      {
        input: { body: { prefixes: [{ prefix: '192.168.1.1/16', type: 'in' }] } },
        fields: { 'prefixes.0.prefix': 'This prefix has host bits set. Last octet must be 0, unless mask is /32.' },
      },
    ],
    good: {
      body: { disabled: true },
      expect: (response) =>
        expect(response.json()).toMatchObject({ bgp_state: 'idle', state_reason: 'Administratively disabled' }),
    },
  },
  {
    route: 'GET /v2/services/cloud-routers/{id}/connections/{cid}/bgp-routes',
    method: 'GET',
    url: () => `${BRANCH}/bgp-routes`,
    foreign: () => `${foreignConnection()}/bgp-routes`,
    isMutation: false,
    bad: [
      { input: { query: '?route_type=best' }, fields: { route_type: ROUTE_TYPES } },
      { input: { query: '?bgp_settings_uuid=branch' }, fields: { bgp_settings_uuid: 'Not a valid uuid' } },
    ],
    good: {
      query: '?route_type=received',
      expect: (response) => {
        expect(response.json().length).toBeGreaterThan(0);
        for (const route of response.json()) {
          expect(route).toMatchObject({ type: 'received', cloud_circuit_id: DEMO_NETWORK.ipsecConnection });
        }
      },
    },
  },
  {
    route: 'GET /v2/services/cloud-routers/{id}/all-routes',
    method: 'GET',
    url: () => `${ROUTER}/all-routes`,
    foreign: () => `${foreignRouter()}/all-routes`,
    isMutation: false,
    bad: [{ input: { query: '?type=best' }, fields: { type: ROUTE_TYPES } }],
    good: {
      query: `?type=advertised&cloud_circuit_id=${DEMO_NETWORK.awsConnection}`,
      expect: (response) =>
        expect(response.json().map((route: { prefix: string }) => route.prefix)).toContain('23.159.64.21/32'),
    },
  },
  {
    route: 'GET /v2/services/ipsec/gateway_address/uniqueness',
    method: 'GET',
    url: () => '/v2/services/ipsec/gateway_address/uniqueness',
    isMutation: false,
    bad: [
      { input: { query: '' }, fields: { gateway_address: REQUIRED } },
      { input: { query: '?gateway_address=' }, fields: { gateway_address: REQUIRED } },
    ],
    good: {
      // A gateway is unique across the provider: another customer's counts as taken.
      query: '?gateway_address=38.104.97.10',
      expect: (response) => expect(response.json()).toEqual({ gateway_address: '38.104.97.10', is_unique: false }),
    },
  },
  {
    route: 'DELETE /v2/bgp-settings/{uuid}/prefixes',
    method: 'DELETE',
    url: () => `/v2/bgp-settings/${ids.madeSession}/prefixes`,
    foreign: () => `/v2/bgp-settings/${initech.session}/prefixes`,
    isMutation: true,
    bad: [
      { input: { body: { bgp_prefix_uuid: 'x' } }, fields: { body: REQUIRED } },
      { input: { body: [7] }, fields: { '0': 'Not a valid bgp_prefix_uuid' } },
      { input: { path: '/v2/bgp-settings/not-a-uuid/prefixes', body: [] }, fields: { uuid: 'Not a valid uuid' } },
    ],
    good: {
      body: () => [ids.madePrefix],
      expect: (response) =>
        expect(response.json().map((item: { prefix: string; type: string }) => `${item.type} ${item.prefix}`)).toEqual([
          'in 10.0.0.0/8',
          'out 192.168.0.0/16',
        ]),
    },
  },
  {
    route: 'DELETE /v2/services/cloud-routers/{id}/connections/{cid}/bgp/{uuid}',
    method: 'DELETE',
    url: () => `${AWS}/bgp/${ids.madeSession}`,
    foreign: () => `${foreignConnection()}/bgp/${initech.session}`,
    isMutation: true,
    bad: [{ input: { path: `${AWS}/bgp/not-a-uuid` }, fields: { uuid: 'Not a valid uuid' } }],
    good: {
      expect: (response) => expect(response.json()).toEqual({ message: 'The BGP session has been deleted.' }),
    },
  },
];

function send(route: RouteCase, url: string, session: Session | null, input: Input = {}) {
  const body = typeof input.body === 'function' ? (input.body as () => unknown)() : input.body;
  return harness.app.inject({
    method: route.method,
    url: `${input.path ?? url}${input.query ?? ''}`,
    headers: session?.bearer ?? {},
    ...(body === undefined ? {} : { payload: body as never }),
  });
}

/** The first bad input (or the good one), which passes validation where a 401, 403 or 404 comes before it. */
const anyInput = (route: RouteCase): Input => route.good;

describe.each(CASES)('$route', (route) => {
  it('answers 401 without a session', async () => {
    const response = await send(route, route.url(), null, anyInput(route));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });

  it('answers 400 naming each bad field with its message', async () => {
    for (const { input, fields } of route.bad) {
      const response = await send(route, route.url(), sessions.demo, input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(response.json().fields, JSON.stringify(input)).toEqual(fields);
    }
  });

  it.runIf(route.isMutation)('answers 403 to the read-only group', async () => {
    const response = await send(route, route.url(), sessions.readonly, anyInput(route));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });

  it.runIf(route.foreign !== undefined)('answers 404 for another customer’s object', async () => {
    const response = await send(route, route.foreign?.() ?? '', sessions.demo, anyInput(route));
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('succeeds', async () => {
    const response = await send(route, route.url(), route.isMutation ? sessions.demo : sessions.readonly, route.good);
    expect(response.statusCode, response.body).toBe(200);
    route.good.expect(response);
  });
});

describe('what the successes left behind', () => {
  it('the BGP session deleted through …/bgp/{uuid} is gone, and a delete of it again is a 404', async () => {
    const url = `${AWS}/bgp/${ids.madeSession}`;
    const headers = sessions.demo.bearer;
    expect((await harness.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'GET', url: `${AWS}/bgp`, headers })).json()).toHaveLength(1);
  });

  it('Initech’s session kept its prefixes through every refused call', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/v2/bgp-settings/${initech.session}/prefixes`,
      headers: sessions.other.bearer,
    });
    expect(response.json()).toHaveLength(1);
  });

  it('the last "in" or "out" prefix of a session is not deleted', async () => {
    const url = `/v2/bgp-settings/${ids.branchSession}/prefixes`;
    const headers = sessions.demo.bearer;
    const prefixes = (await harness.app.inject({ method: 'GET', url, headers })).json();
    const outs = prefixes.filter((item: { type: string }) => item.type === 'out');
    const refused = await harness.app.inject({
      method: 'DELETE',
      url,
      headers,
      payload: outs.map((item: { bgp_prefix_uuid: string }) => item.bgp_prefix_uuid),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ body: IN_AND_OUT });
  });
});
