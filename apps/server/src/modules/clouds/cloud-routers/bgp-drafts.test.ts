import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { ipsecOrderBody } from '../../../testing/ipsec-order.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
let router: string;
/** A NAT- and DNAT-capable IPsec connection with a session, a plain one with a session, and one without. */
let natted: string;
let plain: string;
let bare: string;

type Route = { prefix: string; type: string; cloud_circuit_id: string };

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session | undefined, payload?: unknown) =>
  harness.app.inject({
    method,
    url,
    headers: session?.bearer ?? {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

const base = () => `/v2/services/cloud-routers/${router}`;

const ipsecOrder = (gateway: string, extra: Record<string, unknown> = {}) =>
  ipsecOrderBody(gateway, { description: `VPN ${gateway}`, shared_key: 'draft-secret-key-1', ...extra });

const session = (third: number, extra: Record<string, unknown> = {}) => ({
  remote_asn: 65010 + third,
  l3_address: `169.254.${third}.1/30`,
  remote_address: `169.254.${third}.2`,
  prefixes: [
    { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'in' },
    { prefix: '0.0.0.0/0', match_type: 'orlonger', type: 'out' },
  ],
  ...extra,
});

async function connect(gateway: string, extra: Record<string, unknown> = {}): Promise<string> {
  const created = await inject('POST', `${base()}/connections/ipsec`, demo, ipsecOrder(gateway, extra));
  expect(created.statusCode).toBe(201);
  return created.json().cloud_circuit_id;
}

const routes = async () => (await inject('GET', `${base()}/all-routes`, demo)).json() as Route[];
const prefixesOf = (all: Route[], circuit: string, type: string) =>
  all.filter((route) => route.cloud_circuit_id === circuit && route.type === type).map((route) => route.prefix);

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'cr-bgp-drafts-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  router = (
    await inject('POST', '/v2/services/cloud-routers', demo, { name: 'drafts-cr', regions: ['US'], capacity: '1Gbps' })
  ).json().circuit_id;
  await runner.drain();
  natted = await connect('38.104.40.1', { maybe_nat: true, maybe_dnat: true });
  plain = await connect('38.104.40.2');
  bare = await connect('38.104.40.3');
  await runner.drain();
  for (const [cid, third] of [
    [natted, 41],
    [plain, 42],
  ] as const) {
    expect((await inject('POST', `${base()}/connections/${cid}/bgp`, demo, session(third))).statusCode).toBe(200);
  }
  await runner.drain();
});
afterAll(async () => {
  await harness?.close();
});

describe('what-if of a BGP session not saved yet (POST …/connections/{cid}/bgp/dry-run)', () => {
  const url = () => `${base()}/connections/${bare}/bgp/dry-run`;

  it('401 without a session, 400 with the exact message, 403 for the read-only group, 404 on a foreign router', async () => {
    expect((await inject('POST', url(), undefined, session(43))).statusCode).toBe(401);
    const mask = await inject('POST', url(), demo, session(43, { l3_address: '169.254.43.1/40' }));
    expect(mask.statusCode).toBe(400);
    expect(mask.json().fields).toEqual({ l3_address: 'Not a valid mask' });
    const nat = await inject('POST', url(), demo, session(43, { nat: { pre_nat_sources: ['192.168.0.0/16'] } }));
    expect(nat.json().fields).toEqual({
      nat: 'This connection is not NAT capable: NAT needs a connection ordered with maybe_nat.',
    });
    expect((await inject('POST', url(), readonly, session(43))).statusCode).toBe(200);
    const foreign = await inject('POST', url(), other, session(43));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Cloud router not found');
  });

  it("answers the connection's routes the draft would accept or refuse and what the others gain; saves nothing", async () => {
    const narrow = session(43, {
      prefixes: [
        { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'in' },
        { prefix: '10.0.0.0/8', match_type: 'orlonger', type: 'out' },
      ],
    });
    const preview = await inject('POST', url(), demo, narrow);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({ bgp_state: 'established', state_reason: null });
    type Change = {
      cloud_circuit_id: string;
      bgp_settings_uuid: string | null;
      direction: string;
      outcome: string;
      prefix: string;
    };
    const own = (body.changes as Change[]).filter((change) => change.cloud_circuit_id === bare);
    const imports = own.filter((change) => change.direction === 'import');
    expect(imports).toHaveLength(2);
    expect(imports.every((change) => change.outcome === 'accepted' && change.bgp_settings_uuid === null)).toBe(true);
    // The other sessions are offered the new LAN routes, and their filters (0.0.0.0/0 out) advertise them.
    const gained = (body.changes as Change[]).filter(
      (change) => change.cloud_circuit_id === plain && change.direction === 'export' && change.outcome === 'accepted',
    );
    expect(gained.map((change) => change.prefix).sort()).toEqual(imports.map((change) => change.prefix).sort());
    expect(body.summary.accepted).toBeGreaterThanOrEqual(4);
    expect((await inject('GET', `${base()}/connections/${bare}/bgp`, demo)).json()).toEqual([]);

    const refusing = await inject('POST', url(), demo, {
      ...narrow,
      prefixes: [
        { prefix: '172.16.0.0/12', match_type: 'orlonger', type: 'in' },
        { prefix: '10.0.0.0/8', match_type: 'orlonger', type: 'out' },
      ],
    });
    const refused = (refusing.json().changes as Change[]).filter(
      (change) => change.cloud_circuit_id === bare && change.direction === 'import',
    );
    expect(refused.map((change) => [change.outcome, (change as unknown as { reason: string }).reason])).toEqual([
      ['unchanged', 'No import prefix matches'],
      ['unchanged', 'No import prefix matches'],
    ]);
    expect(refusing.json().summary.accepted).toBe(0);
  });
});

describe('NAT in the routing: pools and destination NAT are what the router holds and advertises', () => {
  it('source NAT: the others are sent the pool, the looking glass answers the pool and hides the private LAN', async () => {
    const [current] = (await inject('GET', `${base()}/connections/${natted}/bgp`, demo)).json();
    const lan = prefixesOf(await routes(), natted, 'received');
    expect(lan).toHaveLength(2);
    expect(prefixesOf(await routes(), plain, 'advertised')).toEqual(expect.arrayContaining(lan));
    const nat = { pre_nat_sources: ['192.168.0.0/16'], pool_prefixes: ['23.159.200.8/29'], direction: 'output' };
    const saved = await inject('PUT', `${base()}/connections/${natted}/bgp`, demo, {
      ...session(41, { nat }),
      bgp_settings_uuid: current.bgp_settings_uuid,
    });
    expect(saved.statusCode).toBe(200);
    await runner.drain();
    const after = await routes();
    expect(prefixesOf(after, natted, 'received')).toEqual(lan);
    expect(prefixesOf(after, plain, 'advertised')).toContain('23.159.200.8/29');
    expect(prefixesOf(after, plain, 'advertised').some((prefix) => lan.includes(prefix))).toBe(false);
    const glass = (await inject('GET', `${base()}/looking-glass?address=23.159.200.9`, demo)).json();
    expect(glass).toMatchObject({
      found: true,
      prefix: '23.159.200.8/29',
      cloud_circuit_id: natted,
      nat: { nat_type: 'overload', private_prefixes: lan, conditional_prefix: null },
    });
    const hidden = await inject('GET', `${base()}/looking-glass?address=${lan[0]?.replace(/0\/24$/, '7')}`, demo);
    expect(hidden.json()).toMatchObject({ found: false, nat: null });
  });

  it('destination NAT: the public address is held and answered with the private address it maps to', async () => {
    const [current] = (await inject('GET', `${base()}/connections/${natted}/bgp`, demo)).json();
    const [lan] = prefixesOf(await routes(), natted, 'received');
    const privateIp = lan?.replace(/0\/24$/, '25') ?? '';
    const nat = {
      nat_type: 'inline_dnat',
      dnat_mappings: [{ private_ip: privateIp, public_ip: '23.159.200.30', conditional_prefix: '198.51.100.0/24' }],
    };
    const saved = await inject('PUT', `${base()}/connections/${natted}/bgp`, demo, {
      ...session(41, { nat }),
      bgp_settings_uuid: current.bgp_settings_uuid,
    });
    expect(saved.statusCode).toBe(200);
    await runner.drain();
    expect(prefixesOf(await routes(), plain, 'advertised')).toContain('23.159.200.30/32');
    const glass = (await inject('GET', `${base()}/looking-glass?address=23.159.200.30`, demo)).json();
    expect(glass).toMatchObject({
      found: true,
      prefix: '23.159.200.30/32',
      next_hop: '169.254.41.2',
      cloud_circuit_id: natted,
      nat: { nat_type: 'inline_dnat', private_prefixes: [`${privateIp}/32`], conditional_prefix: '198.51.100.0/24' },
    });
  });

  it.each([
    ['fd00::zz', 'Not a valid IPv6'],
    ['2001:db8::1/64', 'Not a valid IPv6'],
    ['10.0.0.300', 'Not a valid IPv4.'],
  ])('the looking glass refuses %s: %s', async (address, message) => {
    const refused = await inject('GET', `${base()}/looking-glass?address=${encodeURIComponent(address)}`, demo);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ address: message });
  });
});

describe('issue 18: a v4 session takes IPv4 prefixes, NAT and addresses only (create, PUT, what-ifs, prefixes)', () => {
  const V6_PREFIX = 'This is an IPv6 prefix: a v4 session takes IPv4 prefixes.';
  const V6_ADDRESS = 'This is an IPv6 address: a v4 session takes IPv4 addresses.';
  const sixes = {
    prefixes: [
      { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'in' },
      { prefix: '2001:db8::/32', match_type: 'orlonger', type: 'out' },
    ],
    nat: { pre_nat_sources: ['10.1.0.0/16', 'fd00:1::/48'], pool_prefixes: ['23.159.200.0/30'] },
  };

  it('refuses each of the other family on its field, on the create, its what-if and the PUT, as the form does', async () => {
    const bgp = `${base()}/connections/${natted}/bgp`;
    const [current] = (await inject('GET', bgp, demo)).json();
    const expected = { 'prefixes.1.prefix': V6_PREFIX, 'nat.pre_nat_sources.1': V6_PREFIX };
    const attempts = [
      ['POST', `${base()}/connections/${bare}/bgp`, session(44, sixes)],
      ['POST', `${base()}/connections/${bare}/bgp/dry-run`, session(44, sixes)],
      ['PUT', bgp, { ...session(41, sixes), bgp_settings_uuid: current.bgp_settings_uuid }],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect((await inject(method, url, undefined, body)).statusCode, url).toBe(401);
      const refused = await inject(method, url, demo, body);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().fields, url).toEqual(expected);
    }
    expect((await inject('POST', `${base()}/connections/${bare}/bgp`, readonly, session(44))).statusCode).toBe(403);
    // The address of the other family too, with its own message rather than 'Not a valid IPv4.'.
    const address = await inject('POST', `${base()}/connections/${bare}/bgp`, demo, {
      ...session(44),
      l3_address: 'fd00:44::1/64',
    });
    expect(address.json().fields).toEqual({ l3_address: V6_ADDRESS });
    expect((await inject('GET', `${base()}/connections/${bare}/bgp`, demo)).json()).toEqual([]);
  });

  it("the what-if of a saved session and POST /bgp-settings/{uuid}/prefixes take the session's own family", async () => {
    const [current] = (await inject('GET', `${base()}/connections/${natted}/bgp`, demo)).json();
    const dryRun = `${base()}/connections/${natted}/bgp/${current.bgp_settings_uuid}/dry-run`;
    const draft = await inject('POST', dryRun, demo, {
      l3_address: 'fd00:41::1/64',
      remote_address: 'fd00:41::2',
      prefixes: sixes.prefixes,
      nat: sixes.nat,
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().fields).toEqual({
      l3_address: V6_ADDRESS,
      remote_address: V6_ADDRESS,
      'prefixes.1.prefix': V6_PREFIX,
      'nat.pre_nat_sources.1': V6_PREFIX,
    });
    const foreignDraft = await inject('POST', dryRun, other, { prefixes: sixes.prefixes });
    expect(foreignDraft.statusCode).toBe(404);
    const prefixes = `/v2/bgp-settings/${current.bgp_settings_uuid}/prefixes`;
    const add = [{ prefix: '2001:db8:5::/48', match_type: 'exact', type: 'out' }];
    expect((await inject('POST', prefixes, undefined, add)).statusCode).toBe(401);
    expect((await inject('POST', prefixes, readonly, add)).statusCode).toBe(403);
    expect((await inject('POST', prefixes, other, add)).statusCode).toBe(404);
    const refused = await inject('POST', prefixes, demo, add);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ '0.prefix': V6_PREFIX });
    const before = (await inject('GET', prefixes, demo)).json();
    expect(before.map((item: { prefix: string }) => item.prefix)).not.toContain('2001:db8:5::/48');
    const fits = await inject('POST', prefixes, demo, [{ prefix: '10.44.0.0/16', match_type: 'exact', type: 'out' }]);
    expect(fits.statusCode, fits.body).toBe(200);
  });
});

describe('issue 18: an unset MED, local preference or prepend answers null, a set 0 answers 0, and both survive a save', () => {
  it('a session and its lines saved with 0 and unset answer them apart, and a GET put back unchanged keeps both', async () => {
    const bgp = `${base()}/connections/${plain}/bgp`;
    const [current] = (await inject('GET', bgp, demo)).json();
    const body = {
      ...session(42),
      bgp_settings_uuid: current.bgp_settings_uuid,
      med: 0,
      prefixes: [
        { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'in', med: 0, local_preference: 0 },
        { prefix: '0.0.0.0/0', match_type: 'orlonger', type: 'out', as_prepend: 2 },
      ],
    };
    expect((await inject('PUT', bgp, other, body)).statusCode).toBe(404);
    const saved = await inject('PUT', bgp, demo, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      med: 0,
      local_preference: null,
      as_prepend: null,
      prefixes: [
        expect.objectContaining({ prefix: '192.168.0.0/16', med: 0, local_preference: 0, as_prepend: null }),
        expect.objectContaining({ prefix: '0.0.0.0/0', med: null, local_preference: null, as_prepend: 2 }),
      ],
    };
    expect(saved.json()).toMatchObject(expected);
    const read = (await inject('GET', `${bgp}/${current.bgp_settings_uuid}`, demo)).json();
    expect(read).toMatchObject(expected);
    // The answer sent back as it came (nulls, 0s, the lines' uuids and order) changes nothing.
    const { remote_asn, remote_address, l3_address, med, local_preference, as_prepend, prefixes } = read;
    const again = await inject('PUT', bgp, demo, {
      bgp_settings_uuid: current.bgp_settings_uuid,
      ...{ remote_asn, remote_address, l3_address, med, local_preference, as_prepend, prefixes },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject(expected);
    expect((await inject('GET', `${bgp}/${current.bgp_settings_uuid}`, demo)).json()).toMatchObject(expected);
    expect((await inject('GET', `/v2/bgp-settings/${current.bgp_settings_uuid}/prefixes`, demo)).json()).toEqual(
      expected.prefixes,
    );
    // The what-if takes null as unset too.
    const draft = await inject('POST', `${bgp}/${current.bgp_settings_uuid}/dry-run`, demo, { med: null });
    expect(draft.statusCode, draft.body).toBe(200);
  });
});
