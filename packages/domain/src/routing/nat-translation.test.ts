import { describe, expect, it } from 'vitest';
import type { NatSettings } from './nat.js';
import { destinationNatOf, sourceNatOf } from './nat-translation.js';
import type { PeerRoute } from './peers.js';
import type { PolicyEntry } from './policy.js';
import { lookingGlass, type RouterInput, simulateRouter, whatIfNewSession } from './router.js';

const everything: readonly PolicyEntry[] = [
  { prefix: '0.0.0.0/0', matchType: 'orlonger', direction: 'in' },
  { prefix: '0.0.0.0/0', matchType: 'orlonger', direction: 'out' },
];

const route = (prefix: string, asn: number): PeerRoute => ({ prefix, asPath: [asn], origin: 'igp', med: 0 });

/** An on-premises port (AS 65010) with two private networks and a public one, and AWS (AS 64512) with a VPC. */
function router(nat: { onPrem?: NatSettings; aws?: NatSettings } = {}, onPremIn = everything): RouterInput {
  return {
    asn: 4556,
    sessions: [
      {
        config: {
          id: 'on-prem',
          addressFamily: 4,
          disabled: false,
          l3Address: '169.254.0.1/30',
          remoteAddress: '169.254.0.2',
          remoteAsn: 65010,
          prefixes: [...onPremIn],
          nat: nat.onPrem,
        },
        peer: {
          kind: 'packetfabric',
          asn: 65010,
          address: '169.254.0.2',
          neighbourAddress: '169.254.0.1',
          neighbourAsn: 4556,
          routes: [route('10.1.0.0/16', 65010), route('10.2.0.0/16', 65010), route('198.51.100.0/24', 65010)],
        },
      },
      {
        config: {
          id: 'aws',
          addressFamily: 4,
          disabled: false,
          l3Address: '169.254.0.5/30',
          remoteAddress: '169.254.0.6',
          remoteAsn: 64512,
          prefixes: [...everything],
          nat: nat.aws,
        },
        peer: {
          kind: 'aws',
          asn: 64512,
          address: '169.254.0.6',
          neighbourAddress: '169.254.0.5',
          neighbourAsn: 4556,
          routes: [route('172.31.0.0/16', 64512)],
        },
      },
    ],
  };
}

const snat = (direction: 'output' | 'input'): NatSettings => ({
  nat_type: 'overload',
  direction,
  pre_nat_sources: ['10.0.0.0/8'],
  pool_prefixes: ['203.0.113.0/29'],
});
const dnat = (privateIp: string): NatSettings => ({
  nat_type: 'inline_dnat',
  dnat_mappings: [{ private_ip: privateIp, public_ip: '198.51.100.10', conditional_prefix: '192.0.2.0/24' }],
});
const onlyTen: readonly PolicyEntry[] = [
  { prefix: '10.1.0.0/16', matchType: 'exact', direction: 'in' },
  { prefix: '0.0.0.0/0', matchType: 'orlonger', direction: 'out' },
];

describe('routing simulation: NAT changes what the router holds and advertises', () => {
  it.each([
    {
      name: 'no NAT',
      input: router(),
      table: ['10.1.0.0/16', '10.2.0.0/16', '172.31.0.0/16', '198.51.100.0/24'],
      toAws: ['10.1.0.0/16', '10.2.0.0/16', '198.51.100.0/24'],
    },
    {
      name: 'source NAT output on the port: the pool stands for its private networks',
      input: router({ onPrem: snat('output') }),
      table: ['172.31.0.0/16', '198.51.100.0/24', '203.0.113.0/29'],
      toAws: ['198.51.100.0/24', '203.0.113.0/29'],
    },
    {
      name: 'source NAT output, the import filter taking one private network: only it is behind the pool',
      input: router({ onPrem: snat('output') }, onlyTen),
      table: ['172.31.0.0/16', '203.0.113.0/29'],
      toAws: ['203.0.113.0/29'],
    },
    {
      name: 'source NAT input on AWS: AWS is sent the pool, the table keeps the private networks',
      input: router({ aws: snat('input') }),
      table: ['10.1.0.0/16', '10.2.0.0/16', '172.31.0.0/16', '198.51.100.0/24'],
      toAws: ['198.51.100.0/24', '203.0.113.0/29'],
    },
    {
      name: 'destination NAT on the port: the public address is held and advertised',
      input: router({ onPrem: dnat('10.1.2.3') }),
      table: ['10.1.0.0/16', '10.2.0.0/16', '172.31.0.0/16', '198.51.100.0/24', '198.51.100.10/32'],
      toAws: ['10.1.0.0/16', '10.2.0.0/16', '198.51.100.0/24', '198.51.100.10/32'],
    },
    {
      name: 'destination NAT to an address the port does not reach: nothing more',
      input: router({ onPrem: dnat('10.9.9.9') }),
      table: ['10.1.0.0/16', '10.2.0.0/16', '172.31.0.0/16', '198.51.100.0/24'],
      toAws: ['10.1.0.0/16', '10.2.0.0/16', '198.51.100.0/24'],
    },
  ])('$name', ({ input, table, toAws }) => {
    const result = simulateRouter(input);
    expect(result.rib.map((entry) => entry.prefix.text)).toEqual(table);
    const aws = result.sessions.find((session) => session.id === 'aws');
    expect(aws?.exported.filter((decision) => decision.accepted).map((decision) => decision.prefix)).toEqual(toAws);
  });

  it('says in the import decision which pool a private network is translated to', () => {
    const onPrem = simulateRouter(router({ onPrem: snat('output') })).sessions[0];
    expect(onPrem?.imported.map((decision) => [decision.prefix, decision.reason])).toEqual([
      ['10.1.0.0/16', 'Matches 0.0.0.0/0 orlonger; source NAT to 203.0.113.0/29'],
      ['10.2.0.0/16', 'Matches 0.0.0.0/0 orlonger; source NAT to 203.0.113.0/29'],
      ['198.51.100.0/24', 'Matches 0.0.0.0/0 orlonger'],
    ]);
  });

  it('says in the export decision which private networks the pool stands for', () => {
    const aws = simulateRouter(router({ aws: snat('input') })).sessions[1];
    const pooled = aws?.exported.find((decision) => decision.prefix === '203.0.113.0/29');
    expect(pooled).toMatchObject({
      accepted: true,
      reason: 'Matches 0.0.0.0/0 orlonger; source NAT of 10.1.0.0/16, 10.2.0.0/16',
      result: { asPath: [4556, 65010], nextHop: '169.254.0.5' },
    });
  });

  it.each([
    {
      name: 'source NAT output: the private networks received are in the table only as the pool',
      nat: { onPrem: snat('output') },
      session: 'on-prem',
      direction: 'imported',
      translations: {
        '10.1.0.0/16': {
          side: 'private',
          natType: 'overload',
          publicPrefixes: ['203.0.113.0/29'],
          privatePrefixes: ['10.1.0.0/16'],
        },
        '10.2.0.0/16': {
          side: 'private',
          natType: 'overload',
          publicPrefixes: ['203.0.113.0/29'],
          privatePrefixes: ['10.2.0.0/16'],
        },
        '198.51.100.0/24': undefined,
      },
    },
    {
      name: 'source NAT output: the pool advertised to AWS stands for the private networks',
      nat: { onPrem: snat('output') },
      session: 'aws',
      direction: 'exported',
      translations: {
        '198.51.100.0/24': undefined,
        '203.0.113.0/29': {
          side: 'public',
          natType: 'overload',
          publicPrefixes: ['203.0.113.0/29'],
          privatePrefixes: ['10.1.0.0/16', '10.2.0.0/16'],
        },
      },
    },
    {
      name: 'source NAT input on AWS: the pool sent to AWS stands for the networks of the table',
      nat: { aws: snat('input') },
      session: 'aws',
      direction: 'exported',
      translations: {
        '198.51.100.0/24': undefined,
        '203.0.113.0/29': {
          side: 'public',
          natType: 'overload',
          publicPrefixes: ['203.0.113.0/29'],
          privatePrefixes: ['10.1.0.0/16', '10.2.0.0/16'],
        },
      },
    },
    {
      name: 'destination NAT: the public address advertised stands for the private one, for its sources',
      nat: { onPrem: dnat('10.1.2.3') },
      session: 'aws',
      direction: 'exported',
      translations: {
        '10.1.0.0/16': undefined,
        '10.2.0.0/16': undefined,
        '198.51.100.0/24': undefined,
        '198.51.100.10/32': {
          side: 'public',
          natType: 'inline_dnat',
          publicPrefixes: ['198.51.100.10/32'],
          privatePrefixes: ['10.1.2.3/32'],
          conditionalPrefix: '192.0.2.0/24',
        },
      },
    },
  ] as const)('tells which routes a NAT translates: $name', ({ nat, session, direction, translations }) => {
    const decisions = simulateRouter(router(nat)).sessions.find((item) => item.id === session)?.[direction] ?? [];
    const accepted = decisions.filter((decision) => decision.accepted);
    expect(Object.fromEntries(accepted.map((decision) => [decision.prefix, decision.translation]))).toEqual(
      translations,
    );
  });

  it.each([
    {
      name: 'a pool address answers the pool with the private networks behind it',
      nat: { onPrem: snat('output') },
      address: '203.0.113.5',
      prefix: '203.0.113.0/29',
      translation: { type: 'source', privatePrefixes: ['10.1.0.0/16', '10.2.0.0/16'] },
    },
    {
      name: 'a DNAT public address answers the private address it maps to',
      nat: { onPrem: dnat('10.1.2.3') },
      address: '198.51.100.10',
      prefix: '198.51.100.10/32',
      translation: { type: 'destination', privateAddress: '10.1.2.3', conditionalPrefix: '192.0.2.0/24' },
    },
    {
      name: 'the rest of the public network is routed without NAT',
      nat: { onPrem: dnat('10.1.2.3') },
      address: '198.51.100.11',
      prefix: '198.51.100.0/24',
      translation: undefined,
    },
  ])('looking glass: $name', ({ nat, address, prefix, translation }) => {
    const answer = lookingGlass(simulateRouter(router(nat)).rib, address);
    expect(answer?.entry.prefix.text).toBe(prefix);
    expect(answer?.nextHop).toBe('169.254.0.2');
    expect(answer?.entry.best.nat).toEqual(translation);
  });

  it('a private network hidden behind a source NAT pool has no route', () => {
    expect(lookingGlass(simulateRouter(router({ onPrem: snat('output') })).rib, '10.1.1.1')).toBeUndefined();
  });

  it('reads only what it can apply', () => {
    expect(sourceNatOf(undefined)).toBeUndefined();
    expect(sourceNatOf({ nat_type: 'overload', pre_nat_sources: ['10.0.0.0/8'], pool_prefixes: [] })).toBeUndefined();
    expect(sourceNatOf(dnat('10.1.2.3'))).toBeUndefined();
    expect(sourceNatOf({ pre_nat_sources: ['10.0.0.0/8'], pool_prefixes: ['203.0.113.0/29'] })?.direction).toBe(
      'output',
    );
    expect(destinationNatOf(snat('output'))).toEqual([]);
    expect(
      destinationNatOf({
        nat_type: 'inline_dnat',
        dnat_mappings: [{ private_ip: '10.1.2.3', public_ip: '2001:db8::1' }],
      }),
    ).toEqual([]);
  });
});

describe('routing simulation: the what-if of a session not made yet', () => {
  it('shows its routes accepted or refused by the draft filter and what the others gain', () => {
    const current = router();
    const [onPrem, aws] = current.sessions;
    if (!onPrem || !aws) throw new Error('fixture');
    const result = whatIfNewSession(
      { ...current, sessions: [aws] },
      {
        ...onPrem,
        config: { ...onPrem.config, prefixes: [...onlyTen] },
      },
    );
    const own = result.changes.filter((change) => change.sessionId === 'on-prem');
    expect(own.map((change) => [change.direction, change.prefix, change.outcome, change.reason])).toEqual([
      ['import', '10.1.0.0/16', 'accepted', 'Matches 10.1.0.0/16 exact'],
      ['import', '10.2.0.0/16', 'unchanged', 'No import prefix matches'],
      ['import', '198.51.100.0/24', 'unchanged', 'No import prefix matches'],
      ['export', '172.31.0.0/16', 'accepted', 'Matches 0.0.0.0/0 orlonger'],
    ]);
    const toAws = result.changes.filter((change) => change.sessionId === 'aws' && change.direction === 'export');
    expect(toAws.map((change) => [change.prefix, change.outcome])).toEqual([['10.1.0.0/16', 'accepted']]);
    expect(result.summary).toEqual({ accepted: 3, rejected: 0, changed: 0, unchanged: 3 });
  });
});
