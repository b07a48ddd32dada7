import { describe, expect, it } from 'vitest';
import { IP_MESSAGES } from '../network/ip-address.js';
import { NETWORK_MESSAGES } from '../network/network-address.js';
import { establishSession, type Peer, peerRoutes, seedHash } from './peers.js';
import { compilePolicy, matchPolicy, type PolicyEntry } from './policy.js';
import { parseHostAddress, parseInterfaceAddress, parsePrefix, prefixContains, prefixOf } from './prefix.js';
import {
  exportRoute,
  importRoute,
  lookingGlass,
  type Route,
  type RouterInput,
  type SessionConfig,
  selectBestPath,
  simulateRouter,
  whatIf,
} from './router.js';

const entry = (prefix: string, matchType: 'exact' | 'orlonger', extra: Partial<PolicyEntry> = {}): PolicyEntry => ({
  prefix,
  matchType,
  direction: 'in',
  ...extra,
});

describe('routing simulation: prefixes', () => {
  it.each([
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['10.1.2.3/32', '10.1.2.3/32'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    [' 192.168.0.0/16 ', '192.168.0.0/16'],
    ['2001:DB8::/32', '2001:db8::/32'],
    ['2001:db8:0:0:0:0:0:1', '2001:db8::1/128'],
    ['::/0', '::/0'],
  ])('%s parses to %s', (text, canonical) => {
    const parsed = parsePrefix(text);
    expect(parsed.ok && parsed.prefix.text).toBe(canonical);
  });

  it.each([
    ['10.0.0.1/8', NETWORK_MESSAGES.hostBitsSet],
    ['10.0.0.128/24', NETWORK_MESSAGES.hostBitsSet],
    ['2001:db8::1/64', NETWORK_MESSAGES.hostBitsSet],
    ['10.0.0.0', IP_MESSAGES.invalidPrefix],
    ['10.0.0/8', IP_MESSAGES.invalidPrefix],
    ['10.0.0.0/8/1', IP_MESSAGES.invalidPrefix],
    ['banana', IP_MESSAGES.invalidPrefix],
    ['10.0.0.0/33', IP_MESSAGES.invalidMask],
    ['10.0.0.0/08', IP_MESSAGES.invalidMask],
    ['2001:db8::/129', IP_MESSAGES.invalidMask],
  ])('%s is refused: %s', (text, message) => {
    expect(parsePrefix(text)).toEqual({ ok: false, message });
  });

  it('10.0.0.128/25 has no host bits (the real check, not the last-octet wording)', () => {
    expect(parsePrefix('10.0.0.128/25').ok).toBe(true);
  });

  it.each([
    ['10.0.0.0/8', '10.1.0.0/16', true],
    ['10.0.0.0/8', '10.0.0.0/8', true],
    ['10.1.0.0/16', '10.0.0.0/8', false],
    ['10.0.0.0/8', '11.0.0.0/8', false],
    ['10.0.0.0/8', '2001:db8::/32', false],
    ['2001:db8::/32', '2001:db8:ff::/48', true],
    ['0.0.0.0/0', '203.0.113.0/24', true],
  ])('%s contains %s: %s', (outer, inner, expected) => {
    expect(prefixContains(prefixOf(outer), prefixOf(inner))).toBe(expected);
  });

  it('reads interface addresses with their subnet', () => {
    expect(parseInterfaceAddress('169.254.10.1/30')?.network.text).toBe('169.254.10.0/30');
    expect(parseInterfaceAddress('2001:db8::1/127')?.network.text).toBe('2001:db8::/127');
    expect(parseInterfaceAddress('169.254.10.1')).toBeUndefined();
    expect(parseInterfaceAddress('169.254.10.1/33')).toBeUndefined();
    expect(parseHostAddress('not an address')).toBeUndefined();
    expect(() => prefixOf('10.0.0.1/8')).toThrow(NETWORK_MESSAGES.hostBitsSet);
  });
});

describe('routing simulation: prefix filters (exact vs orlonger, precedence)', () => {
  it.each<[string, PolicyEntry[], string, string | undefined]>([
    ['exact matches the same prefix', [entry('10.0.0.0/8', 'exact')], '10.0.0.0/8', '10.0.0.0/8 exact'],
    ['exact does not match a longer prefix', [entry('10.0.0.0/8', 'exact')], '10.1.0.0/16', undefined],
    ['exact does not match a shorter prefix', [entry('10.1.0.0/16', 'exact')], '10.0.0.0/8', undefined],
    ['orlonger matches the prefix itself', [entry('10.0.0.0/8', 'orlonger')], '10.0.0.0/8', '10.0.0.0/8 orlonger'],
    ['orlonger matches a longer prefix', [entry('10.0.0.0/8', 'orlonger')], '10.1.2.0/24', '10.0.0.0/8 orlonger'],
    ['orlonger does not match a shorter prefix', [entry('10.1.0.0/16', 'orlonger')], '10.0.0.0/8', undefined],
    ['orlonger does not match outside', [entry('10.0.0.0/8', 'orlonger')], '11.0.0.0/16', undefined],
    ['0/0 orlonger matches everything', [entry('0.0.0.0/0', 'orlonger')], '203.0.113.0/24', '0.0.0.0/0 orlonger'],
    ['0/0 exact matches only the default', [entry('0.0.0.0/0', 'exact')], '203.0.113.0/24', undefined],
    [
      'the most specific entry wins whatever the order',
      [entry('10.0.0.0/8', 'orlonger'), entry('10.1.0.0/16', 'orlonger')],
      '10.1.5.0/24',
      '10.1.0.0/16 orlonger',
    ],
    [
      'a more specific entry that does not match lets the shorter one decide',
      [entry('10.0.0.0/8', 'orlonger'), entry('10.1.0.0/16', 'exact')],
      '10.1.5.0/24',
      '10.0.0.0/8 orlonger',
    ],
    [
      'at equal length exact wins over orlonger',
      [entry('10.1.0.0/16', 'orlonger'), entry('10.1.0.0/16', 'exact')],
      '10.1.0.0/16',
      '10.1.0.0/16 exact',
    ],
    ['IPv6 orlonger', [entry('2001:db8::/32', 'orlonger')], '2001:db8:1::/48', '2001:db8::/32 orlonger'],
    ['families never cross', [entry('0.0.0.0/0', 'orlonger')], '2001:db8::/32', undefined],
    ['an unparsable entry is skipped', [entry('10.0.0.1/8', 'orlonger')], '10.0.0.0/8', undefined],
  ])('%s', (_name, entries, route, expected) => {
    const matched = matchPolicy(compilePolicy(entries, 'in'), prefixOf(route));
    expect(matched === undefined ? undefined : `${matched.prefix} ${matched.matchType}`).toBe(expected);
  });

  it('keeps the first of duplicate entries and only its own direction', () => {
    const policy = compilePolicy(
      [
        entry('10.0.0.0/8', 'orlonger', { localPreference: 300 }),
        entry('10.0.0.0/8', 'orlonger', { localPreference: 50 }),
        entry('11.0.0.0/8', 'orlonger', { direction: 'out' }),
      ],
      'in',
    );
    expect(matchPolicy(policy, prefixOf('10.9.0.0/16'))?.localPreference).toBe(300);
    expect(matchPolicy(policy, prefixOf('11.0.0.0/8'))).toBeUndefined();
  });
});

const received = { asPath: [64512], origin: 'igp' as const, med: 0, localPreference: 100, nextHop: '169.254.0.2' };

describe('routing simulation: import and export actions', () => {
  it.each<
    [string, PolicyEntry[], number | undefined, { localPreference: number; asPath: number[]; med: number } | undefined]
  >([
    ['no entry: rejected (RFC 8212)', [], undefined, undefined],
    [
      'accepted with the default local preference 100',
      [entry('10.0.0.0/8', 'orlonger')],
      undefined,
      { localPreference: 100, asPath: [64512], med: 0 },
    ],
    [
      'the session default local preference',
      [entry('10.0.0.0/8', 'orlonger')],
      150,
      { localPreference: 150, asPath: [64512], med: 0 },
    ],
    [
      'the entry local preference beats the session',
      [entry('10.0.0.0/8', 'orlonger', { localPreference: 250 })],
      150,
      { localPreference: 250, asPath: [64512], med: 0 },
    ],
    [
      'import MED',
      [entry('10.0.0.0/8', 'orlonger', { med: 40 })],
      undefined,
      { localPreference: 100, asPath: [64512], med: 40 },
    ],
    [
      'import prepend repeats the peer AS',
      [entry('10.0.0.0/8', 'orlonger', { asPrepend: 2 })],
      undefined,
      { localPreference: 100, asPath: [64512, 64512, 64512], med: 0 },
    ],
  ])('%s', (_name, entries, sessionPreference, expected) => {
    const decision = importRoute(
      compilePolicy(entries, 'in'),
      { localPreference: sessionPreference },
      65000,
      prefixOf('10.1.0.0/16'),
      received,
    );
    expect(decision.accepted).toBe(expected !== undefined);
    if (expected) expect(decision.result).toMatchObject(expected);
    else expect(decision.reason).toBe('No import prefix matches');
  });

  it('drops a route whose path holds the router AS (loop)', () => {
    const decision = importRoute(
      compilePolicy([entry('0.0.0.0/0', 'orlonger')], 'in'),
      {},
      64512,
      prefixOf('10.1.0.0/16'),
      received,
    );
    expect(decision).toMatchObject({ accepted: false, reason: "AS path loop: the path holds the router's AS 64512" });
  });

  const best: Route = { ...received, prefix: prefixOf('10.1.0.0/16'), sessionId: 'a' };
  it.each<[string, PolicyEntry[], { med?: number; asPrepend?: number }, { asPath: number[]; med: number } | undefined]>(
    [
      ['not listed: not advertised', [], {}, undefined],
      [
        'advertised with the router AS once',
        [entry('10.0.0.0/8', 'orlonger', { direction: 'out' })],
        {},
        { asPath: [65000, 64512], med: 0 },
      ],
      [
        'prepend 0',
        [entry('10.0.0.0/8', 'orlonger', { direction: 'out', asPrepend: 0 })],
        { asPrepend: 3 },
        { asPath: [65000, 64512], med: 0 },
      ],
      [
        'prepend 5 (the maximum)',
        [entry('10.0.0.0/8', 'orlonger', { direction: 'out', asPrepend: 5 })],
        {},
        { asPath: [65000, 65000, 65000, 65000, 65000, 65000, 64512], med: 0 },
      ],
      [
        'the session prepend when the entry sets none',
        [entry('10.0.0.0/8', 'orlonger', { direction: 'out' })],
        { asPrepend: 2 },
        { asPath: [65000, 65000, 65000, 64512], med: 0 },
      ],
      [
        'the entry MED beats the session MED',
        [entry('10.1.0.0/16', 'exact', { direction: 'out', med: 10 })],
        { med: 99 },
        { asPath: [65000, 64512], med: 10 },
      ],
      [
        'the session MED',
        [entry('10.1.0.0/16', 'exact', { direction: 'out' })],
        { med: 99 },
        { asPath: [65000, 64512], med: 99 },
      ],
    ],
  )('export: %s', (_name, entries, defaults, expected) => {
    const decision = exportRoute(
      compilePolicy(entries, 'out'),
      { ...defaults, l3Address: '169.254.0.1/30' },
      65000,
      best,
    );
    expect(
      decision.result === undefined ? undefined : { asPath: decision.result.asPath, med: decision.result.med },
    ).toEqual(expected);
    if (decision.result) expect(decision.result.nextHop).toBe('169.254.0.1');
  });
});

const route = (sessionId: string, extra: Partial<Route>): Route => ({
  ...received,
  prefix: prefixOf('10.1.0.0/16'),
  sessionId,
  ...extra,
});

describe('routing simulation: best-path selection', () => {
  it.each<[string, Route[], string, string]>([
    ['one path', [route('a', {})], 'a', 'only path'],
    [
      'higher local preference first',
      [route('a', { asPath: [1] }), route('b', { localPreference: 200, asPath: [2, 2, 2] })],
      'b',
      'higher local preference',
    ],
    ['then the shorter AS path', [route('a', { asPath: [1, 3] }), route('b', { asPath: [2] })], 'b', 'shorter AS path'],
    [
      'then the lower origin',
      [route('a', { origin: 'incomplete', asPath: [1] }), route('b', { origin: 'igp', asPath: [2] })],
      'b',
      'lower origin',
    ],
    [
      'then the lower MED from the same neighbour AS',
      [route('a', { med: 50, nextHop: '169.254.0.2' }), route('b', { med: 10, nextHop: '169.254.0.6' })],
      'b',
      'lower MED',
    ],
    [
      'MED is not compared between neighbour ASes: the lower peer address decides',
      [
        route('a', { asPath: [1], med: 0, nextHop: '169.254.0.6' }),
        route('b', { asPath: [2], med: 500, nextHop: '169.254.0.2' }),
      ],
      'b',
      'lower peer address',
    ],
    ['equal paths: the lower session id', [route('b', {}), route('a', {})], 'a', 'lower session id'],
  ])('%s', (_name, routes, winner, reason) => {
    expect(selectBestPath(routes)).toMatchObject({ best: { sessionId: winner }, reason });
  });

  it('has no best path without routes', () => {
    expect(selectBestPath([])).toBeUndefined();
  });
});

const peer = (extra: Partial<Peer> = {}): Peer => ({
  kind: 'ipsec',
  asn: 65010,
  address: '169.254.0.2',
  neighbourAddress: '169.254.0.1',
  neighbourAsn: 4556,
  routes: peerRoutes('ipsec', 'conn-1', 65010),
  ...extra,
});

const endpoint = { disabled: false, l3Address: '169.254.0.1/30', remoteAddress: '169.254.0.2', remoteAsn: 65010 };

describe('routing simulation: peers establish or stay down with a reason', () => {
  it('establishes idle → connect → established when both sides agree', () => {
    expect(establishSession(endpoint, peer(), 4556)).toEqual({
      state: 'established',
      transitions: ['idle', 'connect', 'opensent', 'openconfirm', 'established'],
    });
  });

  it.each<[string, Partial<typeof endpoint & { md5: string; multihopTtl: number }>, Partial<Peer>, string, string]>([
    ['disabled', { disabled: true }, {}, 'idle', 'Administratively disabled'],
    [
      'bad addresses',
      { remoteAddress: 'x' },
      {},
      'idle',
      'No usable addresses: the router address or the peer address is not valid',
    ],
    [
      'mixed families',
      { remoteAddress: '2001:db8::2' },
      {},
      'idle',
      'The router address and the peer address are of different address families',
    ],
    [
      'peer outside the subnet',
      { remoteAddress: '169.254.9.2' },
      {},
      'active',
      'No route to the peer 169.254.9.2: it is outside 169.254.0.0/30 and multihop is off',
    ],
    [
      'multihop reaches outside the subnet but nobody answers',
      { remoteAddress: '169.254.9.2', multihopTtl: 2 },
      {},
      'active',
      'Connect to 169.254.9.2 timed out: no BGP speaker answers there',
    ],
    [
      'nobody answers at the peer address',
      { remoteAddress: '169.254.0.3' },
      {},
      'active',
      'Connect to 169.254.0.3 timed out: no BGP speaker answers there',
    ],
    [
      'the peer expects another neighbour',
      {},
      { neighbourAddress: '169.254.0.3' },
      'active',
      'The peer refused the connection from 169.254.0.1: it expects its neighbour at 169.254.0.3',
    ],
    [
      'MD5 differs',
      { md5: 'secret-1' },
      { md5: 'secret-2' },
      'active',
      'TCP MD5 authentication failed: the MD5 keys of the two sides differ',
    ],
    [
      'remote ASN differs',
      { remoteAsn: 65011 },
      {},
      'idle',
      "Bad peer AS: the peer's OPEN names AS 65010, the session expects AS 65011",
    ],
    [
      'the peer expects another router ASN',
      {},
      { neighbourAsn: 64999 },
      'idle',
      'The peer sent a NOTIFICATION (Bad peer AS): it expects AS 64999, the router is AS 4556',
    ],
  ])('%s', (_name, change, peerChange, state, reason) => {
    expect(establishSession({ ...endpoint, ...change }, peer(peerChange), 4556)).toMatchObject({ state, reason });
  });

  it.each([
    ['aws', ['10.', '172.', '2600:1f18:']],
    ['google', ['10.1', '10.1', '10.1']],
    ['azure', ['10.', '10.']],
    ['oracle', ['10.']],
    ['ibm', ['10.']],
    ['ipsec', ['192.168.', '192.168.']],
    ['packetfabric', ['10.', '203.0.113.0/24', '198.51.100.0/24', '2001:db8:']],
  ] as const)('a %s peer advertises the same valid routes for the same seed', (kind, starts) => {
    const routes = peerRoutes(kind, 'seed-42', 64512);
    expect(routes).toEqual(peerRoutes(kind, 'seed-42', 64512));
    expect(routes.map((item) => item.prefix.slice(0, starts[routes.indexOf(item)]?.length))).toEqual(starts);
    for (const item of routes) expect(parsePrefix(item.prefix).ok).toBe(true);
  });

  it('seeds spread', () => {
    expect(seedHash('a')).not.toBe(seedHash('b'));
  });
});

const session = (id: string, config: Partial<SessionConfig>): SessionConfig => ({
  id,
  addressFamily: 4,
  ...endpoint,
  prefixes: [entry('0.0.0.0/0', 'orlonger'), entry('0.0.0.0/0', 'orlonger', { direction: 'out' })],
  ...config,
});

const fixedPeer = (routes: Peer['routes'], extra: Partial<Peer> = {}): Peer => peer({ routes, ...extra });

function twoSessionRouter(): RouterInput {
  return {
    asn: 4556,
    sessions: [
      {
        config: session('ipsec-1', {}),
        peer: fixedPeer([
          { prefix: '192.168.10.0/24', asPath: [65010], origin: 'igp', med: 0 },
          { prefix: '10.0.0.0/8', asPath: [65010], origin: 'igp', med: 0 },
        ]),
      },
      {
        config: session('aws-1', { l3Address: '169.254.0.5/30', remoteAddress: '169.254.0.6', remoteAsn: 64512 }),
        peer: fixedPeer(
          [
            { prefix: '10.20.0.0/16', asPath: [64512], origin: 'igp', med: 0 },
            { prefix: '10.0.0.0/8', asPath: [64512, 7224], origin: 'igp', med: 0 },
            { prefix: '2600:1f18::/56', asPath: [64512], origin: 'igp', med: 0 },
          ],
          { asn: 64512, address: '169.254.0.6', neighbourAddress: '169.254.0.5' },
        ),
      },
    ],
  };
}

describe('routing simulation: the router, its looking glass and the what-if', () => {
  it('learns, selects and advertises after policy', () => {
    const result = simulateRouter(twoSessionRouter());
    expect(result.rib.map((item) => `${item.prefix.text} via ${item.best.nextHop} (${item.reason})`)).toEqual([
      '10.0.0.0/8 via 169.254.0.2 (shorter AS path)',
      '10.20.0.0/16 via 169.254.0.6 (only path)',
      '192.168.10.0/24 via 169.254.0.2 (only path)',
    ]);
    const aws = result.sessions.find((item) => item.id === 'aws-1');
    expect(
      aws?.exported.map((item) => `${item.prefix} ${item.result?.asPath.join(' ')} nh ${item.result?.nextHop}`),
    ).toEqual(['10.0.0.0/8 4556 65010 nh 169.254.0.5', '192.168.10.0/24 4556 65010 nh 169.254.0.5']);
  });

  it('a session that is down neither receives nor advertises', () => {
    const router = twoSessionRouter();
    const down = {
      ...router,
      sessions: router.sessions.map((item, index) =>
        index === 1 ? { ...item, config: { ...item.config, disabled: true } } : item,
      ),
    };
    const result = simulateRouter(down);
    expect(result.sessions[1]).toMatchObject({ establishment: { state: 'idle' }, imported: [], exported: [] });
    expect(result.rib.map((item) => item.prefix.text)).toEqual(['10.0.0.0/8', '192.168.10.0/24']);
  });

  it.each([
    ['10.20.1.1', '10.20.0.0/16', '169.254.0.6'],
    ['10.99.1.1', '10.0.0.0/8', '169.254.0.2'],
    ['192.168.10.200', '192.168.10.0/24', '169.254.0.2'],
  ])('the looking glass sends %s by %s to %s (longest prefix)', (address, prefix, nextHop) => {
    const answer = lookingGlass(simulateRouter(twoSessionRouter()).rib, address);
    expect(answer).toMatchObject({ address, entry: { prefix: { text: prefix } }, nextHop });
  });

  it.each(['8.8.8.8', '2001:db8::1', 'nonsense'])('the looking glass has no route to %s', (address) => {
    expect(lookingGlass(simulateRouter(twoSessionRouter()).rib, address)).toBeUndefined();
  });

  it('the what-if shows accepted, rejected and changed routes before saving', () => {
    const router = twoSessionRouter();
    const result = whatIf(router, 'ipsec-1', {
      prefixes: [
        entry('10.0.0.0/8', 'exact', { localPreference: 50 }),
        entry('0.0.0.0/0', 'orlonger', { direction: 'out' }),
      ],
    });
    const imports = result.changes.filter((change) => change.sessionId === 'ipsec-1' && change.direction === 'import');
    expect(
      imports.map((change) => [
        change.prefix,
        change.outcome,
        change.before?.localPreference,
        change.after?.localPreference,
      ]),
    ).toEqual([
      ['192.168.10.0/24', 'rejected', 100, undefined],
      ['10.0.0.0/8', 'changed', 100, 50],
    ]);
    // 10.0.0.0/8 now prefers AWS's longer path (local preference 50 < 100), so AWS no longer gets it
    // and the IPsec peer gets it instead.
    const awsExports = result.changes.filter((change) => change.sessionId === 'aws-1' && change.direction === 'export');
    expect(awsExports.map((change) => [change.prefix, change.outcome])).toEqual([
      ['10.0.0.0/8', 'rejected'],
      ['192.168.10.0/24', 'rejected'],
    ]);
    const ipsecExports = result.changes.filter(
      (change) => change.sessionId === 'ipsec-1' && change.direction === 'export',
    );
    expect(ipsecExports.map((change) => [change.prefix, change.outcome, change.after?.asPath])).toEqual([
      ['10.20.0.0/16', 'unchanged', [4556, 64512]],
      ['10.0.0.0/8', 'accepted', [4556, 64512, 7224]],
    ]);
    // AWS's two IPv4 imports stay as they were.
    expect(result.summary).toEqual({ accepted: 1, rejected: 3, changed: 1, unchanged: 3 });
  });
});
