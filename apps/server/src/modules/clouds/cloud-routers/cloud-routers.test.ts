import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bgpSessions } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { DEMO_PORTS } from '../../../seed/demo-ports.js';
import { ipsecOrderBody } from '../../../testing/ipsec-order.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'cloud-routers-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
});
afterAll(async () => {
  await harness?.close();
});

const URL = '/v2/services/cloud-routers';
const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => harness.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as never }) });

const routerOrder = (extra: Record<string, unknown> = {}) => ({
  name: 'test-cr',
  regions: ['US'],
  capacity: '1Gbps',
  subscription_term: 12,
  ...extra,
});

const ipsecOrder = (extra: Record<string, unknown> = {}) =>
  ipsecOrderBody('38.104.25.10', { speed: '500Mbps', ...extra });

const session = (extra: Record<string, unknown> = {}) => ({
  address_family: 'v4',
  remote_asn: 65010,
  l3_address: '169.254.10.1/30',
  remote_address: '169.254.10.2',
  prefixes: [
    { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'in', local_preference: 200 },
    { prefix: '0.0.0.0/0', match_type: 'orlonger', type: 'out' },
  ],
  ...extra,
});

/** A v6 session's filter: IPv6 in and out. */
const SIX_PREFIXES = [
  { prefix: '2001:db8::/32', match_type: 'orlonger', type: 'in' },
  { prefix: '::/0', match_type: 'orlonger', type: 'out' },
];

async function createRouter(headers = demo.bearer): Promise<string> {
  const created = await inject('POST', URL, headers, routerOrder());
  expect(created.statusCode).toBe(201);
  await runner.drain();
  return created.json().circuit_id;
}

describe('cloud routers', () => {
  it('refuses without a session, to the read-only group and with the exact messages', async () => {
    expect((await harness.app.inject({ method: 'POST', url: URL, payload: routerOrder() })).statusCode).toBe(401);
    const forbidden = await inject('POST', URL, readonly.bearer, routerOrder());
    expect(forbidden.statusCode).toBe(403);
    const asn = await inject('POST', URL, demo.bearer, routerOrder({ asn: 65535 }));
    expect(asn.statusCode).toBe(400);
    expect(asn.json().fields).toEqual({ asn: 'ASN value must be 4556 or in the range 64512-65534 inclusive' });
    const capacity = await inject('POST', URL, demo.bearer, routerOrder({ capacity: '3Gbps' }));
    expect(capacity.json().fields.capacity).toMatch(/^Invalid value, must be one of "100Mbps, 500Mbps/);
    const regions = await inject('POST', URL, demo.bearer, routerOrder({ regions: ['EU'] }));
    expect(regions.json().fields).toEqual({ 'regions.0': 'Invalid value, must be one of "US, UK".' });
  });

  it('orders a router that turns active, lists, reads, renames and deletes it; another customer gets 404', async () => {
    const created = await inject('POST', URL, demo.bearer, routerOrder({ asn: 64600, regions: ['US', 'UK'] }));
    expect(created.statusCode).toBe(201);
    const router = created.json();
    expect(router).toMatchObject({
      asn: 64600,
      capacity: '1Gbps',
      regions: [
        { code: 'US', name: 'North America' },
        { code: 'UK', name: 'EMEA' },
      ],
      state: 'requested',
      summary: 'provisioning',
      price: { mrc: expect.any(Number), nrc: 0 },
    });
    expect(router.circuit_id).toMatch(/^PF-L3-CUST-\d{7}$/);
    await runner.drain();
    const read = await inject('GET', `${URL}/${router.circuit_id}`, demo.bearer);
    expect(read.json()).toMatchObject({ state: 'active', summary: 'active', connection_count: 0 });
    expect(
      (await inject('GET', URL, demo.bearer)).json().map((item: { circuit_id: string }) => item.circuit_id),
    ).toContain(router.circuit_id);
    expect((await inject('GET', `${URL}/${router.circuit_id}`, other.bearer)).statusCode).toBe(404);
    const renamed = await inject('PATCH', `${URL}/${router.circuit_id}`, demo.bearer, { name: 'renamed-cr' });
    expect(renamed.json().name).toBe('renamed-cr');
    const removed = await inject('DELETE', `${URL}/${router.circuit_id}`, demo.bearer);
    expect(removed.statusCode).toBe(200);
    await runner.drain();
    expect((await inject('GET', `${URL}/${router.circuit_id}`, demo.bearer)).statusCode).toBe(404);
  });

  it('answers a retried order (same Idempotency-Key and body) with the router the first one made', async () => {
    const headers = { ...demo.bearer, 'idempotency-key': 'cr-order-retry-1' };
    const first = await inject('POST', URL, headers, routerOrder({ name: 'retried-cr' }));
    expect(first.statusCode).toBe(201);
    const again = await inject('POST', URL, headers, routerOrder({ name: 'retried-cr' }));
    expect(again.json().circuit_id).toBe(first.json().circuit_id);
    const named = (await inject('GET', URL, demo.bearer))
      .json()
      .filter((item: { name: string }) => item.name === 'retried-cr');
    expect(named).toHaveLength(1);
    const changed = await inject('POST', URL, headers, routerOrder({ name: 'another-cr' }));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('This Idempotency-Key was already used for a different request.');
    await runner.drain();
    expect((await inject('DELETE', `${URL}/${first.json().circuit_id}`, demo.bearer)).statusCode).toBe(200);
    await runner.drain();
  });
});

describe('connections and BGP', () => {
  let router: string;
  let ipsec: string;
  let port: string;

  beforeAll(async () => {
    router = await createRouter();
  });

  it('adds an IPsec connection with every IPsec rule, the gateway unique, the key never answered', async () => {
    const url = `${URL}/${router}/connections/ipsec`;
    const privateGateway = await inject('POST', url, demo.bearer, ipsecOrder({ gateway_address: '10.0.0.1' }));
    expect(privateGateway.json().fields).toEqual({ gateway_address: 'This address is not allowed.' });
    const group = await inject('POST', url, demo.bearer, ipsecOrder({ phase1_group: 'group3', ike_version: 3 }));
    expect(group.json().fields.phase1_group).toBe(
      'Invalid value, must be one of "group1, group2, group5, group14, group15, group16, group19, group20, group24".',
    );
    expect(group.json().fields.ike_version).toBeDefined();
    const lifetime = await inject('POST', url, demo.bearer, ipsecOrder({ phase2_lifetime: 90 }));
    expect(lifetime.json().fields).toEqual({ phase2_lifetime: 'Value must be between 180 and 86400, inclusive.' });
    const speed = await inject('POST', url, demo.bearer, ipsecOrder({ speed: '5Gbps' }));
    expect(speed.statusCode).toBe(400);

    const created = await inject('POST', url, demo.bearer, ipsecOrder());
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain('branch-secret-key-1');
    ipsec = created.json().cloud_circuit_id;
    expect(created.json()).toMatchObject({
      connection_type: 'ipsec',
      ipsec: { customer_gateway_address: '38.104.25.10', ike_version: 2, has_shared_key: true },
    });
    const again = await inject('POST', url, demo.bearer, ipsecOrder());
    expect(again.json().fields).toEqual({ gateway_address: 'This address is not unique.' });
    const uniqueness = await inject(
      'GET',
      '/v2/services/ipsec/gateway_address/uniqueness?gateway_address=38.104.25.10',
      demo.bearer,
    );
    expect(uniqueness.json()).toEqual({ gateway_address: '38.104.25.10', is_unique: false });
    await runner.drain();
    const ipsecRead = await inject('GET', `/v2/services/ipsec/${ipsec}`, demo.bearer);
    expect(ipsecRead.json()).toMatchObject({ circuit_id: ipsec, phase2_encryption_algo: 'aes-256-gcm' });
    expect(ipsecRead.body).not.toContain('branch-secret-key-1');
    expect((await inject('GET', `/v2/services/ipsec/${ipsec}`, other.bearer)).statusCode).toBe(404);
    const patched = await inject('PATCH', `/v2/services/ipsec/${ipsec}`, demo.bearer, {
      phase1_lifetime: 3600,
      pre_shared_key: 'another-secret-key',
    });
    expect(patched.json()).toMatchObject({ phase1_lifetime: 3600, has_shared_key: true });
    expect(patched.body).not.toContain('another-secret-key');
  });

  it('refuses BGP settings outside spec 5 with the exact messages', async () => {
    const url = `${URL}/${router}/connections/${ipsec}/bgp`;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ md5: 'short' }, { md5: 'The min length is 6' }],
      [{ as_prepend: 6 }, { as_prepend: 'Value must be between 0 and 5, inclusive.' }],
      [{ multihop_ttl: 5 }, { multihop_ttl: 'Value must be between 1 and 4, inclusive.' }],
      [{ bfd_interval: 2 }, { bfd_interval: 'Value must be between 3 and 30000, inclusive.' }],
      [{ bfd_multiplier: 17 }, { bfd_multiplier: 'Value must be between 2 and 16, inclusive.' }],
      [{ remote_asn: 4294967295 }, { remote_asn: 'ASN value must be in the range 1-4294967294 inclusive' }],
      [{ med: 4294967296 }, { med: 'Value must be between 0 and 4294967295, inclusive.' }],
      [
        {
          prefixes: [
            { prefix: '10.0.0.1/8', type: 'in' },
            { prefix: '0.0.0.0/0', type: 'out' },
          ],
        },
        { 'prefixes.0.prefix': 'This prefix has host bits set. Last octet must be 0, unless mask is /32.' },
      ],
      [
        {
          prefixes: [
            { prefix: '10.0.0.0/8', type: 'in' },
            { prefix: '10.0.0.0/8', type: 'in' },
            { prefix: '0.0.0.0/0', type: 'out' },
          ],
        },
        { 'prefixes.1.prefix': 'This prefix is already added. Please enter a unique prefix.' },
      ],
      // One IPv6 network written two ways is one prefix (of a v6 session: a v4 one takes IPv4 prefixes only).
      [
        {
          address_family: 'v6',
          l3_address: 'fd00:10::1/64',
          remote_address: 'fd00:10::2',
          prefixes: [
            { prefix: '2001:db8::/32', type: 'in' },
            { prefix: '2001:DB8:0:0::/32', type: 'in' },
            { prefix: '::/0', type: 'out' },
          ],
        },
        { 'prefixes.1.prefix': 'This prefix is already added. Please enter a unique prefix.' },
      ],
      [
        {
          prefixes: [
            { prefix: '2001:db8::/32', type: 'in' },
            { prefix: '0.0.0.0/0', type: 'out' },
          ],
        },
        { 'prefixes.0.prefix': 'This is an IPv6 prefix: a v4 session takes IPv4 prefixes.' },
      ],
      [
        {
          prefixes: Array.from({ length: 1001 }, (_, index) => ({
            prefix: `10.${Math.floor(index / 256)}.${index % 256}.0/24`,
            type: index === 0 ? 'out' : 'in',
          })),
        },
        { prefixes: 'Maximum number of prefixes added.' },
      ],
      [{ l3_address: '169.254.10.1' }, { l3_address: 'Not a valid mask' }],
      [{ l3_address: '169.254.10.1/33' }, { l3_address: 'Not a valid mask' }],
      [{ l3_address: '169.254.10.1/3x' }, { l3_address: 'Not a valid mask' }],
      [
        { address_family: 'v6', l3_address: 'fd00::1/96', remote_address: 'fd00::2', prefixes: SIX_PREFIXES },
        { l3_address: 'Not a valid mask' },
      ],
      [
        { address_family: 'v6', remote_address: 'fd00::2', prefixes: SIX_PREFIXES },
        { l3_address: 'This is an IPv4 address: a v6 session takes IPv6 addresses.' },
      ],
      // A v6 session's filter is IPv6 (issue 18), each prefix of the other family named.
      [
        { address_family: 'v6', l3_address: 'fd00::1/64', remote_address: 'fd00::2' },
        {
          'prefixes.0.prefix': 'This is an IPv4 prefix: a v6 session takes IPv6 prefixes.',
          'prefixes.1.prefix': 'This is an IPv4 prefix: a v6 session takes IPv6 prefixes.',
        },
      ],
      [{ remote_address: '169.254.10.9' }, { remote_address: 'Must be a valid IP in range of 169.254.10.0/30.' }],
    ];
    for (const [change, fields] of cases) {
      const response = await inject('POST', url, demo.bearer, session(change));
      expect(response.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
  });

  it('establishes a session whose routes pass the import filter; another session receives them', async () => {
    const url = `${URL}/${router}/connections/${ipsec}/bgp`;
    const created = await inject('POST', url, demo.bearer, session({ md5: 'bgp-md5-key' }));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ bgp_state: 'configuring', md5: 'bgp-md5-key' });
    await runner.drain();
    const uuid = created.json().bgp_settings_uuid;
    const read = await inject('GET', `${url}/${uuid}`, demo.bearer);
    expect(read.json()).toMatchObject({ bgp_state: 'established', state_reason: null, subnet: '169.254.10.0/30' });
    // The key is sealed at rest in the session and in its simulated peer, which opens it to compare the two.
    const [stored] = await harness.database.db.select().from(bgpSessions).where(eq(bgpSessions.id, uuid));
    expect(JSON.stringify(stored)).not.toContain('bgp-md5-key');
    expect(stored?.peer.md5).toMatch(/^enc:v1:/);
    const received = await inject(
      'GET',
      `${URL}/${router}/connections/${ipsec}/bgp-routes?route_type=received`,
      demo.bearer,
    );
    expect(received.json().length).toBe(2);
    for (const route of received.json()) {
      expect(route).toMatchObject({ local_preference: 200, next_hop: '169.254.10.2', as_path: '65010', is_best: true });
      expect(route.prefix).toMatch(/^192\.168\.\d+\.0\/24$/);
    }

    // The customer's own port, whose peer advertises 10.x/16, 203.0.113.0/24, 198.51.100.0/24.
    const portConnection = await inject('POST', `${URL}/${router}/connections/packetfabric`, demo.bearer, {
      description: 'NYC port',
      port_circuit_id: DEMO_PORTS.nyc,
      vlan: 3001,
      speed: '1Gbps',
    });
    expect(portConnection.statusCode).toBe(201);
    port = portConnection.json().cloud_circuit_id;
    // The VLAN is now the port's: its summary shows it, and a second connection (or a VC) cannot take it.
    const summary = (await inject('GET', `/v2/ports/${DEMO_PORTS.nyc}/vlan-summary`, demo.bearer)).json();
    expect(summary.used_vlans).toContain(3001);
    const twice = await inject('POST', `${URL}/${router}/connections/packetfabric`, demo.bearer, {
      description: 'NYC port again',
      port_circuit_id: DEMO_PORTS.nyc,
      vlan: 3001,
      speed: '1Gbps',
    });
    expect(twice.statusCode).toBe(400);
    // A retried order with its Idempotency-Key answers the connection the first one made, not a VLAN refusal.
    const keyed = { ...demo.bearer, 'idempotency-key': 'cr-port-connection-1' };
    const portOrder = { description: 'NYC port 2', port_circuit_id: DEMO_PORTS.nyc, vlan: 3002, speed: '1Gbps' };
    const keyedFirst = await inject('POST', `${URL}/${router}/connections/packetfabric`, keyed, portOrder);
    expect(keyedFirst.statusCode).toBe(201);
    const keyedAgain = await inject('POST', `${URL}/${router}/connections/packetfabric`, keyed, portOrder);
    expect(keyedAgain.json().cloud_circuit_id).toBe(keyedFirst.json().cloud_circuit_id);
    expect(twice.json().fields).toEqual({ vlan: `VLAN 3001 is already in use on ${DEMO_PORTS.nyc}.` });
    await runner.drain();
    const portSession = await inject('POST', `${URL}/${router}/connections/${port}/bgp`, demo.bearer, {
      remote_asn: 64496,
      l3_address: '169.254.20.1/30',
      remote_address: '169.254.20.2',
      prefixes: [
        { prefix: '203.0.113.0/24', match_type: 'exact', type: 'in' },
        { prefix: '198.51.100.0/24', match_type: 'exact', type: 'in' },
        { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'out', as_prepend: 2, med: 50 },
      ],
    });
    expect(portSession.statusCode).toBe(200);
    await runner.drain();
    const advertised = await inject(
      'GET',
      `${URL}/${router}/connections/${port}/bgp-routes?route_type=advertised`,
      demo.bearer,
    );
    expect(advertised.json().length).toBe(2);
    expect(advertised.json()[0]).toMatchObject({ as_path: '4556 4556 4556 65010', med: 50, next_hop: '169.254.20.1' });
    const rejected = await inject(
      'GET',
      `${URL}/${router}/connections/${port}/bgp-routes?route_type=rejected`,
      demo.bearer,
    );
    expect(rejected.json().map((route: { reason: string }) => route.reason)).toContain('No import prefix matches');
    const toIpsec = await inject(
      'GET',
      `${URL}/${router}/connections/${ipsec}/bgp-routes?route_type=advertised`,
      demo.bearer,
    );
    expect(
      toIpsec
        .json()
        .map((route: { prefix: string }) => route.prefix)
        .sort(),
    ).toEqual(['198.51.100.0/24', '203.0.113.0/24']);

    const glass = await inject('GET', `${URL}/${router}/looking-glass?address=203.0.113.77`, demo.bearer);
    expect(glass.json()).toMatchObject({
      found: true,
      prefix: '203.0.113.0/24',
      next_hop: '169.254.20.2',
      cloud_circuit_id: port,
    });
    const nowhere = await inject('GET', `${URL}/${router}/looking-glass?address=8.8.8.8`, demo.bearer);
    expect(nowhere.json()).toMatchObject({ found: false, prefix: null });

    const all = await inject('GET', `${URL}/${router}/all-routes?type=received&cloud_circuit_id=${port}`, demo.bearer);
    expect(
      all
        .json()
        .map((route: { prefix: string }) => route.prefix)
        .sort(),
    ).toEqual(['198.51.100.0/24', '203.0.113.0/24']);
  });

  it('previews a draft policy (what-if) without saving it', async () => {
    const [first] = (await inject('GET', `${URL}/${router}/connections/${ipsec}/bgp`, demo.bearer)).json();
    const url = `${URL}/${router}/connections/${ipsec}/bgp/${first.bgp_settings_uuid}/dry-run`;
    const preview = await inject('POST', url, demo.bearer, {
      prefixes: [{ prefix: '0.0.0.0/0', match_type: 'orlonger', type: 'out' }],
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().summary.rejected).toBe(4); // two imports refused here, so the port no longer gets them
    const imports = preview
      .json()
      .changes.filter(
        (change: { direction: string; cloud_circuit_id: string }) =>
          change.direction === 'import' && change.cloud_circuit_id === ipsec,
      );
    expect(
      imports.every(
        (change: { outcome: string; after: unknown }) => change.outcome === 'rejected' && change.after === null,
      ),
    ).toBe(true);
    const wrongAsn = await inject('POST', url, demo.bearer, { remote_asn: 65099 });
    expect(wrongAsn.json()).toMatchObject({
      bgp_state: 'idle',
      state_reason: "Bad peer AS: the peer's OPEN names AS 65010, the session expects AS 65099",
    });
    const still = await inject(
      'GET',
      `${URL}/${router}/connections/${ipsec}/bgp-routes?route_type=received`,
      demo.bearer,
    );
    expect(still.json().length).toBe(2);
  });

  it('turns a session off and on (PUT), with a mismatched ASN it stays down with the reason, and logs it', async () => {
    const url = `${URL}/${router}/connections/${ipsec}/bgp`;
    const [current] = (await inject('GET', url, demo.bearer)).json();
    const body = { ...session({ md5: 'bgp-md5-key' }), bgp_settings_uuid: current.bgp_settings_uuid };
    await inject('PUT', url, demo.bearer, { ...body, disabled: true });
    await runner.drain();
    expect((await inject('GET', `${url}/${current.bgp_settings_uuid}`, demo.bearer)).json()).toMatchObject({
      bgp_state: 'idle',
      state_reason: 'Administratively disabled',
      disabled: true,
    });
    const none = await inject(
      'GET',
      `${URL}/${router}/connections/${ipsec}/bgp-routes?route_type=received`,
      demo.bearer,
    );
    expect(none.json()).toEqual([]);
    await inject('PUT', url, demo.bearer, { ...body, remote_asn: 65099 });
    await runner.drain();
    expect((await inject('GET', `${url}/${current.bgp_settings_uuid}`, demo.bearer)).json().state_reason).toBe(
      "Bad peer AS: the peer's OPEN names AS 65010, the session expects AS 65099",
    );
    await inject('PUT', url, demo.bearer, body);
    await runner.drain();
    expect((await inject('GET', `${url}/${current.bgp_settings_uuid}`, demo.bearer)).json().bgp_state).toBe(
      'established',
    );
    const logs = await inject('GET', `${URL}/${router}/bgp-logs?cloud_circuit_id=${ipsec}`, demo.bearer);
    const messages = logs.json().map((entry: { message: string }) => entry.message);
    expect(messages).toContain('BGP session disabled; reconfiguring');
    expect(
      messages.some((message: string) => message.includes('idle → connect → opensent → openconfirm → established')),
    ).toBe(true);
    expect(messages.some((message: string) => message.startsWith('BGP state idle: Administratively disabled'))).toBe(
      true,
    );
  });

  it('adds, lists and removes prefixes under /bgp-settings/{uuid}/prefixes', async () => {
    const [current] = (await inject('GET', `${URL}/${router}/connections/${ipsec}/bgp`, demo.bearer)).json();
    const url = `/v2/bgp-settings/${current.bgp_settings_uuid}/prefixes`;
    const added = await inject('POST', url, demo.bearer, [
      { prefix: '172.16.0.0/12', match_type: 'orlonger', type: 'in' },
    ]);
    expect(added.json()).toMatchObject([{ prefix: '172.16.0.0/12', type: 'in' }]);
    const duplicate = await inject('POST', url, demo.bearer, [{ prefix: '172.16.0.0/12', type: 'in' }]);
    expect(duplicate.json().fields).toEqual({
      '0.prefix': 'This prefix is already added. Please enter a unique prefix.',
    });
    const sixes = await inject('POST', url, demo.bearer, [{ prefix: '2001:db8::/32', type: 'in' }]);
    expect(sixes.statusCode).toBe(400);
    expect(sixes.json().fields).toEqual({ '0.prefix': 'This is an IPv6 prefix: a v4 session takes IPv4 prefixes.' });
    // A v6 session's filter takes IPv6 prefixes, one network written two ways once.
    const sessions = `${URL}/${router}/connections/${ipsec}/bgp`;
    const v6 = await inject(
      'POST',
      sessions,
      demo.bearer,
      session({
        address_family: 'v6',
        l3_address: 'fd00:10::1/64',
        remote_address: 'fd00:10::2',
        prefixes: [
          { prefix: '2001:db8::/32', type: 'in' },
          { prefix: '::/0', type: 'out' },
        ],
      }),
    );
    expect(v6.statusCode, v6.body).toBe(200);
    const sameNetwork = await inject('POST', `/v2/bgp-settings/${v6.json().bgp_settings_uuid}/prefixes`, demo.bearer, [
      { prefix: '2001:db8:0::/48', type: 'in' },
      { prefix: '2001:0DB8::/32', type: 'in' },
    ]);
    expect(sameNetwork.statusCode).toBe(400);
    expect(sameNetwork.json().fields).toEqual({
      '1.prefix': 'This prefix is already added. Please enter a unique prefix.',
    });
    expect((await inject('DELETE', `${sessions}/${v6.json().bgp_settings_uuid}`, demo.bearer)).statusCode).toBe(200);
    expect((await inject('GET', url, demo.bearer)).json()).toHaveLength(3);
    expect((await inject('GET', url, other.bearer)).statusCode).toBe(404);
    const remaining = await inject('DELETE', url, demo.bearer, [added.json()[0].bgp_prefix_uuid]);
    expect(remaining.json()).toHaveLength(2);
    await runner.drain();
    // The last "in" and the last "out" prefix stay, as create and PUT require one of each.
    for (const type of ['in', 'out']) {
      const last = remaining.json().filter((item: { type: string }) => item.type === type);
      const refused = await inject(
        'DELETE',
        url,
        demo.bearer,
        last.map((item: { bgp_prefix_uuid: string }) => item.bgp_prefix_uuid),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ body: 'A BGP session needs at least one "in" and one "out" prefix.' });
    }
    expect((await inject('GET', url, demo.bearer)).json()).toHaveLength(2);
  });

  it('refuses to delete a router with connections, then deletes the connection', async () => {
    const refused = await inject('DELETE', `${URL}/${router}`, demo.bearer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ id: 'Delete the connections of this cloud router first.' });
    const deleted = await inject('DELETE', `${URL}/${router}/connections/${port}`, demo.bearer);
    expect(deleted.json().message).toMatch(/successfully deleted/);
    await runner.drain();
    expect((await inject('GET', `${URL}/${router}/connections/${port}`, demo.bearer)).statusCode).toBe(404);
  });
});
