import { createHash } from 'node:crypto';
import type { RouterType } from '@portal/contract';

/** What a router needs to reach the cloud over a hosted connection. */
export interface RouterFacts {
  circuitId: string;
  providerLabel: string;
  /** The customer's VLAN on the port, and the outer VLAN when the port carries Q-in-Q. */
  vlan: number;
  svlan: number | null;
  customerAsn: number;
  providerAsn: number;
  /** The customer router's address and the provider's, each with its mask (`169.254.12.1/30`). */
  customerAddress: string;
  providerAddress: string;
  md5: string | null;
  /** Prefixes the customer announces (may be empty). */
  advertisedPrefixes: readonly string[];
  mtu: number;
}

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

const addressOf = (withMask: string) => withMask.split('/')[0] ?? withMask;
const maskBitsOf = (withMask: string) => Number(withMask.split('/')[1] ?? '30');
const isIpv6 = (value: string) => value.includes(':');

/** A dotted mask for a prefix length (Cisco IOS writes masks this way). */
function dottedMask(bits: number): string {
  const value = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join('.');
}

function header(facts: RouterFacts, vendor: string, comment: string): string[] {
  return [
    `${comment} ${facts.providerLabel} hosted connection ${facts.circuitId}`,
    `${comment} Router: ${vendor}`,
    `${comment} VLAN ${facts.svlan === null ? facts.vlan : `${facts.svlan} (outer) / ${facts.vlan} (inner)`}, MTU ${facts.mtu}`,
    `${comment} Your ASN ${facts.customerAsn}, ${facts.providerLabel} ASN ${facts.providerAsn}`,
    `${comment} Your address ${facts.customerAddress}, ${facts.providerLabel} address ${facts.providerAddress}`,
    '',
  ];
}

function ciscoIos(facts: RouterFacts, model: string): string {
  const v6 = isIpv6(facts.customerAddress);
  const unit = facts.svlan === null ? `${facts.vlan}` : `${facts.svlan}${facts.vlan}`;
  const lines = [
    ...header(facts, `Cisco ${model} (IOS 12.4)`, '!'),
    `interface GigabitEthernet0/1.${unit}`,
    ` description ${facts.circuitId}`,
    facts.svlan === null
      ? ` encapsulation dot1Q ${facts.vlan}`
      : ` encapsulation dot1Q ${facts.svlan} second-dot1q ${facts.vlan}`,
    v6
      ? ` ipv6 address ${facts.customerAddress}`
      : ` ip address ${addressOf(facts.customerAddress)} ${dottedMask(maskBitsOf(facts.customerAddress))}`,
    ` ip mtu ${facts.mtu}`,
    ' no shutdown',
    '!',
    `router bgp ${facts.customerAsn}`,
    ` neighbor ${addressOf(facts.providerAddress)} remote-as ${facts.providerAsn}`,
    ...(facts.md5 ? [` neighbor ${addressOf(facts.providerAddress)} password ${facts.md5}`] : []),
    v6 ? ' address-family ipv6' : ' address-family ipv4',
    `  neighbor ${addressOf(facts.providerAddress)} activate`,
    ...facts.advertisedPrefixes.map((prefix) =>
      isIpv6(prefix) ? `  network ${prefix}` : `  network ${addressOf(prefix)} mask ${dottedMask(maskBitsOf(prefix))}`,
    ),
    ' exit-address-family',
    '!',
    'end',
  ];
  return lines.join('\n');
}

function ciscoNxos(facts: RouterFacts, model: string, version: string): string {
  const family = isIpv6(facts.customerAddress) ? 'ipv6 unicast' : 'ipv4 unicast';
  const lines = [
    ...header(facts, `Cisco ${model} (NX-OS ${version})`, '!'),
    'feature bgp',
    'feature interface-vlan',
    '!',
    `vlan ${facts.vlan}`,
    `  name ${facts.circuitId}`,
    '!',
    `interface Vlan${facts.vlan}`,
    `  description ${facts.circuitId}`,
    `  mtu ${facts.mtu}`,
    `  ${isIpv6(facts.customerAddress) ? 'ipv6' : 'ip'} address ${facts.customerAddress}`,
    '  no shutdown',
    '!',
    'interface Ethernet1/1',
    '  switchport mode trunk',
    `  switchport trunk allowed vlan add ${facts.vlan}`,
    '!',
    `router bgp ${facts.customerAsn}`,
    `  address-family ${family}`,
    ...facts.advertisedPrefixes.map((prefix) => `    network ${prefix}`),
    `  neighbor ${addressOf(facts.providerAddress)}`,
    `    remote-as ${facts.providerAsn}`,
    `    description ${facts.providerLabel} ${facts.circuitId}`,
    ...(facts.md5 ? [`    password 0 ${facts.md5}`] : []),
    `    address-family ${family}`,
  ];
  return lines.join('\n');
}

function junos(facts: RouterFacts, model: string, isSrx: boolean): string {
  const family = isIpv6(facts.customerAddress) ? 'inet6' : 'inet';
  const unit = facts.vlan;
  const lines = [
    ...header(facts, `Juniper ${model} (JunOS 9.5)`, '#'),
    'interfaces {',
    '    ge-0/0/1 {',
    facts.svlan === null ? '        vlan-tagging;' : '        stacked-vlan-tagging;',
    `        mtu ${facts.mtu + 18};`,
    `        unit ${unit} {`,
    `            description "${facts.circuitId}";`,
    facts.svlan === null
      ? `            vlan-id ${facts.vlan};`
      : `            vlan-tags outer ${facts.svlan} inner ${facts.vlan};`,
    `            family ${family} {`,
    `                address ${facts.customerAddress};`,
    '            }',
    '        }',
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
    ...(facts.md5 ? [`            authentication-key "${facts.md5}";`] : []),
    `            neighbor ${addressOf(facts.providerAddress)};`,
    '        }',
    '    }',
    '}',
    ...(isSrx
      ? [
          'security {',
          '    zones {',
          '        security-zone untrust {',
          '            interfaces {',
          `                ge-0/0/1.${unit} {`,
          '                    host-inbound-traffic {',
          '                        protocols {',
          '                            bgp;',
          '                        }',
          '                    }',
          '                }',
          '            }',
          '        }',
          '    }',
          '}',
        ]
      : []),
  ];
  return lines.join('\n');
}

function panos(facts: RouterFacts): string {
  const subinterface = `ethernet1/1.${facts.vlan}`;
  const lines = [
    ...header(facts, 'Palo Alto Networks PA-3000/5000 (PAN-OS 8.0.3)', '#'),
    `set network interface ethernet ethernet1/1 layer3 units ${subinterface} tag ${facts.vlan}`,
    `set network interface ethernet ethernet1/1 layer3 units ${subinterface} ip ${facts.customerAddress}`,
    `set network interface ethernet ethernet1/1 layer3 units ${subinterface} mtu ${facts.mtu}`,
    `set network interface ethernet ethernet1/1 layer3 units ${subinterface} comment "${facts.circuitId}"`,
    `set zone untrust network layer3 ${subinterface}`,
    `set network virtual-router default interface ${subinterface}`,
    'set network virtual-router default protocol bgp enable yes',
    `set network virtual-router default protocol bgp local-as ${facts.customerAsn}`,
    `set network virtual-router default protocol bgp router-id ${addressOf(facts.customerAddress)}`,
    ...(facts.md5
      ? [`set network virtual-router default protocol bgp auth-profile CLOUD-MD5 secret ${facts.md5}`]
      : []),
    'set network virtual-router default protocol bgp peer-group CLOUD type ebgp',
    `set network virtual-router default protocol bgp peer-group CLOUD peer ${facts.circuitId} peer-as ${facts.providerAsn}`,
    `set network virtual-router default protocol bgp peer-group CLOUD peer ${facts.circuitId} local-address interface ${subinterface}`,
    `set network virtual-router default protocol bgp peer-group CLOUD peer ${facts.circuitId} local-address ip ${facts.customerAddress}`,
    `set network virtual-router default protocol bgp peer-group CLOUD peer ${facts.circuitId} peer-address ip ${addressOf(facts.providerAddress)}`,
    ...(facts.md5
      ? [
          `set network virtual-router default protocol bgp peer-group CLOUD peer ${facts.circuitId} connection-options authentication CLOUD-MD5`,
        ]
      : []),
    ...facts.advertisedPrefixes.map(
      (prefix, index) =>
        `set network virtual-router default protocol bgp policy export rules ADVERTISE-${index + 1} match address-prefix ${prefix} exact yes`,
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
