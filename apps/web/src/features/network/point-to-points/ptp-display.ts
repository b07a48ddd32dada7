import type { PointToPoint } from '@portal/contract';

type PtpEnd = PointToPoint['interfaces'][number];

/** The A or Z end of a point-to-point. */
export function endOf(ptp: Pick<PointToPoint, 'interfaces'>, side: 'a' | 'z'): PtpEnd | undefined {
  return ptp.interfaces.find((end) => end.side === side);
}

/** An end in one line: PoP, zone and its port ("CHI1 zone A · PF-AP-CHI1-1000001"). */
export function ptpEndText(end: PtpEnd): string {
  return `${end.pop} zone ${end.zone} · ${end.port_circuit_id}`;
}

/** The speed and optics of a point-to-point ("10Gbps LR"). */
export function ptpSpeedText(ptp: Pick<PointToPoint, 'speed' | 'media'>): string {
  return `${ptp.speed} ${ptp.media}`;
}

/**
 * spec 4 "Point to point" per end: an end is down (the circuit shows warning) when it is not provisioning-active or
 * its admin or operational status is down. The reason, or null when the end is up.
 */
export function endProblem(end: PtpEnd): string | null {
  if (end.provisioning_status !== 'active') return `not active yet (${end.provisioning_status})`;
  if (end.admin_status === 'down') return 'administratively down';
  if (end.operational_status === 'down') return 'operationally down';
  return null;
}
