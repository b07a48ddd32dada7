import type { Port } from '@portal/contract';
import { isLagEligible, isSameLagSlot } from '@portal/domain';

/** The ports at a PoP that may join a LAG (spec 5 "Port LAG eligibility"), by circuit id. */
export function lagCandidates(ports: readonly Port[], pop: string | null): Port[] {
  if (pop === null) return [];
  return ports
    .filter((port) => port.pop === pop && isLagEligible(port))
    .sort((a, b) => a.port_circuit_id.localeCompare(b.port_circuit_id, 'en', { numeric: true }));
}

/**
 * The PoPs where a LAG can be built from the company's ports: at least two eligible ports of one kind (spec 5: PoP,
 * zone, speed and media; the server applies the same rule) are there.
 */
export function popsWithLagCandidates(ports: readonly Port[]): Set<string> {
  const eligible = ports.filter((port) => isLagEligible(port));
  return new Set(
    eligible
      .filter((port) => eligible.some((other) => other !== port && isSameLagSlot(port, other)))
      .map((port) => port.pop),
  );
}

/** Whether a candidate can be chosen next to those already chosen: the first choice sets the kind. */
export function canJoinSelection(candidate: Port, selected: readonly Port[]): boolean {
  const [first] = selected;
  return first === undefined || isSameLagSlot(candidate, first);
}

/** The ports that may be added to an existing LAG: eligible, at its PoP, of its kind, not already a member. */
export function memberCandidates(ports: readonly Port[], lag: Port): Port[] {
  return lagCandidates(ports, lag.pop).filter((port) => isSameLagSlot(port, lag));
}
