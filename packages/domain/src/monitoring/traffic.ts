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
