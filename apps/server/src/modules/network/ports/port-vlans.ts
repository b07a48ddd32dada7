import type { Executor } from '../../../db/client.js';

/** spec 5 / wire reference 2: VLANs run from 4 to 4094. */
export const MIN_VLAN = 4;
export const MAX_VLAN = 4094;

/** A logical interface on a port: a service using a VLAN (or the untagged frames) of it. */
export interface LogicalInterface {
  circuit_id: string;
  service_type: string;
  vlan: number | null;
  svlan: number | null;
  untagged: boolean;
}

/** What a product module riding on ports answers: its logical interfaces on one port of the customer. */
export type VlanUsageSource = (db: Executor, customerId: string, portCircuitId: string) => Promise<LogicalInterface[]>;

/**
 * Which VLANs are used on a port, gathered from every product that rides on ports (VCs, cloud connections,
 * internet access). Each registers a source scoped by the customer; with none registered, a port is free.
 */
export class PortVlanDirectory {
  readonly #sources: VlanUsageSource[] = [];

  register(source: VlanUsageSource): void {
    this.#sources.push(source);
  }

  async interfacesOn(db: Executor, customerId: string, portCircuitId: string): Promise<LogicalInterface[]> {
    const answers = await Promise.all(this.#sources.map((source) => source(db, customerId, portCircuitId)));
    return answers.flat();
  }
}

/** The lowest VLAN at or above `minVlan` that is not used, null when all are. */
export function lowestFreeVlan(used: ReadonlySet<number>, minVlan: number): number | null {
  for (let vlan = Math.max(minVlan, MIN_VLAN); vlan <= MAX_VLAN; vlan += 1) if (!used.has(vlan)) return vlan;
  return null;
}

/** The outer VLANs used on a port (an S-VLAN when present, else the VLAN), sorted. */
export function outerVlansOf(interfaces: readonly LogicalInterface[]): number[] {
  const used = interfaces.map((item) => item.svlan ?? item.vlan).filter((vlan): vlan is number => vlan !== null);
  return [...new Set(used)].sort((a, b) => a - b);
}

/** The inner VLANs used under one outer VLAN (Q-in-Q), sorted. */
export function innerVlansOf(interfaces: readonly LogicalInterface[], outerVlan: number): number[] {
  const used = interfaces
    .filter((item) => item.svlan === outerVlan && item.vlan !== null)
    .map((item) => item.vlan as number);
  return [...new Set(used)].sort((a, b) => a - b);
}
