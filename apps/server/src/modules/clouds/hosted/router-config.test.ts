import { describe, expect, it } from 'vitest';
import {
  iosSubinterface,
  MD5_PLACEHOLDER,
  peerAddressOf,
  type RouterFacts,
  type RouterLink,
  routerConfiguration,
} from './router-config.js';

const IOS = 'CiscoSystemsInc-7200SeriesRouters-IOS124';
const NXOS = 'CiscoSystemsInc-Nexus9KSeriesSwitches-NXOS93';
const JUNOS = 'JuniperNetworksInc-MMXSeriesRouters-JunOS95';
const PANOS = 'PaloAltoNetworks-PA3000and5000series-PANOS803';

const link = (overrides: Partial<RouterLink> = {}): RouterLink => ({
  name: 'AWS',
  vlan: 720,
  svlan: null,
  customerAddress: '169.254.10.1/30',
  providerAddress: '169.254.10.2/30',
  ...overrides,
});

const facts = (overrides: Partial<RouterFacts> = {}): RouterFacts => ({
  circuitId: 'PF-CC-NYC-NYC-1234567-PF',
  providerLabel: 'AWS',
  links: [link()],
  customerAsn: 65010,
  providerAsn: 64512,
  md5: null,
  advertisedPrefixes: ['10.20.0.0/16'],
  mtu: 1500,
  ...overrides,
});

const lines = (text: string) => text.split('\n').map((line) => line.trim());

describe('a Q-in-Q connection (outer S-VLAN 100, inner VLAN 720) in each vendor’s syntax', () => {
  const qinq = facts({ links: [link({ svlan: 100 })] });

  it('IOS: a sub-interface numbered outer × 10000 + inner, with dot1Q outer and second-dot1q inner', () => {
    const text = lines(routerConfiguration(IOS, qinq));
    expect(text).toContain('interface GigabitEthernet0/1.1000720');
    expect(text).toContain('encapsulation dot1Q 100 second-dot1q 720');
    expect(text).toContain('ip address 169.254.10.1 255.255.255.252');
    // A concatenation would number 12/345 and 123/45 alike.
    expect(iosSubinterface({ svlan: 12, vlan: 345 })).not.toBe(iosSubinterface({ svlan: 123, vlan: 45 }));
    expect(iosSubinterface({ svlan: null, vlan: 720 })).toBe(720);
  });

  it('NX-OS: the trunk maps the outer and inner tags to the local VLAN whose SVI carries the session', () => {
    const text = lines(routerConfiguration(NXOS, qinq));
    expect(text).toContain('switchport vlan mapping enable');
    expect(text).toContain('switchport vlan mapping 100 inner 720 720');
    expect(text).toContain('interface Vlan720');
    expect(text).toContain('ip address 169.254.10.1/30');
    expect(text.join('\n')).toContain('S-VLAN 100 (outer) / VLAN 720 (inner)');
  });

  it('JunOS: flexible VLAN tagging, the unit with outer and inner tags, the MTU with both tags', () => {
    const text = lines(routerConfiguration(JUNOS, qinq));
    expect(text).toContain('flexible-vlan-tagging;');
    expect(text).toContain('vlan-tags outer 100 inner 720;');
    expect(text).toContain('mtu 1522;');
    expect(lines(routerConfiguration(JUNOS, facts()))).toEqual(expect.arrayContaining(['vlan-tagging;', 'mtu 1518;']));
  });

  it('PAN-OS: says the outer tag must be removed in front of the firewall and tags the sub-interface with the inner', () => {
    const text = routerConfiguration(PANOS, qinq);
    expect(text).toContain('Remove the outer tag 100 in front of the firewall');
    expect(text).toContain('layer3 units ethernet1/1.720 tag 720');
  });

  it('a plain VLAN stays a plain dot1Q sub-interface', () => {
    const text = lines(routerConfiguration(IOS, facts()));
    expect(text).toContain('interface GigabitEthernet0/1.720');
    expect(text).toContain('encapsulation dot1Q 720');
    expect(lines(routerConfiguration(NXOS, facts()))).not.toContain('switchport vlan mapping enable');
  });
});

describe("an Azure connection's two peerings, each with its VLAN and its session", () => {
  const azure = facts({
    providerLabel: 'Azure',
    providerAsn: 12076,
    links: [
      link({ name: 'Azure private peering', vlan: 801 }),
      link({
        name: 'Azure Microsoft peering',
        vlan: 802,
        customerAddress: '192.0.2.1/30',
        providerAddress: '192.0.2.2/30',
        note: 'Azure Microsoft peering runs on a public /30 registered to you: replace them.',
      }),
    ],
  });

  it.each([
    [
      IOS,
      [
        'encapsulation dot1Q 801',
        'encapsulation dot1Q 802',
        'neighbor 169.254.10.2 remote-as 12076',
        'neighbor 192.0.2.2 remote-as 12076',
      ],
    ],
    [NXOS, ['interface Vlan801', 'interface Vlan802', 'neighbor 169.254.10.2', 'neighbor 192.0.2.2']],
    [JUNOS, ['vlan-id 801;', 'vlan-id 802;', 'neighbor 169.254.10.2;', 'neighbor 192.0.2.2;']],
    [
      PANOS,
      [
        'set network interface ethernet ethernet1/1 layer3 units ethernet1/1.801 tag 801',
        'set network interface ethernet ethernet1/1 layer3 units ethernet1/1.802 tag 802',
        'set network virtual-router default protocol bgp peer-group CLOUD peer PF-CC-NYC-NYC-1234567-PF-2 peer-address ip 192.0.2.2',
      ],
    ],
  ] as const)('%s', (routerType, expected) => {
    const text = routerConfiguration(routerType, azure);
    expect(lines(text)).toEqual(expect.arrayContaining([...expected]));
    expect(text).toContain('replace them.');
  });
});

describe('the BGP MD5 key', () => {
  it('is written where the vendor takes it', () => {
    expect(routerConfiguration(IOS, facts({ md5: 'secret-key-1' }))).toContain(
      'neighbor 169.254.10.2 password secret-key-1',
    );
    expect(routerConfiguration(JUNOS, facts({ md5: 'secret-key-1' }))).toContain('authentication-key "secret-key-1";');
  });

  it('hidden: a placeholder in its place and a comment line saying to replace it; the key is nowhere', () => {
    for (const routerType of [IOS, NXOS, JUNOS, PANOS] as const) {
      const text = routerConfiguration(routerType, facts({ md5: 'hidden' }));
      expect(text).toContain(MD5_PLACEHOLDER);
      expect(text).toMatch(new RegExp(`^[!#] The BGP MD5 key is not shown to you: replace ${MD5_PLACEHOLDER}`, 'm'));
    }
    expect(routerConfiguration(IOS, facts())).not.toContain(MD5_PLACEHOLDER);
  });
});

describe('peerAddressOf: the other end of a point-to-point subnet', () => {
  it.each([
    ['10.254.30.78/30', '10.254.30.77/30'],
    ['10.254.30.77/30', '10.254.30.78/30'],
    ['169.254.0.8/31', '169.254.0.9/31'],
    ['169.254.0.9/31', '169.254.0.8/31'],
    ['10.0.0.5/29', '10.0.0.1/29'],
    ['10.0.0.1', undefined],
    ['10.0.0.1/32', undefined],
  ])('%s → %s', (address, expected) => {
    expect(peerAddressOf(address)).toBe(expected);
  });
});
