/** spec 9: traffic thresholds, alarm at 0.9 and warn at 0.8 of capacity. */
export const TRAFFIC_THRESHOLDS = { alarm: 0.9, warn: 0.8 } as const;

/** spec 9: the traffic colours; gray with no data, yellow at warn, red at alarm, green below. */
export const TRAFFIC_COLOURS = { noData: 'gray', normal: 'green', warn: 'yellow', alarm: 'red' } as const;

/** spec 9: a traffic colour. */
export type TrafficColour = (typeof TRAFFIC_COLOURS)[keyof typeof TRAFFIC_COLOURS];

/** spec 9: the colour of a utilisation ratio (0 to 1); gray when there is no data. */
export function trafficColour(utilisation: number | null | undefined): TrafficColour {
  if (utilisation === null || utilisation === undefined || Number.isNaN(utilisation)) return TRAFFIC_COLOURS.noData;
  if (utilisation >= TRAFFIC_THRESHOLDS.alarm) return TRAFFIC_COLOURS.alarm;
  return utilisation >= TRAFFIC_THRESHOLDS.warn ? TRAFFIC_COLOURS.warn : TRAFFIC_COLOURS.normal;
}

/** spec 3 "Metric series": timestamps in seconds are converted to milliseconds. */
export function metricTimestampToMs(seconds: number): number {
  return seconds * 1000;
}

/** spec 9 "Size units: 1000 for bits": the bit-rate units of the metric endpoints, default bps. */
export const TRAFFIC_UNITS = { bps: 1, kbps: 1e3, mbps: 1e6, gbps: 1e9 } as const;

/** A bit-rate unit of the metric endpoints. */
export type TrafficUnit = keyof typeof TRAFFIC_UNITS;

/** spec 9: a rate in bits per second expressed in `unit` (powers of 1000), to 3 decimals. */
export function bitRateIn(bps: number, unit: TrafficUnit): number {
  return Math.round((bps / TRAFFIC_UNITS[unit]) * 1000) / 1000;
}
