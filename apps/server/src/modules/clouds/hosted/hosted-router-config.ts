import type { RouterConfig, RouterType } from '@portal/contract';
import { cloudPeerAsn } from '@portal/domain';
import { notFound } from '../../../http/app-error.js';
import type { UnreadableSecrets } from '../../platform/secrets/unreadable-secrets.js';
import { PROVIDER_LABELS } from '../connections/hosted-cloud-order.js';
import { findHostedRecord, type HostedRecord } from './hosted.repo.js';
import { HOSTED_NOT_FOUND, type HostedDeps } from './order-hosted.js';
import { linkLocalPair, peerAddressOf, type RouterLink, routerConfiguration } from './router-config.js';

/** Microsoft peering needs public addresses of the customer's own; the configuration shows documentation ones. */
const MICROSOFT_PEERING = { customer: '192.0.2.1/30', provider: '192.0.2.2/30' } as const;

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The connection's VLANs on the customer's router, each with its addresses: the BGP settings' own addresses, else
 * IBM's `bgp_cer_cidr` and `bgp_ibm_cidr` (one gives the other end of its subnet), else a link-local /30 of the
 * circuit; an Azure connection has a link per peering, Microsoft peering on public addresses the customer replaces.
 */
function linksOf(found: HostedRecord, bgp: Record<string, unknown>): RouterLink[] {
  const { cloud } = found;
  const pair = linkLocalPair(cloud.circuitId);
  const label = PROVIDER_LABELS[cloud.provider];
  const tags = (vlan: HostedRecord['vlans'][number]) => ({ vlan: vlan.vlan, svlan: vlan.svlan });
  if (cloud.provider === 'azure') {
    const peerings = [...found.vlans].sort((a, b) => (a.kind === 'private' ? -1 : b.kind === 'private' ? 1 : 0));
    return peerings.map((vlan) =>
      vlan.kind === 'microsoft'
        ? {
            name: 'Azure Microsoft peering',
            ...tags(vlan),
            customerAddress: MICROSOFT_PEERING.customer,
            providerAddress: MICROSOFT_PEERING.provider,
            note:
              `Azure Microsoft peering runs on a public /30 registered to you: replace ${MICROSOFT_PEERING.customer} ` +
              `(yours) and ${MICROSOFT_PEERING.provider} (Microsoft's) with its two addresses.`,
          }
        : {
            name: 'Azure private peering',
            ...tags(vlan),
            customerAddress: pair.customer,
            providerAddress: pair.provider,
          },
    );
  }
  let customerAddress = textOf(bgp.l3_address);
  let providerAddress = textOf(bgp.remote_address);
  if (cloud.provider === 'ibm') {
    const cer = textOf(cloud.settings.bgp_cer_cidr);
    const ibm = textOf(cloud.settings.bgp_ibm_cidr);
    customerAddress = cer ?? (ibm ? peerAddressOf(ibm) : undefined);
    providerAddress = ibm ?? (cer ? peerAddressOf(cer) : undefined);
  }
  return found.vlans.map((vlan) => ({
    name: label,
    ...tags(vlan),
    customerAddress: customerAddress ?? pair.customer,
    providerAddress: providerAddress ?? pair.provider,
  }));
}

/**
 * The key the configuration prints: none, the key for a caller who may change the connection, else `hidden` (a
 * placeholder); a key sealed under a SECRETS_KEY this process does not have is `hidden` too, and reported.
 */
function md5Facts(
  deps: HostedDeps,
  circuitId: string,
  settings: Record<string, unknown>,
  caller: { mayChange: boolean; unreadable: UnreadableSecrets },
): string | 'hidden' | null {
  const read = deps.settingsSecrets.readMd5(settings);
  if (read.state === 'none') return null;
  if (!caller.mayChange) return 'hidden';
  if (read.state === 'open') return read.md5;
  caller.unreadable.report(`hosted-cloud ${circuitId}`);
  return 'hidden';
}

/**
 * `GET /v2/services/cloud/connections/{id}/router-config`: the connection's VLANs, addresses and ASNs for a vendor.
 * The BGP MD5 key is in it only for a caller who may change the connection (hosted-cloud.create); anyone else who
 * reads it (cloud/virtual-circuit.read, the read-only group) gets a placeholder to replace, as every other answer
 * masks the key.
 */
export async function hostedRouterConfig(
  deps: HostedDeps,
  customerId: string,
  id: string,
  routerType: RouterType,
  caller: { mayChange: boolean; unreadable: UnreadableSecrets },
): Promise<RouterConfig> {
  const found = await findHostedRecord(deps.db, customerId, id);
  if (!found) throw notFound(HOSTED_NOT_FOUND);
  const { cloud } = found;
  const settings = record(cloud.cloudSettings);
  const bgp = record(settings.bgp_settings);
  const prefixes = bgp.advertised_prefixes ?? bgp.google_advertised_ip_ranges;
  const config = routerConfiguration(routerType, {
    circuitId: cloud.circuitId,
    providerLabel: PROVIDER_LABELS[cloud.provider],
    links: linksOf(found, bgp),
    customerAsn: numberOr(bgp.customer_asn, numberOr(cloud.settings.bgp_asn, 65000)),
    // Amazon's side of the gateway the connection names (as cloud routers' AWS sessions peer with), Google's
    // remote_asn, else the cloud's default.
    providerAsn: cloudPeerAsn(cloud.provider, settings),
    md5: md5Facts(deps, cloud.circuitId, settings, caller),
    advertisedPrefixes: Array.isArray(prefixes) ? prefixes.filter((item) => typeof item === 'string') : [],
    mtu: numberOr(settings.mtu, 1500),
  });
  return { cloud_circuit_id: cloud.circuitId, router_type: routerType, router_config: config };
}
