import type { PortFacts } from './types.js';
import { isColt } from './vendor.js';

/** spec 5 "Product eligibility rules": the pops where cross connects cannot be ordered. */
export const CROSS_CONNECT_BLOCKED_POPS = ['wdc6'] as const;

/** spec 5 "Product eligibility rules": the vendors whose ports cannot get a cross connect. */
export const CROSS_CONNECT_BLOCKED_VENDORS = ['colt'] as const;

/** spec 5 "Product eligibility rules": the reasons a cross connect is refused. */
export const CROSS_CONNECT_REFUSALS = {
  lag: 'Cross connects cannot be ordered for a LAG port.',
  alreadyHasOne: 'This port already has a cross connect.',
  provisioning: 'Cross connects cannot be ordered while the port is provisioning.',
  blockedPop: 'Cross connects cannot be ordered at this location.',
  blockedVendor: 'Cross connects cannot be ordered for ports of this vendor.',
  pointToPointNotActive: 'Cross connects can be ordered once every interface of the point-to-point is active.',
} as const;

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();

/** spec 4 and 5: true while a port (by state, status or provisioning_status) is provisioning. */
export function isPortProvisioning(port: PortFacts): boolean {
  return [port.state, port.status, port.provisioning_status].some((value) => lower(value) === 'provisioning');
}

/** spec 5 "Product eligibility rules": LAG eligibility of a port. */
export function isLagEligible(port: PortFacts): boolean {
  return (
    !port.is_lag &&
    !port.is_lag_member &&
    !isPortProvisioning(port) &&
    !port.vc_mode &&
    !port.is_cloud &&
    !port.is_ptp &&
    !port.is_cloud_router &&
    lower(port.state) === 'active'
  );
}

/** spec 5 "Product eligibility rules": why a port cannot get a cross connect, undefined when it can. */
export function crossConnectRefusal(port: PortFacts, hasCrossConnect = false): string | undefined {
  if (port.is_lag) return CROSS_CONNECT_REFUSALS.lag;
  if (hasCrossConnect) return CROSS_CONNECT_REFUSALS.alreadyHasOne;
  if (isPortProvisioning(port)) return CROSS_CONNECT_REFUSALS.provisioning;
  if ((CROSS_CONNECT_BLOCKED_POPS as readonly string[]).includes(lower(port.pop))) {
    return CROSS_CONNECT_REFUSALS.blockedPop;
  }
  if (isColt({ provider: port.provider, network_provider: port.network_provider })) {
    return CROSS_CONNECT_REFUSALS.blockedVendor;
  }
  return undefined;
}

/** spec 5 "Product eligibility rules": point-to-point cross connect only when all interfaces are active and allowed. */
export function pointToPointCrossConnectRefusal(
  interfaces: readonly PortFacts[],
  hasCrossConnect = false,
): string | undefined {
  const isAllActive = interfaces.length > 0 && interfaces.every((item) => lower(item.provisioning_status) === 'active');
  if (!isAllActive) return CROSS_CONNECT_REFUSALS.pointToPointNotActive;
  for (const item of interfaces) {
    const refusal = crossConnectRefusal(item, hasCrossConnect);
    if (refusal !== undefined) return refusal;
  }
  return undefined;
}

/** spec 5 "Product eligibility rules": renew is not allowed for a lag, colt, ptp, or cloud lag member. */
export function canRenew(port: PortFacts): boolean {
  const isColtPort = isColt({
    provider: port.provider,
    network_provider: port.network_provider,
    circuitId: port.port_circuit_id,
  });
  return !port.is_lag && !isColtPort && !port.is_ptp && !(port.is_cloud && port.is_lag_member);
}
