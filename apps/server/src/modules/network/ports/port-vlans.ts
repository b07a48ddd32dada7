import type { LogicalInterface } from '../../../platform/port-vlan-directory.js';

/** spec 5 / wire reference 2: VLANs run from 4 to 4094. */
export const MIN_VLAN = 4;
export const MAX_VLAN = 4094;

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
