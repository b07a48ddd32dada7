import type { VirtualCircuit } from '@portal/contract';
import { baseSpeed, isBursted, speedText } from '@portal/domain';

/** What a VC's status badge shows: the state in words while the network works on it, else the spec 4 summary. */
export { serviceBadge as vcBadge } from '@/components/service-status-badge';

/**
 * The speed of a VC as spec 9 writes it; a bursted circuit shows its base speed plus the burst (spec 4 "Burst":
 * the base speed is speed minus burst_speed), e.g. "1Gbps + 500Mbps burst".
 */
export function vcSpeedText(vc: Pick<VirtualCircuit, 'bandwidth'>): string {
  const bandwidth = { speed: vc.bandwidth.speed_mbps, burst_speed: vc.bandwidth.burst_speed };
  if (!isBursted(bandwidth)) return speedText(vc.bandwidth.speed_mbps);
  return `${speedText(baseSpeed(bandwidth))} + ${speedText(vc.bandwidth.burst_speed)} burst`;
}

/** An end of a VC in one line: PoP, port and its VLAN ("NYC1 · PF-AP-NYC1-1000001 · VLAN 100"). */
export function endText(end: VirtualCircuit['interfaces'][number]): string {
  const tag = end.untagged
    ? 'untagged'
    : end.svlan !== null
      ? `S-VLAN ${end.svlan} / VLAN ${end.vlan ?? '-'}`
      : end.vlan !== null
        ? `VLAN ${end.vlan}`
        : 'whole port';
  return `${end.pop} · ${end.port_circuit_id} · ${tag}`;
}

/** spec 9 "Product labels" of the classes: Metro or Longhaul. */
export function serviceClassLabel(serviceClass: string): string {
  return serviceClass === 'longhaul' ? 'Longhaul' : 'Metro';
}
