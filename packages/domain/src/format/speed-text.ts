/** spec 9: above this many Mbps the speed shows as >100Gbps. */
export const SPEED_TEXT_ABOVE_MAX_MBPS = 1_000_000;

/** spec 9: speed text; above 1,000,000 Mbps shows >100Gbps, 1000 or more shows Gbps, else Mbps. */
export function speedText(mbps: number): string {
  if (mbps > SPEED_TEXT_ABOVE_MAX_MBPS) return '>100Gbps';
  if (mbps >= 1000) return `${Number((mbps / 1000).toFixed(3))}Gbps`;
  return `${mbps}Mbps`;
}
