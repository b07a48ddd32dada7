import { OWN_PROVIDER } from '../catalogue/speeds.js';

/** spec 4: the cloud router and cloud router connection statuses. */
export const CLOUD_ROUTER_STATUSES = [
  'bgp_provisioning',
  'bgp_not_created',
  'active',
  'configuring',
  'deleting',
  'established',
  'down',
  'inactive',
  'fetching',
  'pendingDelete',
  'provisioning',
  'requesting',
] as const;

/** spec 4: a cloud router or connection status. */
export type CloudRouterStatus = (typeof CLOUD_ROUTER_STATUSES)[number];

/** spec 4: the states in which a cloud router connection does not count as provisioning. */
export const CR_CONNECTION_SETTLED_STATES = [
  'active',
  'inactive',
  'bgp_not_created',
  'bgp_disabled',
  'bgp_provisioned',
  'vc_active',
  'saved',
] as const;

/** spec 4: the states in which high-performance internet does not count as provisioning. */
export const HPI_SETTLED_STATES = ['active', 'inactive', 'bgp_not_created', 'bgp_disabled', 'bgp_provisioned'] as const;

/** spec 4: the connection states that allow a speed upgrade. */
export const SPEED_UPGRADE_STATES = ['active', 'bgp_not_created', 'bgp_disabled'] as const;

/** spec 4: the providers whose connections can always be upgraded (the product's own value also as 'packet'). */
export const SPEED_UPGRADE_PROVIDERS = ['google', 'ipsec', OWN_PROVIDER, 'packet'] as const;

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();
const isOneOf = (value: string | null | undefined, list: readonly string[]) => list.includes(lower(value));

/** spec 4: a cloud router connection counts as provisioning unless its state is a settled one. */
export function isCloudRouterConnectionProvisioning(state: string | null | undefined): boolean {
  return !isOneOf(state, CR_CONNECTION_SETTLED_STATES);
}

/** spec 4: high-performance internet counts as provisioning unless active, inactive or a settled BGP state. */
export function isHpiProvisioning(state: string | null | undefined): boolean {
  return !isOneOf(state, HPI_SETTLED_STATES);
}

/** spec 3 "Cloud router": the connection fields the speed upgrade rule reads. */
export interface CloudRouterConnectionFacts {
  state?: string | null;
  service_provider?: string | null;
  connection_type?: string | null;
  cloud_settings?: { credentials_uuid?: string | null } | null;
}

/** spec 4: speed upgrade of a cloud router connection, by state and provider. */
export function canUpgradeCloudRouterConnectionSpeed(connection: CloudRouterConnectionFacts): boolean {
  if (!isOneOf(connection.state, SPEED_UPGRADE_STATES)) return false;
  const provider = lower(connection.service_provider);
  if (provider === 'aws') {
    return (
      lower(connection.connection_type) !== 'cloud_dedicated' && Boolean(connection.cloud_settings?.credentials_uuid)
    );
  }
  return isOneOf(provider, SPEED_UPGRADE_PROVIDERS);
}
