import {
  type HostedCloud,
  type HostedInterface,
  type HostedSettings,
  hostedAlternateSummaryOf,
  hostedSettingsSchema,
  SECRET_MASK,
  type VcInterface,
  type VirtualCircuit,
} from '@portal/contract';
import { hostedCloudSummary, parseSpeedMbps } from '@portal/domain';
import type { HostedRecord } from './hosted.repo.js';

/** The secret a BGP session may carry: never shown back, never written to the activity log. */
const SECRET_KEYS = new Set(['md5']);

/** A copy of provider-side settings without their secrets (the MD5 key shows as set, not as its value). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEYS.has(key) && item ? SECRET_MASK : withoutSecrets(item),
    ]),
  );
}

/** Hosted connections are single-term products (spec 9): always month to month. */
export const HOSTED_TERM = 1;

const SETTINGS_KEYS = Object.keys(hostedSettingsSchema.shape) as (keyof HostedSettings)[];

/** The `settings` of the wire shape: the keys the connection has (the VLANs, the provider's identifiers). */
function settingsOf(record: HostedRecord): HostedSettings {
  const { cloud, vlans } = record;
  const vlanOf = (kind: string) => vlans.find((vlan) => vlan.kind === kind)?.vlan;
  const plain = vlans.find((vlan) => vlan.kind === 'vlan');
  const all: Record<string, unknown> = {
    ...cloud.settings,
    vlan_id_pf: cloud.vlanIdPf,
    vlan_id_cust: plain?.vlan,
    svlan_id_cust: vlans[0]?.svlan ?? undefined,
    vlan_id_private: vlanOf('private'),
    vlan_id_microsoft: vlanOf('microsoft'),
    aws_connection_id: cloud.provider === 'aws' ? (cloud.providerConnectionId ?? undefined) : undefined,
    zone_dest: cloud.zone,
  };
  return Object.fromEntries(
    SETTINGS_KEYS.flatMap((key) => (all[key] === undefined || all[key] === null ? [] : [[key, all[key]]])),
  ) as HostedSettings;
}

/** The customer's end: the port and the VLAN the connection takes of it. */
function interfaceOf(record: HostedRecord): HostedInterface {
  const { port, portLocation, cloud, vlans } = record;
  const isPortUp = port.state === 'active';
  const first = vlans[0];
  return {
    port_circuit_id: port.circuitId,
    pop: port.pop,
    site: portLocation.siteCode,
    site_name: portLocation.site,
    region: portLocation.region,
    speed: port.speed,
    media: port.media,
    zone: port.zone,
    description: port.description,
    vlan: first?.vlan ?? null,
    svlan: first?.svlan ?? null,
    untagged: false,
    provisioning_status: cloud.state === 'active' ? 'active' : 'provisioning',
    admin_status: port.adminStatus,
    operational_status: isPortUp ? port.operationalStatus : 'down',
    customer_uuid: port.customerId,
    customer_name: record.customerName,
    is_cloud: false,
    is_ptp: false,
    time_created: cloud.createdAt.toISOString(),
    time_updated: cloud.updatedAt.toISOString(),
  };
}

const stateText = (state: Record<string, unknown>, key: string) =>
  typeof state[key] === 'string' ? (state[key] as string) : null;

/** True while an AWS connection waits for the customer to accept it in the AWS console. */
export function isAwaitingAcceptance(record: Pick<HostedRecord, 'cloud'>): boolean {
  return record.cloud.providerState === 'awaiting_acceptance';
}

/** Wire reference 3.7 CloudServiceConn / CloudConnInfo, with spec 4's summaries computed once, here. */
export function presentHosted(record: HostedRecord): HostedCloud {
  const { cloud, onRampLocation } = record;
  const state = cloud.cloudState;
  return {
    uuid: cloud.uuid,
    cloud_circuit_id: cloud.circuitId,
    customer_uuid: cloud.customerId,
    user_uuid: cloud.userId,
    account_uuid: cloud.accountUuid,
    service_provider: cloud.provider,
    port_type: 'hosted',
    service_class: cloud.serviceClass,
    media: null,
    has_loa: false,
    admin_status: record.port.state === 'active' ? record.port.adminStatus : 'down',
    operational_status: record.port.state === 'active' ? record.port.operationalStatus : 'down',
    azure_port_category: null,
    state: cloud.state,
    summary: hostedSummaryOf(cloud.state),
    alternate_summary: hostedAlternateSummaryOf(cloud.state),
    is_awaiting_acceptance: isAwaitingAcceptance(record),
    provider_state: cloud.providerState,
    provider_message: cloud.providerMessage,
    deleted: false,
    description: cloud.description,
    po_number: cloud.poNumber,
    speed: cloud.speed,
    subscription_term: HOSTED_TERM,
    pop: cloud.pop,
    site: onRampLocation.siteCode,
    zone: cloud.zone,
    customer_site_code: null,
    customer_site_name: null,
    is_cloud_router_connection: false,
    is_awaiting_onramp: false,
    is_lag: record.port.isLag,
    cloud_provider: { pop: cloud.pop, site: onRampLocation.siteCode, region: cloud.region },
    cloud_provider_connection_id: cloud.providerConnectionId,
    billing: {
      account_uuid: cloud.accountUuid,
      subscription_term: HOSTED_TERM,
      speed: cloud.speed,
      contracted_speed: cloud.speed,
    },
    settings: settingsOf(record),
    components: { ifd_port_circuit_id_cust: cloud.portCircuitId },
    cloud_settings:
      cloud.cloudSettings === null ? null : (withoutSecrets(cloud.cloudSettings) as Record<string, unknown>),
    cloud_state: {
      aws_dx_connection_state: stateText(state, 'aws_dx_connection_state'),
      aws_vif_state: stateText(state, 'aws_vif_state'),
      bgp_state: stateText(state, 'bgp_state'),
      google_interconnect_state: stateText(state, 'google_interconnect_state'),
      google_interconnect_admin_enabled:
        state.google_interconnect_admin_enabled === undefined
          ? null
          : state.google_interconnect_admin_enabled === true || state.google_interconnect_admin_enabled === 'true',
    },
    interfaces: [interfaceOf(record)],
    time_created: cloud.createdAt.toISOString(),
    time_updated: cloud.updatedAt.toISOString(),
  };
}

/** spec 4 "Hosted cloud summary" as the contract's enum. */
export function hostedSummaryOf(state: string): HostedCloud['summary'] {
  const summary = hostedCloudSummary(state);
  return summary === 'warning' ? 'active' : summary;
}

/**
 * `GET /v2/services/{id}` of a hosted connection (wire reference 3.5 "Backbone VC object"), as the Go client's
 * hosted read takes it: the customer's port and VLAN first (`interfaces[0]`), then the cloud's end at the on-ramp
 * (`interfaces[1]`, its zone).
 */
export function presentHostedAsService(record: HostedRecord): VirtualCircuit {
  const { cloud, onRampLocation } = record;
  const customerEnd = { ...interfaceOf(record), customer_site_code: null, customer_site_name: null };
  const cloudEnd: VcInterface = {
    ...customerEnd,
    side: 'z',
    port_circuit_id: cloud.providerConnectionId ?? cloud.circuitId,
    pop: cloud.pop,
    site: onRampLocation.siteCode,
    site_name: onRampLocation.site,
    region: cloud.region,
    market: onRampLocation.market,
    speed: cloud.speed,
    media: '',
    zone: cloud.zone,
    description: cloud.description,
    vlan: cloud.vlanIdPf,
    svlan: null,
    admin_status: 'up',
    operational_status: cloud.state === 'active' ? 'up' : 'down',
    disabled: false,
    is_lag: false,
    is_cloud: true,
  };
  const summary = hostedSummaryOf(cloud.state);
  return {
    vc_circuit_id: cloud.circuitId,
    customer_uuid: cloud.customerId,
    customer_name: record.customerName,
    account_uuid: cloud.accountUuid,
    state: cloud.state,
    description: cloud.description,
    po_number: cloud.poNumber,
    service_type: 'cloud_hosted',
    service_class: cloud.serviceClass,
    mode: 'evpl',
    connected: cloud.state === 'active',
    aggregate_capacity_id: null,
    flex_bandwidth_id: null,
    bandwidth: {
      account_uuid: cloud.accountUuid,
      longhaul_type: 'dedicated',
      subscription_term: HOSTED_TERM,
      speed: cloud.speed,
      burst_speed: 0,
      speed_mbps: parseSpeedMbps(cloud.speed),
    },
    rate_limit_in: null,
    rate_limit_out: null,
    interfaces: [
      {
        ...customerEnd,
        side: 'a',
        market: record.portLocation.market,
        disabled: record.port.disabled,
        is_lag: record.port.isLag,
      },
      cloudEnd,
    ],
    summary: summary === 'deleting' ? 'provisioning' : summary,
    deleted: false,
    is_cloud_router_connection: false,
    time_created: cloud.createdAt.toISOString(),
    time_updated: cloud.updatedAt.toISOString(),
  };
}
