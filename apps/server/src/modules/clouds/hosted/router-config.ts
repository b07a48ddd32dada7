import { createHash } from 'node:crypto';
import type { RouterType } from '@portal/contract';
import { formatIpv4, networkAddress, parseIpv4Cidr } from '@portal/domain';

/**
 * One VLAN of the connection on the customer's router with its BGP session to the cloud: most connections have
 * one; an Azure connection has one per peering (private and Microsoft), each its own VLAN, addresses and session.
 */
export interface RouterLink {
  /** What the link carries, for the comments ("AWS", "Azure private peering", "Azure Microsoft peering"). */
  name: string;
  /** The customer's VLAN on the port (the inner one under Q-in-Q). */
  vlan: number;
  /** The outer VLAN when the port carries Q-in-Q, else null. */
  svlan: number | null;
  /** The customer router's address and the cloud's, each with its mask (`169.254.12.1/30`). */
  customerAddress: string;
  providerAddress: string;
  /** What the engineer must change on this link before use (a comment line of the configuration), if anything. */
  note?: string;
}

/** What a router needs to reach the cloud over a hosted connection. */
export interface RouterFacts {
  circuitId: string;
  providerLabel: string;
  links: readonly RouterLink[];
  customerAsn: number;
  providerAsn: number;
  /**
   * The BGP MD5 key: the key itself, `hidden` when the connection has one the caller may not see (the configuration
   * then carries MD5_PLACEHOLDER and says so), or null without one.
   */
  md5: string | 'hidden' | null;
  /** Prefixes the customer announces (may be empty). */
  advertisedPrefixes: readonly string[];
  mtu: number;
}

/** What a configuration carries in place of an MD5 key its reader may not see; a comment line says to replace it. */
export const MD5_PLACEHOLDER = 'REPLACE-WITH-BGP-MD5-KEY';

/**
 * The link addresses of a connection without BGP settings of its own: a /30 of 169.254.0.0/16 chosen from the
 * circuit id (the range AWS and Google use for peering), the customer on the first host, the provider on the second.
 */
export function linkLocalPair(circuitId: string): { customer: string; provider: string } {
  const digest = createHash('sha256').update(circuitId).digest();
  const third = digest[0] ?? 0;
  const fourth = ((digest[1] ?? 0) & 0xfc) % 252;
  return { customer: `169.254.${third}.${fourth + 1}/30`, provider: `169.254.${third}.${fourth + 2}/30` };
}

/**
 * The other end of a point-to-point subnet an address sits in (`10.254.30.78/30` → `10.254.30.77/30`): the other
 * address of a /31, else the first host, or the second when the address is the first. Undefined for what is not an
 * IPv4 address with a mask of /31 or shorter.
 */
export function peerAddressOf(address: string): string | undefined {
  const cidr = parseIpv4Cidr(address);
  if (!cidr || cidr.mask > 31) return undefined;
  const network = networkAddress(cidr.address, cidr.mask);
  const peer =
    cidr.mask === 31
      ? cidr.address === network
        ? network + 1
        : network
      : cidr.address === network + 1
        ? network + 2
        : network + 1;
  return `${formatIpv4(peer)}/${cidr.mask}`;
}

const addressOf = (withMask: string) => withMask.split('/')[0] ?? withMask;
const maskBitsOf = (withMask: string) => Number(withMask.split('/')[1] ?? '30');
const isIpv6 = (value: string) => value.includes(':');

/** A dotted mask for a prefix length (Cisco IOS writes masks this way). */
function dottedMask(bits: number): string {
  const value = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join('.');
}

const tagsOf = (link: RouterLink) =>
  link.svlan === null ? `VLAN ${link.vlan}` : `S-VLAN ${link.svlan} (outer) / VLAN ${link.vlan} (inner)`;

const md5Of = (facts: RouterFacts) => (facts.md5 === 'hidden' ? MD5_PLACEHOLDER : facts.md5);

function header(facts: RouterFacts, vendor: string, comment: string): string[] {
  return [
    `${comment} ${facts.providerLabel} hosted connection ${facts.circuitId}`,
    `${comment} Router: ${vendor}`,
    `${comment} Your ASN ${facts.customerAsn}, ${facts.providerLabel} ASN ${facts.providerAsn}, MTU ${facts.mtu}`,
    ...facts.links.flatMap((link) => [
      `${comment} ${link.name}: ${tagsOf(link)}, your address ${link.customerAddress}, ${facts.providerLabel} address ${link.providerAddress}`,
      ...(link.note ? [`${comment} ${link.note}`] : []),
    ]),
    ...(facts.md5 === 'hidden'
      ? [
          `${comment} The BGP MD5 key is not shown to you: replace ${MD5_PLACEHOLDER} with the connection's key ` +
            '(someone who may change the connection can download the configuration with it).',
        ]
      : []),
    '',
  ];
}

/**
 * The sub-interface number of a link on IOS: the VLAN, or under Q-in-Q outer × 10000 + inner (100/720 → 1000720),
 * so that no two tag pairs share a number (a concatenation would give 12/345 and 123/45 both 12345).
 */
export function iosSubinterface(link: Pick<RouterLink, 'vlan' | 'svlan'>): number {
  return link.svlan === null ? link.vlan : link.svlan * 10000 + link.vlan;
}

function ciscoIos(facts: RouterFacts, model: string): string {
  const md5 = md5Of(facts);
  const v6 = facts.links.some((link) => isIpv6(link.customerAddress));
  const lines = [
    ...header(facts, `Cisco ${model} (IOS 12.4)`, '!'),
    ...facts.links.flatMap((link) => [
      `interface GigabitEthernet0/1.${iosSubinterface(link)}`,
      ` description ${facts.circuitId} ${link.name}`,
      link.svlan === null
        ? ` encapsulation dot1Q ${link.vlan}`
        : ` encapsulation dot1Q ${link.svlan} second-dot1q ${link.vlan}`,
      isIpv6(link.customerAddress)
        ? ` ipv6 address ${link.customerAddress}`
        : ` ip address ${addressOf(link.customerAddress)} ${dottedMask(maskBitsOf(link.customerAddress))}`,
      ` ip mtu ${facts.mtu}`,
      ' no shutdown',
      '!',
    ]),
    `router bgp ${facts.customerAsn}`,
    ...facts.links.flatMap((link) => [
      ` neighbor ${addressOf(link.providerAddress)} remote-as ${facts.providerAsn}`,
      ` neighbor ${addressOf(link.providerAddress)} description ${facts.circuitId} ${link.name}`,
      ...(md5 ? [` neighbor ${addressOf(link.providerAddress)} password ${md5}`] : []),
    ]),
    v6 ? ' address-family ipv6' : ' address-family ipv4',
    ...facts.links.map((link) => `  neighbor ${addressOf(link.providerAddress)} activate`),
    ...facts.advertisedPrefixes.map((prefix) =>
      isIpv6(prefix) ? `  network ${prefix}` : `  network ${addressOf(prefix)} mask ${dottedMask(maskBitsOf(prefix))}`,
    ),
    ' exit-address-family',
    '!',
    'end',
  ];
  return lines.join('\n');
}

/**
 * NX-OS routes a VLAN through its SVI; the port is a trunk. A Q-in-Q link's tag pair is translated on the trunk to a
 * local VLAN (the inner VLAN's number) with `switchport vlan mapping <outer> inner <inner> <local>`, since an NX-OS
 * routed sub-interface takes one 802.1Q tag only.
 */
function ciscoNxos(facts: RouterFacts, model: string, version: string): string {
  const md5 = md5Of(facts);
  const family = facts.links.some((link) => isIpv6(link.customerAddress)) ? 'ipv6 unicast' : 'ipv4 unicast';
  const hasQinq = facts.links.some((link) => link.svlan !== null);
  const lines = [
    ...header(facts, `Cisco ${model} (NX-OS ${version})`, '!'),
    ...(hasQinq
      ? [
          '! Q-in-Q: the trunk maps each outer/inner tag pair to a local VLAN (double-tag VLAN translation, on',
          '! line cards that support it); the SVI of that VLAN carries the session.',
        ]
      : []),
    'feature bgp',
    'feature interface-vlan',
    '!',
    ...facts.links.flatMap((link) => [
      `vlan ${link.vlan}`,
      `  name ${facts.circuitId}`,
      '!',
      `interface Vlan${link.vlan}`,
      `  description ${facts.circuitId} ${link.name}`,
      `  mtu ${facts.mtu}`,
      `  ${isIpv6(link.customerAddress) ? 'ipv6' : 'ip'} address ${link.customerAddress}`,
      '  no shutdown',
      '!',
    ]),
    'interface Ethernet1/1',
    '  switchport mode trunk',
    ...(hasQinq ? ['  switchport vlan mapping enable'] : []),
    ...facts.links.flatMap((link) => [
      ...(link.svlan === null ? [] : [`  switchport vlan mapping ${link.svlan} inner ${link.vlan} ${link.vlan}`]),
      `  switchport trunk allowed vlan add ${link.vlan}`,
    ]),
    '!',
    `router bgp ${facts.customerAsn}`,
    `  address-family ${family}`,
    ...facts.advertisedPrefixes.map((prefix) => `    network ${prefix}`),
    ...facts.links.flatMap((link) => [
      `  neighbor ${addressOf(link.providerAddress)}`,
      `    remote-as ${facts.providerAsn}`,
      `    description ${facts.providerLabel} ${facts.circuitId} ${link.name}`,
      ...(md5 ? [`    password 0 ${md5}`] : []),
      `    address-family ${family}`,
    ]),
  ];
  return lines.join('\n');
}

function junos(facts: RouterFacts, model: string, isSrx: boolean): string {
  const md5 = md5Of(facts);
  const hasQinq = facts.links.some((link) => link.svlan !== null);
  // The physical MTU carries the Ethernet header and the tags: 14 bytes and 4 per tag.
  const physicalMtu = facts.mtu + 14 + (hasQinq ? 8 : 4);
  const lines = [
    ...header(facts, `Juniper ${model} (JunOS 9.5)`, '#'),
    'interfaces {',
    '    ge-0/0/1 {',
    hasQinq ? '        flexible-vlan-tagging;' : '        vlan-tagging;',
    `        mtu ${physicalMtu};`,
    ...facts.links.flatMap((link) => [
      `        unit ${link.vlan} {`,
      `            description "${facts.circuitId} ${link.name}";`,
      link.svlan === null
        ? `            vlan-id ${link.vlan};`
        : `            vlan-tags outer ${link.svlan} inner ${link.vlan};`,
      `            family ${isIpv6(link.customerAddress) ? 'inet6' : 'inet'} {`,
      `                address ${link.customerAddress};`,
      '            }',
      '        }',
    ]),
    '    }',
    '}',
    'routing-options {',
    `    autonomous-system ${facts.customerAsn};`,
    '}',
    'policy-options {',
    '    policy-statement EXPORT-TO-CLOUD {',
    '        term ADVERTISED {',
    '            from {',
    ...(facts.advertisedPrefixes.length === 0
      ? ['                protocol direct;']
      : facts.advertisedPrefixes.map((prefix) => `                route-filter ${prefix} exact;`)),
    '            }',
    '            then accept;',
    '        }',
    '        term REJECT-REST {',
    '            then reject;',
    '        }',
    '    }',
    '}',
    'protocols {',
    '    bgp {',
    `        group ${facts.providerLabel.replace(/\s+/g, '-').toUpperCase()} {`,
    '            type external;',
    '            export EXPORT-TO-CLOUD;',
    `            peer-as ${facts.providerAsn};`,
    ...(md5 ? [`            authentication-key "${md5}";`] : []),
    ...facts.links.map((link) => `            neighbor ${addressOf(link.providerAddress)};`),
    '        }',
    '    }',
    '}',
    ...(isSrx
      ? [
          'security {',
          '    zones {',
          '        security-zone untrust {',
          '            interfaces {',
          ...facts.links.flatMap((link) => [
            `                ge-0/0/1.${link.vlan} {`,
            '                    host-inbound-traffic {',
            '                        protocols {',
            '                            bgp;',
            '                        }',
            '                    }',
            '                }',
          ]),
          '            }',
          '        }',
          '    }',
          '}',
        ]
      : []),
  ];
  return lines.join('\n');
}

/**
 * PAN-OS: a layer 3 sub-interface per link, tagged with its VLAN. A PAN-OS sub-interface takes one 802.1Q tag, so
 * under Q-in-Q the outer tag must be removed in front of the firewall; the configuration says so.
 */
function panos(facts: RouterFacts): string {
  const md5 = md5Of(facts);
  const router = 'set network virtual-router default';
  const peerName = (index: number) => (facts.links.length === 1 ? facts.circuitId : `${facts.circuitId}-${index + 1}`);
  const lines = [
    ...header(facts, 'Palo Alto Networks PA-3000/5000 (PAN-OS 8.0.3)', '#'),
    ...facts.links.flatMap((link) =>
      link.svlan === null
        ? []
        : [
            `# ${link.name}: a PAN-OS sub-interface takes one 802.1Q tag. Remove the outer tag ${link.svlan} in front of ` +
              `the firewall (a switch port mapping S-VLAN ${link.svlan} to its customer VLANs) so that VLAN ${link.vlan} ` +
              'arrives single-tagged.',
          ],
    ),
    ...facts.links.flatMap((link) => {
      const unit = `ethernet1/1.${link.vlan}`;
      const prefix = `set network interface ethernet ethernet1/1 layer3 units ${unit}`;
      return [
        `${prefix} tag ${link.vlan}`,
        `${prefix} ip ${link.customerAddress}`,
        `${prefix} mtu ${facts.mtu}`,
        `${prefix} comment "${facts.circuitId} ${link.name}"`,
        `set zone untrust network layer3 ${unit}`,
        `${router} interface ${unit}`,
      ];
    }),
    `${router} protocol bgp enable yes`,
    `${router} protocol bgp local-as ${facts.customerAsn}`,
    `${router} protocol bgp router-id ${addressOf(facts.links[0]?.customerAddress ?? '0.0.0.0')}`,
    ...(md5 ? [`${router} protocol bgp auth-profile CLOUD-MD5 secret ${md5}`] : []),
    `${router} protocol bgp peer-group CLOUD type ebgp`,
    ...facts.links.flatMap((link, index) => {
      const peer = `${router} protocol bgp peer-group CLOUD peer ${peerName(index)}`;
      return [
        `${peer} peer-as ${facts.providerAsn}`,
        `${peer} local-address interface ethernet1/1.${link.vlan}`,
        `${peer} local-address ip ${link.customerAddress}`,
        `${peer} peer-address ip ${addressOf(link.providerAddress)}`,
        ...(md5 ? [`${peer} connection-options authentication CLOUD-MD5`] : []),
      ];
    }),
    ...facts.advertisedPrefixes.map(
      (prefix, index) =>
        `${router} protocol bgp policy export rules ADVERTISE-${index + 1} match address-prefix ${prefix} exact yes`,
    ),
    'commit',
  ];
  return lines.join('\n');
}

/** A configuration text for one of the wire reference's 9 router types, with the connection's facts. */
export function routerConfiguration(routerType: RouterType, facts: RouterFacts): string {
  switch (routerType) {
    case 'CiscoSystemsInc-2900SeriesRouters-IOS124':
      return ciscoIos(facts, '2900 Series');
    case 'CiscoSystemsInc-3700SeriesRouters-IOS124':
      return ciscoIos(facts, '3700 Series');
    case 'CiscoSystemsInc-7200SeriesRouters-IOS124':
      return ciscoIos(facts, '7200 Series');
    case 'CiscoSystemsInc-Nexus7000SeriesSwitches-NXOS51':
      return ciscoNxos(facts, 'Nexus 7000', '5.1');
    case 'CiscoSystemsInc-Nexus9KSeriesSwitches-NXOS93':
      return ciscoNxos(facts, 'Nexus 9000', '9.3');
    case 'JuniperNetworksInc-MMXSeriesRouters-JunOS95':
      return junos(facts, 'MX Series', false);
    case 'JuniperNetworksInc-SRXSeriesRouters-JunOS95':
      return junos(facts, 'SRX Series', true);
    case 'JuniperNetworksInc-TSeriesRouters-JunOS95':
      return junos(facts, 'T Series', false);
    case 'PaloAltoNetworks-PA3000and5000series-PANOS803':
      return panos(facts);
  }
}
