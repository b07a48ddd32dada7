import type { OpticSeries, RateSeries } from '@portal/contract';
import { type OpticReading, parseSpeedMbps } from '@portal/domain';

type RateRow = RateSeries['series'][number];
type OpticRow = OpticSeries['series'][number];

/** Average, minimum and maximum of one direction over a range. */
export interface DirectionSummary {
  avg: number;
  min: number;
  max: number;
}

/**
 * The traffic of a range in one line per direction (spec 3 "Traffic columns"): the average of the buckets'
 * averages, the lowest minimum and the highest maximum; null without samples.
 */
export function summariseTraffic(rows: readonly RateRow[]): { rx: DirectionSummary; tx: DirectionSummary } | null {
  if (rows.length === 0) return null;
  const direction = (avg: (row: RateRow) => number, min: (row: RateRow) => number, max: (row: RateRow) => number) => ({
    avg: rows.reduce((sum, row) => sum + avg(row), 0) / rows.length,
    min: Math.min(...rows.map(min)),
    max: Math.max(...rows.map(max)),
  });
  return {
    rx: direction(
      (row) => row.rx_avg,
      (row) => row.rx_min,
      (row) => row.rx_max,
    ),
    tx: direction(
      (row) => row.tx_avg,
      (row) => row.tx_min,
      (row) => row.tx_max,
    ),
  };
}

/** The sum of each counter column over a range (packets by cast, errors by kind). */
export function totalsOf<Column extends string>(
  rows: readonly Record<Column | 'timestamp', number>[],
  columns: readonly Column[],
): Record<Column, number> {
  const totals = {} as Record<Column, number>;
  for (const column of columns) {
    let sum = 0;
    for (const row of rows) sum += row[column];
    totals[column] = sum;
  }
  return totals;
}

/** The value of one optic reading in a bucket: the module's own, or the lane's; null when not measured. */
export function opticValue(row: OpticRow, reading: OpticReading, lane: number): number | null {
  if (reading === 'module_temperature') return row.module_temperature;
  if (reading === 'module_voltage') return row.module_voltage;
  const measured = row.lanes.find((item) => item.lane === lane);
  return measured ? measured[reading] : null;
}

/** The lanes a module reports (one for most optics, four for LR4, CWDM4, ER4), from the newest bucket. */
export function lanesOf(rows: readonly OpticRow[]): number[] {
  const newest = latestOptics(rows);
  return newest ? newest.lanes.map((item) => item.lane).sort((a, b) => a - b) : [];
}

/** The newest bucket that holds a measurement (older buckets of a port that was down hold none). */
export function latestOptics(rows: readonly OpticRow[]): OpticRow | null {
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index];
    if (row && (row.module_temperature !== null || row.lanes.length > 0)) return row;
  }
  return null;
}

/**
 * The capacity the traffic thresholds of spec 9 compare against, in Mbps: the port's speed, or for a LAG its
 * speed times its members (a LAG's members share one speed, wire reference 3.4); 0 when the speed is unknown.
 */
export function portCapacityMbps(port: { speed: string; is_lag: boolean; member_count: number }): number {
  const speed = parseSpeedMbps(port.speed);
  return port.is_lag ? speed * Math.max(port.member_count, 1) : speed;
}
