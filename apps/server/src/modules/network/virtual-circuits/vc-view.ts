import type { VcInterface, VirtualCircuit } from '@portal/contract';
import { parseSpeedMbps, type VcFacts, virtualCircuitSummary } from '@portal/domain';
import type { VcEndRecord, VcRecord, VcRow } from './vcs.repo.js';

/** An end of a VC as the wire reference shows it; the port's own statuses are the end's. */
function presentEnd(record: VcEndRecord, customerName: string): VcInterface {
  const { end, port, location } = record;
  // A port that is not in service carries nothing, whatever its last link state.
  const isPortUp = port.state === 'active';
  return {
    side: end.side,
    port_circuit_id: end.portCircuitId,
    pop: port.pop,
    site: location.siteCode,
    site_name: location.site,
    customer_site_code: null,
    customer_site_name: null,
    region: location.region,
    market: location.market,
    speed: port.speed,
    media: port.media,
    zone: port.zone,
    description: port.description,
    vlan: end.vlan,
    svlan: end.svlan,
    untagged: end.untagged,
    provisioning_status: end.provisioningStatus,
    admin_status: port.adminStatus,
    operational_status: isPortUp ? port.operationalStatus : 'down',
    disabled: port.disabled,
    is_lag: port.isLag,
    customer_uuid: port.customerId,
    customer_name: customerName,
    is_cloud: false,
    is_ptp: false,
    time_created: end.createdAt.toISOString(),
    time_updated: end.updatedAt.toISOString(),
  };
}

/** The speed of a VC now, in Mbps: its contracted speed plus any burst. */
export function currentSpeedMbps(vc: Pick<VcRow, 'speed' | 'burstSpeedMbps'>): number {
  return parseSpeedMbps(vc.speed) + vc.burstSpeedMbps;
}

/** The spec 3 "Service" facts of a VC, as the domain's eligibility and summary rules read them. */
export function vcFactsOf(record: VcRecord, interfaces: readonly VcInterface[]): VcFacts {
  const { vc } = record;
  return {
    vc_circuit_id: vc.circuitId,
    service_type: vc.serviceType,
    service_class: vc.serviceClass,
    state: vc.state,
    customer_uuid: vc.customerId,
    interfaces,
    bandwidth: { speed: currentSpeedMbps(vc), burst_speed: vc.burstSpeedMbps, longhaul_type: vc.longhaulType },
    flex_bandwidth_id: vc.flexBandwidthId,
  };
}

/** spec 4 summary of a VC record (what the inventory, the dashboard and the badges show). */
export function vcSummaryOf(record: VcRecord) {
  const interfaces = record.ends.map((end) => presentEnd(end, record.customerName));
  return virtualCircuitSummary({ state: record.vc.state, interfaces });
}

/** Wire reference 3.5 "Backbone VC object", with spec 4's summary computed once, here. */
export function presentVc(record: VcRecord): VirtualCircuit {
  const { vc } = record;
  const interfaces = record.ends.map((end) => presentEnd(end, record.customerName));
  return {
    vc_circuit_id: vc.circuitId,
    customer_uuid: vc.customerId,
    customer_name: record.customerName,
    account_uuid: vc.accountUuid,
    state: vc.state,
    description: vc.description,
    po_number: vc.poNumber,
    service_type: vc.serviceType,
    service_class: vc.serviceClass,
    mode: vc.mode,
    connected: vc.state === 'active',
    aggregate_capacity_id: vc.flexBandwidthId,
    flex_bandwidth_id: vc.flexBandwidthId,
    bandwidth: {
      account_uuid: vc.accountUuid,
      longhaul_type: vc.longhaulType,
      subscription_term: vc.subscriptionTerm,
      speed: vc.speed,
      burst_speed: vc.burstSpeedMbps,
      speed_mbps: currentSpeedMbps(vc),
    },
    rate_limit_in: vc.rateLimitIn,
    rate_limit_out: vc.rateLimitOut,
    interfaces,
    summary: virtualCircuitSummary({ state: vc.state, interfaces }),
    deleted: false,
    is_cloud_router_connection: false,
    time_created: vc.createdAt.toISOString(),
    time_updated: vc.updatedAt.toISOString(),
  };
}
