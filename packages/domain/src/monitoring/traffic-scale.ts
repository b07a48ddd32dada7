import { SIZE_UNITS } from '../format/size-units.js';
import { TRAFFIC_UNITS, type TrafficUnit } from './traffic.js';

const UNITS_SMALL_TO_LARGE = Object.keys(TRAFFIC_UNITS) as TrafficUnit[];

/** spec 9 "Size units: 1000 for bits": how a traffic unit is written (bps, Kbps, Mbps, Gbps). */
export function trafficUnitLabel(unit: TrafficUnit): string {
  return SIZE_UNITS.bits[UNITS_SMALL_TO_LARGE.indexOf(unit)] ?? unit;
}

/**
 * spec 9 "Size units: 1000 for bits": the largest traffic unit in which `peakBps` is at least 1, so a chart reads
 * "8.4 Gbps" rather than "8400000000 bps"; bps (the default unit) for no traffic.
 */
export function bestTrafficUnit(peakBps: number): TrafficUnit {
  const peak = Math.abs(peakBps);
  let best: TrafficUnit = 'bps';
  for (const unit of UNITS_SMALL_TO_LARGE) {
    if (peak >= TRAFFIC_UNITS[unit]) best = unit;
  }
  return best;
}

/**
 * spec 9 "Traffic thresholds": the utilisation (0 to 1 and above) of a link of `speedMbps` carrying `rateBps`, the
 * ratio the thresholds apply to; null when the speed is unknown (no data to colour).
 */
export function trafficUtilisation(rateBps: number | null | undefined, speedMbps: number): number | null {
  if (rateBps === null || rateBps === undefined || !Number.isFinite(rateBps)) return null;
  if (!Number.isFinite(speedMbps) || speedMbps <= 0) return null;
  return Math.max(0, rateBps) / (speedMbps * 1e6);
}
