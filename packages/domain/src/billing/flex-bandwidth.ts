import { parseSpeedMbps } from '../network/speed.js';

/** Wire reference 3.14: a flex bandwidth pool holds 50 to 500 Gbps, in steps of 50 (`50Gbps` … `500Gbps`). */
export const FLEX_CAPACITIES = [
  '50Gbps',
  '100Gbps',
  '150Gbps',
  '200Gbps',
  '250Gbps',
  '300Gbps',
  '350Gbps',
  '400Gbps',
  '450Gbps',
  '500Gbps',
] as const;

/** A capacity of a flex bandwidth pool. */
export type FlexCapacity = (typeof FLEX_CAPACITIES)[number];

/** The capacity as the official client sends it, in any letter case (`100gbps`), or undefined when not one. */
export function flexCapacityOf(text: string): FlexCapacity | undefined {
  const wanted = text.trim().toLowerCase();
  return FLEX_CAPACITIES.find((capacity) => capacity.toLowerCase() === wanted);
}

/** What a pool has and what its circuits draw, in Mbps. */
export interface FlexUsage {
  capacityMbps: number;
  usedMbps: number;
}

/** The Mbps a pool still has for new circuits (never below 0). */
export function flexAvailableMbps(usage: FlexUsage): number {
  return Math.max(0, usage.capacityMbps - usage.usedMbps);
}

/** True when a circuit of `speed` fits in what the pool has left. */
export function fitsFlexPool(usage: FlexUsage, speed: string): boolean {
  const mbps = parseSpeedMbps(speed);
  return mbps > 0 && mbps <= flexAvailableMbps(usage);
}

/** Mbps of a pool as text, above 100 Gbps too (`250Gbps`, `1.5Gbps`, `500Mbps`). */
export function flexMbpsText(mbps: number): string {
  if (mbps >= 1000) return `${Number((mbps / 1000).toFixed(3))}Gbps`;
  return `${mbps}Mbps`;
}
