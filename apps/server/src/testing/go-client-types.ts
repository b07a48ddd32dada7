import { type GoField, type GoType, goSlice, goStruct, optional } from './go-client.js';

/**
 * The structs of PacketFabric's Go client (`internal/packetfabric/*.go` of its Terraform provider, v1.9.2) that
 * answers are decoded into, field by field with their Go types. A plain field is one the wire reference lists for
 * the object (the answer must carry it); `optional` marks a field the client reads when present.
 */
const TIMES: Record<string, GoField> = { time_created: 'string', time_updated: 'string' };

const message = goStruct({ message: 'string' });
const workflow = goStruct({ workflow_name: 'string' });

/** ports.go `InterfaceReadResp`: a port or LAG as GET, list, PATCH and the LAG member list answer it. */
const InterfaceReadResp = goStruct({
  autoneg: 'bool',
  port_circuit_id: 'string',
  state: 'string',
  pop: 'string',
  speed: 'string',
  media: 'string',
  zone: 'string',
  mtu: 'int',
  description: 'string',
  vc_mode: 'string',
  is_lag: 'bool',
  is_lag_member: 'bool',
  is_cloud: 'bool',
  is_ptp: 'bool',
  lag_interval: 'string',
  member_count: 'int',
  parent_lag_circuit_id: 'string',
  disabled: 'bool',
  status: 'string',
  ...TIMES,
  is_cloud_router: 'bool',
  is_nat_capable: 'bool',
  is_ipsec_capable: 'bool',
  provider: 'string',
  region: 'string',
  market: 'string',
  market_description: 'string',
  site: 'string',
  site_code: 'string',
  operational_status: 'string',
  admin_status: 'string',
  account_uuid: 'string',
  subscription_term: 'int',
  is_nni: 'bool',
  customer_name: 'string',
  customer_uuid: 'string',
  max_cloud_router_speed: 'string',
  _links: goStruct({ device_info: 'string', location: 'string' }),
  po_number: 'string',
});

/** ports.go `InterfaceCreateResp`: the answer to `POST /v2/ports` (a few fields are `interface{}` there). */
const InterfaceCreateResp = goStruct({
  autoneg: 'bool',
  port_circuit_id: 'string',
  state: 'string',
  pop: 'string',
  speed: 'string',
  media: 'string',
  zone: 'string',
  mtu: 'int',
  description: 'string',
  vc_mode: 'any',
  is_lag: 'bool',
  is_lag_member: 'bool',
  is_cloud: 'bool',
  is_ptp: 'bool',
  lag_interval: 'any',
  member_count: 'any',
  parent_lag_circuit_id: 'any',
  disabled: 'bool',
  status: 'string',
  ...TIMES,
  is_cloud_router: 'any',
  is_nat_capable: 'any',
  is_ipsec_capable: 'any',
  provider: 'string',
  region: 'string',
  market: 'string',
  market_description: 'string',
  site: 'string',
  site_code: 'string',
  operational_status: 'any',
  admin_status: 'any',
  account_uuid: 'string',
  subscription_term: 'int',
  is_nni: 'bool',
  customer_name: 'string',
  customer_uuid: 'string',
  max_cloud_router_speed: 'string',
});

/** ports.go `PortDeviceInfo` with its `OpticsDiagnosticsLaneValues`. */
const PortDeviceInfo = goStruct({
  adjacent_router: 'any',
  device_name: 'string',
  device_make: 'string',
  admin_status: 'string',
  oper_status: 'string',
  auto_negotiation: 'bool',
  iface_name: 'string',
  speed: 'string',
  optics_diagnostics_lane_values: goSlice(
    goStruct({
      tx_power_dbm: 'float64',
      tx_power: 'float64',
      lane_index: 'string',
      rx_power: 'float64',
      rx_power_dbm: 'float64',
      bias_current: 'float64',
      tx_status: 'string',
      rx_status: 'string',
    }),
  ),
  polltime: 'any',
  time_flapped: 'string',
  traffic_rx_bps: 'int',
  traffic_rx_bytes: 'int',
  traffic_rx_ipv6_bytes: 'int',
  traffic_rx_ipv6_packets: 'int',
  traffic_rx_packets: 'int',
  traffic_rx_pps: 'int',
  traffic_tx_bps: 'int',
  traffic_tx_bytes: 'int',
  traffic_tx_ipv6_bytes: 'int',
  traffic_tx_ipv6_packets: 'int',
  traffic_tx_packets: 'int',
  traffic_tx_pps: 'int',
  wiring_media: 'string',
  wiring_module: 'string',
  wiring_panel: 'string',
  wiring_position: 'string',
  wiring_reach: 'string',
  wiring_type: 'string',
  lag_speed: 'int',
  device_can_lag: 'bool',
});

/** service_status_check.go `ServiceState`: what the client polls after every change of a port. */
const ServiceState = goStruct({
  circuit_id: 'string',
  status: goStruct({
    object: goStruct({ state: 'string', deleted: 'bool' }),
    current: goStruct({ state: 'string', description: 'string', warning: 'bool' }),
    last_workflow: goStruct({
      name: 'string',
      root: 'string',
      current: 'string',
      state: 'string',
      current_state: 'string',
      prev_state: 'string',
      is_final: 'bool',
      progress: goStruct({ position: 'int', steps: 'int' }),
    }),
  }),
});

/** cloud_service_aws.go `Billing` of a cloud connection. */
const CloudBilling = goStruct({
  account_uuid: 'string',
  subscription_term: 'int',
  speed: 'string',
  contracted_speed: 'string',
});

/** cloud_service_aws.go `Settings`: every field is omitempty; each kind promises its own (below). */
const SETTINGS_READ: Record<string, GoField> = {
  aws_region: optional('string'),
  encapsulation: optional('string'),
  vlan_id_pf: optional('int'),
  azure_service_key: optional('string'),
  google_pairing_key: optional('string'),
  vlan_id_cust: optional('int'),
  svlan_id_cust: optional('any'),
  vlan_id_private: optional('int'),
  vlan_id_microsoft: optional('int'),
  google_vlan_attachment_name: optional('string'),
  aws_hosted_type: optional('string'),
  aws_connection_id: optional('string'),
  aws_account_id: optional('string'),
  oracle_region: optional('string'),
  vc_ocid: optional('string'),
  account_id: optional('string'),
  bgp_asn: optional('int'),
  bgp_cer_cidr: optional('string'),
  bgp_ibm_cidr: optional('string'),
};
/** The `Settings` of a dedicated connection: its destination zone and autonegotiation. */
const CloudConnSettings = goStruct({ ...SETTINGS_READ, zone_dest: 'string', autoneg: 'bool' });
/** The `Settings` of a hosted connection: the provider's VLAN towards the cloud. */
const HostedConnSettings = goStruct({ ...SETTINGS_READ, vlan_id_pf: 'int' });

/** cloud_service_aws.go `CloudServiceConnCreateResp`: what a hosted or dedicated create and a PATCH answer. */
const cloudServiceConnCreateResp = (settings: GoType, components: GoType) =>
  goStruct({
    uuid: 'string',
    customer_uuid: 'string',
    user_uuid: 'string',
    service_provider: 'string',
    port_type: 'string',
    deleted: 'bool',
    cloud_circuit_id: 'string',
    account_uuid: 'string',
    customer_site_code: 'any',
    customer_site_name: 'any',
    service_class: 'string',
    description: 'string',
    state: 'string',
    settings,
    billing: CloudBilling,
    components: optional(components),
    is_cloud_router_connection: 'bool',
    is_awaiting_onramp: 'bool',
    azure_port_category: 'string',
    speed: 'string',
  });
const CloudServiceConnCreateResp = cloudServiceConnCreateResp(
  CloudConnSettings,
  goStruct({ ifd_port_circuit_id_cust: 'string', vc_id_microsoft: 'int', vc_id_private: 'int' }),
);
/** A hosted one: its components name the customer's port (Azure's private and Microsoft VCs when it has them). */
const HostedCloudServiceConnCreateResp = cloudServiceConnCreateResp(
  HostedConnSettings,
  goStruct({ ifd_port_circuit_id_cust: 'string', vc_id_microsoft: optional('int'), vc_id_private: optional('int') }),
);

/** cloud_service_aws.go `DedicatedConnResp`: an item of `GET /v2/services/cloud/connections/dedicated`. */
const DedicatedConnResp = goStruct({
  uuid: 'string',
  customer_uuid: 'string',
  user_uuid: 'string',
  service_provider: 'string',
  port_type: 'string',
  deleted: 'bool',
  ...TIMES,
  cloud_circuit_id: 'string',
  account_uuid: 'string',
  cloud_provider: goStruct({ pop: 'string', site: 'string' }),
  pop: 'string',
  site: 'string',
  service_class: 'string',
  description: 'string',
  state: 'string',
  settings: goStruct({ aws_region: optional('string'), zone_dest: 'string', autoneg: 'bool' }),
  subscription_term: 'int',
  is_cloud_router_connection: 'bool',
  speed: 'string',
  is_lag: 'bool',
});

/** cloud_service_aws.go `BgpSettings` of `CloudSettings` (the fields a hosted connection's settings carry). */
const CloudBgpSettings = goStruct({
  address_family: optional('string'),
  advertised_prefixes: optional(goSlice('string')),
  customer_asn: optional('int'),
  google_advertised_ip_ranges: optional(goSlice('string')),
  google_keepalive_interval: optional('int'),
  l3_address: optional('string'),
  md5: optional('string'),
  remote_address: optional('string'),
  remote_asn: optional('int'),
});

/** cloud_service_aws.go `CloudSettings`: the provider-side settings a hosted connection was ordered with. */
const CloudSettings = goStruct({
  aws_gateways: optional(
    goSlice(
      goStruct({
        type: optional('string'),
        name: optional('string'),
        id: optional('string'),
        asn: optional('int'),
        vpc_id: optional('string'),
        subnet_ids: optional(goSlice('string')),
        allowed_prefixes: optional(goSlice('string')),
      }),
    ),
  ),
  aws_region: optional('string'),
  aws_vif_type: optional('string'),
  bgp_settings: optional(CloudBgpSettings),
  credentials_uuid: optional('string'),
  google_cloud_router_name: optional('string'),
  google_edge_availability_domain: optional('int'),
  google_project_id: optional('string'),
  google_region: optional('string'),
  google_vlan_attachment_name: optional('string'),
  google_vpc_name: optional('string'),
  mtu: optional('int'),
});

/** cloud_service_aws.go `HostedInterfaces`: the customer's end of a hosted connection in the hosted list. */
const HostedInterfaces = goStruct({
  ...TIMES,
  port_circuit_id: 'string',
  pop: 'string',
  site: 'string',
  site_name: 'string',
  speed: 'string',
  media: 'string',
  zone: 'string',
  description: 'string',
  vlan: 'int',
  untagged: 'bool',
  svlan: optional('int'),
  provisioning_status: 'string',
  admin_status: 'string',
  operational_status: 'string',
  customer_name: 'string',
  customer_uuid: 'string',
  region: 'string',
  is_cloud: 'bool',
  is_ptp: 'bool',
});

/** cloud_service_aws.go `HostedConnResp`: an item of `GET /v2/services/cloud/connections/hosted`. */
const HostedConnResp = goStruct({
  uuid: 'string',
  customer_uuid: 'string',
  user_uuid: 'string',
  service_provider: 'string',
  port_type: 'string',
  deleted: 'bool',
  ...TIMES,
  cloud_circuit_id: 'string',
  account_uuid: 'string',
  cloud_provider: goStruct({ pop: 'string', region: 'string' }),
  service_class: 'string',
  description: 'string',
  state: 'string',
  is_cloud_router_connection: 'bool',
  is_awaiting_onramp: 'bool',
  speed: 'string',
  interfaces: goSlice(HostedInterfaces),
});

/** cloud_service_oracle.go `CloudServiceOracleConnResp`: what a hosted Oracle order answers. */
const CloudServiceOracleConnResp = goStruct({
  uuid: 'string',
  customer_uuid: 'string',
  user_uuid: 'string',
  service_provider: 'string',
  port_type: 'string',
  deleted: 'bool',
  cloud_circuit_id: 'string',
  account_uuid: 'string',
  customer_site_name: 'string',
  customer_site_code: 'string',
  service_class: 'string',
  description: 'string',
  state: 'string',
  settings: goStruct({ vlan_id_pf: 'int', vlan_id_cust: 'int', vc_ocid: 'string', oracle_region: 'string' }),
  billing: CloudBilling,
  components: goStruct({
    ifd_port_circuit_id_cust: 'string',
    cloud_provider_provisioning_response: optional(
      goStruct({ vc_ocid: optional('string'), lifecycle_state: optional('string') }),
    ),
  }),
  is_cloud_router_connection: 'bool',
  speed: 'string',
});

/** cloud_service_aws.go `RouterConfig`: `GET /v2/services/cloud/connections/{id}/router-config`. */
const RouterConfig = goStruct({ cloud_circuit_id: 'string', router_type: 'string', router_config: 'string' });

/** cloud_service_aws.go `CloudConnInfo`: `GET /v2/services/cloud/connections/{id}`. */
const cloudConnInfo = (settings: GoType) =>
  goStruct({
    uuid: 'string',
    cloud_circuit_id: 'string',
    customer_uuid: 'string',
    account_uuid: 'string',
    user_uuid: 'string',
    state: 'string',
    service_provider: 'string',
    service_class: 'string',
    port_type: 'string',
    speed: 'string',
    deleted: 'bool',
    description: 'string',
    cloud_provider: goStruct({ pop: 'string', region: 'string' }),
    cloud_provider_connection_id: 'string',
    settings,
    cloud_settings: optional(CloudSettings),
    subscription_term: 'int',
    ...TIMES,
    pop: 'string',
    site: 'string',
    customer_site_name: 'string',
    customer_site_code: 'string',
    is_awaiting_onramp: 'bool',
    is_cloud_router_connection: 'bool',
    azure_port_category: 'string',
    po_number: 'string',
  });
const CloudConnInfo = cloudConnInfo(CloudConnSettings);
const HostedCloudConnInfo = cloudConnInfo(HostedConnSettings);

/** user.go `UserResponse`. */
const UserResponse = goStruct({
  uuid: 'string',
  first_name: 'string',
  last_name: 'string',
  phone: 'string',
  timezone: 'string',
  email: 'string',
  login: 'string',
  group: 'string',
  mfa_enabled: 'bool',
  time_last_login: 'string',
  reset_password_before: 'string',
});

/** outbound_cross_connect.go `OutboundCrossConnectResp`. */
const OutboundCrossConnectResp = goStruct({
  port: 'string',
  site: 'string',
  document_uuid: 'string',
  outbound_cross_connect_id: 'string',
  obcc_status: 'string',
  description: 'string',
  user_description: 'string',
  destination_name: 'string',
  destination_circuit_id: 'string',
  panel: 'string',
  module: 'string',
  position: 'string',
  data_center_cross_connect_id: 'string',
  progress: 'int',
  deleted: 'bool',
  z_loc_cfa: 'string',
  circuit_id: 'string',
  ...TIMES,
});

/** documents.go `Document` and `DocumentLinks`. */
const Document = goStruct({
  uuid: 'string',
  name: 'string',
  description: 'string',
  mime_type: 'string',
  type: 'string',
  size: 'int',
  ...TIMES,
  _links: goStruct({
    port: 'string',
    service: 'string',
    cloud: 'string',
    cloud_router: 'string',
    cloud_router_connection: 'string',
  }),
});

/** locations.go `Location`. */
const Location = goStruct({
  pop: 'string',
  region: 'string',
  market: 'string',
  market_description: 'string',
  vendor: 'string',
  site: 'string',
  site_code: 'string',
  type: 'string',
  status: 'string',
  latitude: 'string',
  longitude: 'string',
  timezone: 'string',
  notes: 'string',
  pcode: 'int',
  lead_time: 'string',
  single_armed: 'bool',
  address1: 'string',
  address2: 'string',
  city: 'string',
  state: 'string',
  postal: 'string',
  country: 'string',
  network_provider: 'string',
  time_created: 'string',
  enni_supported: 'bool',
});

/** cloud_locations.go `CloudLocation`. */
const CloudLocation = goStruct({
  pop: 'string',
  region: 'string',
  market: 'string',
  market_description: 'string',
  zones: goSlice('string'),
  vendor: 'string',
  site: 'string',
  site_code: 'string',
  type: 'string',
  status: 'string',
  latitude: 'string',
  longitude: 'string',
  timezone: 'any',
  notes: 'any',
  pcode: 'any',
  lead_time: 'string',
  single_armed: 'bool',
  address1: 'string',
  address2: 'any',
  city: 'string',
  state: 'string',
  postal: 'string',
  country: 'string',
  cloud_provider: 'string',
  cloud_connection_details: goStruct({ region: 'string', hosted_type: 'string', region_description: 'string' }),
  network_provider: 'string',
  time_created: 'string',
  enni_supported: 'bool',
});

/** flex_bandwith.go `FlexBandwidthResponse`: a pool as create and read answer it. */
const FlexBandwidthResponse = goStruct({
  flex_bandwidth_id: 'string',
  account_uuid: 'string',
  description: 'string',
  subscription_term: 'int',
  capacity_mbps: 'int',
  used_capacity_mbps: 'int',
  available_capacity_mbps: 'int',
  po_number: optional('string'),
  ...TIMES,
});

/** cloud_router.go `CloudRouterResponse`: regions are objects in answers, strings in requests. */
const CloudRouterResponse = goStruct({
  circuit_id: 'string',
  account_uuid: 'string',
  asn: 'int',
  name: 'string',
  capacity: 'string',
  regions: goSlice(goStruct({ name: 'string', code: 'string' })),
  po_number: optional('string'),
  subscription_term: optional('int'),
  ...TIMES,
});

/** cloud_service_aws.go `BgpSettings`, as `cloud_settings.bgp_settings` carries it (every field omitempty). */
const CloudBgpSettings = goStruct(
  Object.fromEntries(
    Object.entries({
      address_family: 'string',
      advertised_prefixes: goSlice('string'),
      as_prepend: 'int',
      customer_asn: 'int',
      disabled: 'bool',
      google_advertised_ip_ranges: goSlice('string'),
      google_keepalive_interval: 'int',
      l3_address: 'string',
      local_preference: 'int',
      md5: 'string',
      med: 'int',
      multihop_ttl: 'int',
      orlonger: 'bool',
      remote_address: 'string',
      remote_asn: 'int',
    } satisfies Record<string, GoType>).map(([name, type]) => [name, optional(type)]),
  ),
);

/** cloud_service_aws.go `CloudSettings` with its `CloudState`: what a cloud connection's `cloud_settings` decodes into. */
const CloudSettings = goStruct(
  Object.fromEntries(
    Object.entries({
      account_id: 'string',
      aws_account_id: 'string',
      aws_connection_id: 'string',
      aws_gateways: goSlice(
        goStruct({
          type: optional('string'),
          name: optional('string'),
          id: optional('string'),
          asn: optional('int'),
          vpc_id: optional('string'),
          subnet_ids: optional(goSlice('string')),
          allowed_prefixes: optional(goSlice('string')),
        }),
      ),
      aws_hosted_type: 'string',
      aws_region: 'string',
      aws_vif_type: 'string',
      azure_service_key: 'string',
      bgp_asn: 'int',
      bgp_cer_cidr: 'string',
      bgp_ibm_cidr: 'string',
      bgp_settings: CloudBgpSettings,
      cloud_state: goStruct({
        aws_dx_connection_state: optional('string'),
        aws_dx_port_encryption_status: optional('string'),
        aws_vif_state: optional('string'),
        bgp_state: optional('string'),
        google_interconnect_state: optional('string'),
        google_interconnect_admin_enabled: optional('bool'),
      }),
      credentials_uuid: 'string',
      google_cloud_router_name: 'string',
      google_edge_availability_domain: 'int',
      google_pairing_key: 'string',
      google_project_id: 'string',
      google_region: 'string',
      google_vlan_attachment_name: 'string',
      google_vpc_name: 'string',
      mtu: 'int',
      oracle_region: 'string',
      public_ip: 'string',
      vc_ocid: 'string',
    } satisfies Record<string, GoType>).map(([name, type]) => [name, optional(type)]),
  ),
);

/** cloud_router_connection.go `CloudRouterConnectionReadResponse` (every field omitempty; the promised ones plain). */
const CloudRouterConnectionReadResponse = goStruct({
  port_type: 'string',
  connection_type: 'string',
  port_circuit_id: optional('string'),
  pending_delete: 'bool',
  deleted: 'bool',
  state: 'string',
  cloud_circuit_id: 'string',
  speed: 'string',
  account_uuid: 'string',
  service_class: 'string',
  service_provider: 'string',
  service_type: 'string',
  description: 'string',
  uuid: 'string',
  cloud_provider_connection_id: optional('string'),
  cloud_settings: CloudSettings,
  nat_capable: 'bool',
  dnat_capable: 'bool',
  bgp_state_list: goSlice(goStruct({ bgp_settings_uuid: 'string', bgp_state: 'string' })),
  cloud_router_name: 'string',
  cloud_router_asn: 'int',
  cloud_router_circuit_id: 'string',
  user_uuid: optional('string'),
  customer_uuid: 'string',
  cloud_provider: goStruct({ pop: 'string', site: 'string', region: 'string' }),
  pop: 'string',
  site: 'string',
  zone: optional('string'),
  vlan: optional('int'),
  desired_nat: optional('string'),
  po_number: optional('string'),
  subscription_term: 'int',
  ...TIMES,
});

const IPSEC_PHASES: Record<string, GoField> = {
  customer_gateway_address: 'string',
  local_gateway_address: 'string',
  ike_version: 'int',
  phase1_authentication_method: 'string',
  phase1_group: 'string',
  phase1_encryption_algo: 'string',
  phase1_authentication_algo: 'string',
  phase1_lifetime: 'int',
  phase2_pfs_group: 'string',
  phase2_encryption_algo: 'string',
  phase2_authentication_algo: optional('string'),
  phase2_lifetime: 'int',
  pre_shared_key: optional('string'),
};

/** bgp_session.go `BgpPrefix`. */
const BgpPrefix = goStruct({
  bgp_prefix_uuid: 'string',
  prefix: 'string',
  match_type: 'string',
  as_prepend: 'int',
  med: 'int',
  local_preference: 'int',
  type: 'string',
});

/** bgp_session.go `BgpSessionCreateResp` (also the PUT's and, with `subnet` and `public_ip`, the GET's). */
const BgpSessionCreateResp = goStruct({
  bgp_settings_uuid: 'string',
  address_family: 'string',
  remote_address: 'string',
  remote_asn: 'int',
  multihop_ttl: 'int',
  local_preference: 'int',
  as_prepend: 'int',
  l3_address: 'string',
  med: 'int',
  md5: 'string',
  orlonger: 'bool',
  bfd_interval: 'int',
  bfd_multiplier: 'int',
  include_sub_defaults: optional('bool'),
  disabled: 'bool',
  nat: optional('any'),
  prefixes: goSlice(BgpPrefix),
  bgp_state: 'string',
  subnet: optional('string'),
  public_ip: optional('string'),
  ...TIMES,
});

export const GO_TYPES = {
  AuthResponse: goStruct({ token: 'string', time_expires: 'string' }),
  FlexBandwidthResponse,
  FlexBandwidthDelResp: message,
  BillingUpgradeResp: goStruct({ message: optional('string') }),
  PortMessageResp: message,
  InterfaceCreateResp,
  InterfaceReadResp,
  PortLoaResp: goStruct({
    uuid: 'string',
    name: 'string',
    type: 'string',
    description: 'string',
    mime_type: 'string',
    size: 'int',
    ...TIMES,
  }),
  PortVlanSummary: goStruct({ lowest_available_vlan: 'int', max_vlan: 'int' }),
  PortDeviceInfo,
  PortRouterLogs: goStruct({
    device_name: 'string',
    iface_name: 'string',
    message: 'string',
    severity: 'int',
    severity_name: 'string',
    timestamp: 'string',
  }),
  ServiceState,
  CloudServiceConnCreateResp,
  DedicatedConnResp,
  CloudConnInfo,
  HostedCloudServiceConnCreateResp,
  HostedCloudConnInfo,
  HostedConnResp,
  CloudServiceOracleConnResp,
  RouterConfig,
  LinkAggregationGroupCreateResp: goStruct({
    state: 'string',
    port_circuit_id: 'string',
    description: 'string',
    number: 'int',
    time_created: 'string',
    accepted: 'bool',
  }),
  LinkAggregationGroupWorkflowResp: workflow,
  UserResponse,
  UserDelResp: message,
  OutboundCrossConnectResp,
  OutboundCrossConnectMessageResp: message,
  Document,
  StreamingEventsCreateResponse: goStruct({ subscription_uuid: 'string' }),
  /** streaming_events.go `StreamingEventsGetResponse`: one item of `GET /v2/events/{uuid}` (a `data:` line). */
  StreamingEventsGetResponse: goStruct({
    event: 'string',
    data: goStruct({
      user: 'string',
      log_level: 'string',
      category: 'string',
      event: 'string',
      message: 'string',
      timestamp: 'string',
      lag: optional('string'),
      workflow_id: optional('string'),
      lag_circuit_id: optional('string'),
      circuit_id: optional('string'),
    }),
  }),
  ActivityLog: goStruct({
    log_uuid: 'string',
    user: 'string',
    level: 'int',
    category: 'string',
    event: 'string',
    message: 'string',
    time_created: 'string',
    log_level_name: 'string',
  }),
  Location,
  CloudLocation,
  PortAvailability: goStruct({
    zone: 'string',
    speed: 'string',
    media: 'string',
    count: 'int',
    partial: 'bool',
    enni: 'bool',
  }),
  LocationMarket: goStruct({ name: 'string', code: 'string', country: 'string' }),
  LocationRegion: goStruct({ name: 'string', code: 'string' }),
  CloudRouterResponse,
  CloudRouterDelResp: message,
  CloudRouterConnectionReadResponse,
  /** cloud_router_connection.go `AwsConnectionCreateResponse`: the answer to an AWS connection of a cloud router. */
  AwsConnectionCreateResponse: goStruct({
    public_ip: 'string',
    uuid: 'string',
    customer_uuid: 'string',
    user_uuid: 'string',
    service_provider: 'string',
    port_type: 'string',
    settings: goStruct({
      aws_region: optional('string'),
      aws_hosted_type: optional('string'),
      aws_connection_id: optional('string'),
      aws_account_id: optional('string'),
      vlan_id_pf: optional('int'),
      vlan_id_cust: optional('int'),
    }),
    cloud_circuit_id: 'string',
    account_uuid: 'string',
    service_class: 'string',
    description: 'string',
    state: 'string',
    billing: goStruct({ account_uuid: 'string', subscription_term: 'int' }),
    speed: 'string',
    components: optional(goStruct({ ifd_port_circuit_id_cust: 'string', ifd_port_circuit_id_pf: 'string' })),
  }),
  /** cloud_router_port.go `CustomerOwnedPortResp`: the read shape with `bgp_state`. */
  CustomerOwnedPortResp: CloudRouterConnectionReadResponse,
  ConnectionDeleteResp: message,
  IPSecCloudRouterCreateResp: goStruct({
    vc_circuit_id: 'string',
    circuit_id: 'string',
    ...IPSEC_PHASES,
    description: 'string',
    account_uuid: 'string',
    pop: 'string',
    speed: 'string',
    subscription_term: 'int',
    ...TIMES,
  }),
  IPSecConnUpdateResponse: goStruct({ circuit_id: 'string', ...IPSEC_PHASES, deleted: 'bool', ...TIMES }),
  BgpSessionCreateResp,
  BgpPrefix,
  BgpDeleteMessage: message,
  /** billing.go `GetEarlyTerminationLiability`: a bare JSON number into a float64. */
  EarlyTerminationLiability: 'float64',
  /** cloud_provider_credential.go `CloudProviderCredentialResponse`. */
  CloudProviderCredentialResponse: goStruct({
    cloud_provider_credential_uuid: 'string',
    description: 'string',
    cloud_provider: 'string',
    is_unused: 'bool',
    ...TIMES,
  }),
  CloudProviderCredentialDelResp: message,
} satisfies Record<string, GoType>;
