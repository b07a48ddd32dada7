import type { Port } from '@portal/contract';
import { derivePortStatus, type PortFacts, portSummary, portViewLabel } from '@portal/domain';
import type { PortRecord, PortRow } from './ports.repo.js';

/** The spec 3 port facts of a row, as the domain's status and eligibility rules read them. */
export function portFactsOf(row: PortRow): PortFacts {
  return {
    port_circuit_id: row.circuitId,
    pop: row.pop,
    state: row.state,
    status: row.status,
    // spec 4: a requested port is provisioning too, so the eligibility rules treat it so.
    provisioning_status: derivePortStatus(row),
    admin_status: row.adminStatus,
    operational_status: row.operationalStatus,
    is_lag: row.isLag,
    is_lag_member: row.lagId !== null,
    is_cloud: false,
    is_ptp: false,
    is_cloud_router: false,
    vc_mode: null,
    disabled: row.disabled,
  };
}

/** spec 4 "Port summary" of a row: what the inventory, the dashboard and the badges show. */
export function summaryOf(row: PortRow) {
  return portSummary(portFactsOf(row));
}

/** Wire reference 3.3 "Port response" (also a LAG's), with the spec 4 badges computed once, here. */
export function presentPort(record: PortRecord): Port {
  const { port, location } = record;
  const facts = portFactsOf(port);
  return {
    port_circuit_id: port.circuitId,
    state: port.state,
    status: port.status,
    provisioning_status: port.status,
    admin_status: port.adminStatus,
    operational_status: port.operationalStatus,
    disabled: port.disabled,
    pop: port.pop,
    zone: port.zone,
    region: location.region,
    market: location.market,
    market_description: location.marketDescription,
    site: location.site,
    site_code: location.siteCode,
    provider: location.vendor,
    network_provider: location.networkProvider,
    speed: port.speed,
    media: port.media,
    mtu: port.mtu,
    autoneg: port.autoneg,
    vc_mode: null,
    is_lag: port.isLag,
    is_lag_member: port.lagId !== null,
    is_cloud: false,
    is_ptp: false,
    is_nni: port.isNni,
    is_cloud_router: false,
    is_nat_capable: location.natCapable,
    is_ipsec_capable: location.ipsecCapable,
    lag_interval: port.lagInterval,
    member_count: record.memberCount,
    parent_lag_circuit_id: port.lagId,
    account_uuid: port.accountUuid,
    subscription_term: port.subscriptionTerm,
    customer_name: record.customerName,
    customer_uuid: port.customerId,
    po_number: port.poNumber,
    description: port.description,
    max_cloud_router_speed: null,
    demarcation: {
      site: port.demarcationSite,
      cage: port.demarcationCage,
      panel: port.demarcationPanel,
      module: port.demarcationModule,
      position: port.demarcationPosition,
    },
    summary: portSummary(facts),
    derived_status: derivePortStatus(facts),
    view_label: portViewLabel(facts),
    time_created: port.createdAt.toISOString(),
    time_updated: port.updatedAt.toISOString(),
    _links: {
      device_info: `/v2/ports/${port.circuitId}/device-info`,
      location: `/v2.1/locations?pop=${encodeURIComponent(port.pop)}`,
    },
  };
}
