import type { Port } from '@portal/contract';
import { isLagEligible } from '@portal/domain';

/** Wire reference 3.4: the members of a LAG share site, zone, speed and media. */
export function isSameLagKind(
  left: Pick<Port, 'site' | 'zone' | 'speed' | 'media'>,
  right: Pick<Port, 'site' | 'zone' | 'speed' | 'media'>,
): boolean {
  return (
    left.site === right.site && left.zone === right.zone && left.speed === right.speed && left.media === right.media
  );
}

/** The ports at a PoP that may join a LAG (spec 5 "Port LAG eligibility"), by circuit id. */
export function lagCandidates(ports: readonly Port[], pop: string | null): Port[] {
  if (pop === null) return [];
  return ports
    .filter((port) => port.pop === pop && isLagEligible(port))
    .sort((a, b) => a.port_circuit_id.localeCompare(b.port_circuit_id, 'en', { numeric: true }));
}

/**
 * The PoPs where a LAG can be built from the company's ports: at least two eligible ports of one kind (site, zone,
 * speed and media) are there.
 */
export function popsWithLagCandidates(ports: readonly Port[]): Set<string> {
  const eligible = ports.filter((port) => isLagEligible(port));
  return new Set(
    eligible
      .filter((port) =>
        eligible.some((other) => other !== port && other.pop === port.pop && isSameLagKind(port, other)),
      )
      .map((port) => port.pop),
  );
}

/** Whether a candidate can be chosen next to those already chosen: the first choice sets the kind. */
export function canJoinSelection(candidate: Port, selected: readonly Port[]): boolean {
  const [first] = selected;
  return first === undefined || isSameLagKind(candidate, first);
}

/** The ports that may be added to an existing LAG: eligible, at its PoP, of its kind, not already a member. */
export function memberCandidates(ports: readonly Port[], lag: Port): Port[] {
  return lagCandidates(ports, lag.pop).filter((port) => isSameLagKind(port, lag));
}
