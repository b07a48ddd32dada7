/** What one end of a service takes of its port: a VLAN, a Q-in-Q pair, the untagged frames, or the whole port (EPL). */
export interface EndClaim {
  vlan: number | null;
  svlan: number | null;
  untagged: boolean;
  isWholePort: boolean;
}

/** What a service already on the port uses of it (a logical interface: VLAN, S-VLAN, or the untagged frames). */
export interface VlanUse {
  vlan: number | null;
  svlan: number | null;
  untagged: boolean;
}

/** A logical interface that takes the whole port: an EPL end (no VLAN, not untagged). */
function isWholePort(item: VlanUse): boolean {
  return item.vlan === null && item.svlan === null && !item.untagged;
}

const endName = (index: number) => (index === 0 ? 'A end' : 'Z end');

/**
 * spec 5 / issue 16: why an end cannot take what it asks of its port, given the services already on it, or
 * undefined when it can. The message names the VLAN, the port and the end; `field` is the request field to name.
 */
export function vlanRefusal(
  claim: EndClaim,
  used: readonly VlanUse[],
  context: { portCircuitId: string; index: number; isSingleEnd?: boolean },
): { field: string; message: string } | undefined {
  // A service with one end on the customer's ports (a hosted cloud connection) names only the port.
  const where = context.isSingleEnd
    ? `on ${context.portCircuitId}`
    : `on ${context.portCircuitId} (${endName(context.index)})`;
  const field = (name: string) => `interfaces.${context.index}.${name}`;
  if (used.some(isWholePort)) {
    return { field: field('port_circuit_id'), message: `An EPL circuit takes the whole port ${where}.` };
  }
  if (claim.isWholePort) {
    return used.length === 0
      ? undefined
      : { field: field('port_circuit_id'), message: `An EPL circuit needs a port without other services ${where}.` };
  }
  if (claim.untagged) {
    return used.some((item) => item.untagged)
      ? { field: field('untagged'), message: `The untagged frames are already in use ${where}.` }
      : undefined;
  }
  if (claim.svlan !== null) {
    const isTaken = used.some(
      (item) =>
        (item.svlan === null && item.vlan === claim.svlan) || (item.svlan === claim.svlan && item.vlan === claim.vlan),
    );
    if (!isTaken) return undefined;
    return {
      field: field('svlan'),
      message: `VLAN ${claim.svlan}/${claim.vlan} is already in use ${where}.`,
    };
  }
  const isTaken = used.some((item) => (item.svlan ?? item.vlan) === claim.vlan);
  return isTaken ? { field: field('vlan'), message: `VLAN ${claim.vlan} is already in use ${where}.` } : undefined;
}
