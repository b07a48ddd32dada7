import type { HostedCloud } from '@portal/contract';
import { DEFAULT_REMOTE_ASNS } from '@portal/domain';
import { awsGatewaysOf, gatewayText } from './cloud-resources';
import { hasStoredMd5 } from './hosted-order-form';

/** A stored setting as a fact's text: lists joined, nothing as a dash. */
export function settingText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return Array.isArray(value) ? value.join(', ') || '—' : String(value);
}

/** An address family as the form offers it (ipv4 reads IPv4). */
const addressFamilyText = (value: unknown) =>
  value === 'ipv4' ? 'IPv4' : value === 'ipv6' ? 'IPv6' : settingText(value);

/** A VIF type as the form's choices name it (private reads Private). */
const vifTypeText = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value.charAt(0).toUpperCase() + value.slice(1) : settingText(value);

const settingsOf = (cloud: Pick<HostedCloud, 'cloud_settings'>) => cloud.cloud_settings ?? {};
const bgpOf = (cloud: Pick<HostedCloud, 'cloud_settings'>) =>
  (settingsOf(cloud).bgp_settings ?? {}) as Record<string, unknown>;

/**
 * The cloud-side BGP session's settings as facts (wire reference 3.7 `cloud_settings.bgp_settings`): AWS's ASN,
 * address family, both addresses (a link-local pair when none is given) and prefixes; Google's ASNs (Google's own by
 * default), keepalive and IP ranges; the MD5 key only as set or not, never its value.
 */
export function bgpSettingsFacts(cloud: Pick<HostedCloud, 'service_provider' | 'cloud_settings'>): [string, string][] {
  const bgp = bgpOf(cloud);
  // Without addresses of the customer's choice, a link-local pair is assigned; the router configuration names it.
  const assigned = (value: unknown) => (value ? String(value) : 'Link-local, in the router configuration');
  const facts: [string, string][] =
    cloud.service_provider === 'aws'
      ? [
          ['Your BGP ASN', settingText(bgp.customer_asn)],
          ['Address family', addressFamilyText(bgp.address_family)],
          ['Your router’s address', assigned(bgp.l3_address)],
          ['Amazon’s address', assigned(bgp.remote_address)],
          ['Advertised prefixes', settingText(bgp.advertised_prefixes)],
        ]
      : [
          ['BGP ASN', settingText(bgp.customer_asn)],
          ['Peer ASN', settingText(bgp.remote_asn ?? DEFAULT_REMOTE_ASNS.google)],
          [
            'Keepalive interval',
            bgp.google_keepalive_interval ? `${settingText(bgp.google_keepalive_interval)} s` : '—',
          ],
          ['Advertised IP ranges', settingText(bgp.google_advertised_ip_ranges)],
        ];
  facts.push(['BGP MD5 key', hasStoredMd5(cloud.cloud_settings) ? 'Set' : 'None']);
  return facts;
}

/** The provider-side settings other than BGP: the region, the VIF and its gateways or the Cloud Router, the MTU. */
export function providerSettingsFacts(
  cloud: Pick<HostedCloud, 'service_provider' | 'cloud_settings'>,
): [string, string][] {
  const settings = settingsOf(cloud);
  return cloud.service_provider === 'aws'
    ? [
        ['AWS region', settingText(settings.aws_region)],
        ['VIF type', vifTypeText(settings.aws_vif_type)],
        ['Gateways', settingText(awsGatewaysOf(settings.aws_gateways).map(gatewayText).join('; '))],
        ['MTU', settingText(settings.mtu)],
      ]
    : [
        ['Google region', settingText(settings.google_region)],
        ['Cloud Router', settingText(settings.google_cloud_router_name)],
        ['VPC network', settingText(settings.google_vpc_name)],
        ['VLAN attachment', settingText(settings.google_vlan_attachment_name)],
        ['MTU', settingText(settings.mtu)],
      ];
}

/** The session's state as the cloud reports it (`cloud_state.bgp_state`), and the badge's colour for it. */
export function bgpStateOf(cloud: Pick<HostedCloud, 'cloud_state'>): { label: string; color: string } {
  const state = cloud.cloud_state.bgp_state;
  if (!state) return { label: 'Not reported yet', color: 'gray' };
  const lower = state.toLowerCase();
  const color = lower === 'up' || lower === 'established' ? 'green' : lower === 'down' ? 'red' : 'yellow';
  return { label: lower === 'up' ? 'Up' : lower === 'down' ? 'Down' : state, color };
}
