import { type CloudProvider, cloudPeerAsn, type PeerKind } from '@portal/domain';
import { PROVIDER_LABELS } from '../connections/hosted-cloud-order.js';
import { withoutSecrets } from '../hosted/hosted-view.js';
import type { ConnectionRow, RouterRow } from './cloud-routers.repo.js';

/**
 * What differs between the kinds of cloud router connection (wire reference 3.9): an IPsec tunnel, a VLAN of the
 * customer's own port, or a hosted connection to a cloud at one of its on-ramps.
 */

/** wire reference 3.9 `port_type`: hosted for a cloud connection, else the connection type. */
export function portTypeOf(row: Pick<ConnectionRow, 'connectionType'>): string {
  return row.connectionType === 'cloud_hosted' ? 'hosted' : row.connectionType;
}

/** wire reference 3.9 `service_provider`: the cloud, `ipsec`, or the product's own provider. */
export function serviceProviderOf(row: Pick<ConnectionRow, 'connectionType' | 'provider'>): string {
  if (row.connectionType === 'cloud_hosted') return row.provider ?? 'aws';
  return row.connectionType;
}

/** The kind of BGP peer behind the connection in the routing simulation. */
export function peerKindOf(row: Pick<ConnectionRow, 'connectionType' | 'provider'>): PeerKind {
  if (row.connectionType === 'cloud_hosted') return row.provider ?? 'aws';
  return row.connectionType;
}

/**
 * The ASN the far side of a session speaks as: a cloud's own (`cloudPeerAsn`: the AWS gateway's when the cloud
 * settings name one, Google's `remote_asn`, else the cloud's default), the ASN the session names for an IPsec peer or
 * the customer's own router (configured by the customer to match).
 */
export function peerAsnOf(row: Pick<ConnectionRow, 'connectionType' | 'provider' | 'cloudSettings'>, asked: number) {
  if (row.connectionType !== 'cloud_hosted' || row.provider === null) return asked;
  return cloudPeerAsn(row.provider, row.cloudSettings);
}

/** wire reference 3.9 `cloud_settings`: the request's settings (no MD5 in clear) with the cloud's read-outs. */
export function cloudSettingsView(row: ConnectionRow): Record<string, unknown> {
  if (row.connectionType !== 'cloud_hosted') return {};
  return {
    ...(withoutSecrets(row.settings ?? {}) as Record<string, unknown>),
    ...(withoutSecrets(row.cloudSettings ?? {}) as Record<string, unknown>),
    ...(row.providerConnectionId && row.provider === 'aws' ? { aws_connection_id: row.providerConnectionId } : {}),
    cloud_state: cloudStateView(row.cloudState ?? {}),
  };
}

/** wire reference 3.7 `cloud_state`: strings, but `google_interconnect_admin_enabled` a boolean as clients decode it. */
function cloudStateView(state: Record<string, unknown>): Record<string, unknown> {
  const admin = state.google_interconnect_admin_enabled;
  return admin === undefined ? { ...state } : { ...state, google_interconnect_admin_enabled: String(admin) === 'true' };
}

/** The inventory's description of a connection: what it is, its speed and where it lands, via which router. */
export function connectionDescriptionOf(router: Pick<RouterRow, 'name'>, row: ConnectionRow): string {
  switch (row.connectionType) {
    case 'ipsec':
      return `IPsec, ${row.speed}, to ${row.customerGatewayAddress ?? ''} via ${router.name}`;
    case 'packetfabric':
      return `Port ${row.portCircuitId ?? ''}${row.vlan === null ? ' untagged' : ` VLAN ${row.vlan}`}, ${row.speed}, via ${router.name}`;
    case 'cloud_hosted': {
      const label = PROVIDER_LABELS[(row.provider ?? 'aws') as CloudProvider];
      return `${label} ${row.region ?? ''}, ${row.speed}, at ${row.pop} via ${router.name}`;
    }
  }
}
