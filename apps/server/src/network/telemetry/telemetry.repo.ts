import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { telemetry1h, telemetry1m, telemetry5m } from '../../db/schema/index.js';
import type { RateBucket, TelemetryReader, TimeRange } from '../network-driver.js';
import type { SeriesRow } from './sample-model.js';

/** The three series resolutions, their tables, bucket sizes and how long they are kept. */
export const RESOLUTIONS = {
  '1m': { table: 'telemetry_1m', seconds: 60, retentionMs: 2 * 86_400_000 },
  '5m': { table: 'telemetry_5m', seconds: 300, retentionMs: 35 * 86_400_000 },
  '1h': { table: 'telemetry_1h', seconds: 3600, retentionMs: 400 * 86_400_000 },
} as const;
export type Resolution = keyof typeof RESOLUTIONS;

const TABLES = { '1m': telemetry1m, '5m': telemetry5m, '1h': telemetry1h } as const;

const SUMMED = [
  'rx_unicast',
  'rx_multicast',
  'rx_broadcast',
  'tx_unicast',
  'tx_multicast',
  'tx_broadcast',
  'rx_errors',
  'tx_errors',
  'rx_crc',
  'rx_discards',
  'tx_discards',
];
export const OPTIC_COLUMNS = [
  'module_temperature',
  'module_voltage',
  ...[0, 1, 2, 3].flatMap((lane) => [`bias_${lane}`, `output_${lane}`, `receive_${lane}`]),
];

export type TimeWindow = TimeRange;

const idList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Inserts samples or rollup rows; a row already there is kept (generation is deterministic, so it is the same). */
export async function insertSeriesRows(
  db: Executor,
  resolution: Resolution,
  rows: readonly SeriesRow[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(TABLES[resolution])
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }
}

/**
 * Rolls the finer series up into `target` for the buckets that start in the window: average of the averages,
 * minimum of the minimums, maximum of the maximums, sums of the counters, averages of the optics. An upsert, so a
 * rollup run again (or after late samples) converges.
 */
export async function rollUp(
  db: Executor,
  target: '5m' | '1h',
  window: TimeWindow,
  onlyIds?: readonly string[],
): Promise<void> {
  const source = target === '5m' ? RESOLUTIONS['1m'].table : RESOLUTIONS['5m'].table;
  const bucket = RESOLUTIONS[target].seconds;
  const columns = ['rx_avg', 'rx_min', 'rx_max', 'tx_avg', 'tx_min', 'tx_max', ...SUMMED, ...OPTIC_COLUMNS];
  const aggregates = [
    'avg(rx_avg)',
    'min(rx_min)',
    'max(rx_max)',
    'avg(tx_avg)',
    'min(tx_min)',
    'max(tx_max)',
    ...SUMMED.map((column) => `sum(${column})`),
    ...OPTIC_COLUMNS.map((column) => `avg(${column})`),
  ];
  await db.execute(sql`
    insert into ${sql.raw(RESOLUTIONS[target].table)} (telemetry_id, ts, ${sql.raw(columns.join(', '))})
    select telemetry_id, date_bin(${bucket}::int * interval '1 second', ts, timestamptz '1970-01-01 00:00:00+00') as bucket,
      ${sql.raw(aggregates.join(', '))}
    from ${sql.raw(source)}
    where ts >= ${window.from.toISOString()}::timestamptz and ts < ${window.to.toISOString()}::timestamptz
      ${onlyIds && onlyIds.length > 0 ? sql`and telemetry_id in (${idList(onlyIds)})` : sql``}
    group by 1, 2
    on conflict (telemetry_id, ts) do update set
      ${sql.raw(columns.map((column) => `${column} = excluded.${column}`).join(', '))}
  `);
}

/** Drops rows older than each resolution keeps them. */
export async function pruneSeries(db: Executor, now: Date): Promise<void> {
  for (const { table, retentionMs } of Object.values(RESOLUTIONS)) {
    await db.execute(
      sql`delete from ${sql.raw(table)} where ts < ${new Date(now.getTime() - retentionMs).toISOString()}::timestamptz`,
    );
  }
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const bucketOf = (stepSeconds: number) =>
  sql`date_bin(${stepSeconds}::int * interval '1 second', ts, timestamptz '1970-01-01 00:00:00+00')`;
const inWindow = (window: TimeWindow) =>
  sql`ts >= ${window.from.toISOString()}::timestamptz and ts < ${window.to.toISOString()}::timestamptz`;

export type RateRow = RateBucket;

/**
 * Traffic of one or more interfaces in buckets of `stepSeconds`: per interface average, minimum and maximum in the
 * bucket, then summed across the interfaces (a customer's aggregate).
 */
export async function rateSeries(
  db: Executor,
  resolution: Resolution,
  ids: readonly string[],
  window: TimeWindow,
  stepSeconds: number,
): Promise<RateRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select extract(epoch from bucket)::float8 as timestamp,
      sum(rx_avg)::float8 as rx_avg, sum(rx_min)::float8 as rx_min, sum(rx_max)::float8 as rx_max,
      sum(tx_avg)::float8 as tx_avg, sum(tx_min)::float8 as tx_min, sum(tx_max)::float8 as tx_max
    from (
      select telemetry_id, ${bucketOf(stepSeconds)} as bucket,
        avg(rx_avg) as rx_avg, min(rx_min) as rx_min, max(rx_max) as rx_max,
        avg(tx_avg) as tx_avg, min(tx_min) as tx_min, max(tx_max) as tx_max
      from ${sql.raw(RESOLUTIONS[resolution].table)}
      where telemetry_id in (${idList(ids)}) and ${inWindow(window)}
      group by 1, 2
    ) per_interface
    group by bucket
    order by bucket
  `);
  return rowsOf<RateRow>(result);
}

/** The 95th percentile of the (summed) average traffic over the window, from `resolution` samples. */
export async function percentile95(
  db: Executor,
  resolution: Resolution,
  ids: readonly string[],
  window: TimeWindow,
): Promise<{ rx: number; tx: number }> {
  if (ids.length === 0) return { rx: 0, tx: 0 };
  const result = await db.execute(sql`
    select coalesce(percentile_cont(0.95) within group (order by rx), 0)::float8 as rx,
      coalesce(percentile_cont(0.95) within group (order by tx), 0)::float8 as tx
    from (
      select ts, sum(rx_avg) as rx, sum(tx_avg) as tx
      from ${sql.raw(RESOLUTIONS[resolution].table)}
      where telemetry_id in (${idList(ids)}) and ${inWindow(window)}
      group by ts
    ) summed
  `);
  return rowsOf<{ rx: number; tx: number }>(result)[0] ?? { rx: 0, tx: 0 };
}

/** Counters summed per bucket (unicast/multicast/broadcast, errors) of one interface. */
export async function counterSeries(
  db: Executor,
  resolution: Resolution,
  id: string,
  window: TimeWindow,
  stepSeconds: number,
  columns: readonly string[],
): Promise<Record<string, number>[]> {
  const sums = columns.map((column) => `sum(${column})::float8 as ${column}`).join(', ');
  const result = await db.execute(sql`
    select extract(epoch from ${bucketOf(stepSeconds)})::float8 as timestamp, ${sql.raw(sums)}
    from ${sql.raw(RESOLUTIONS[resolution].table)}
    where telemetry_id = ${id} and ${inWindow(window)}
    group by 1 order by 1
  `);
  return rowsOf<Record<string, number>>(result);
}

/** Optics averaged per bucket of one interface. */
export async function opticSeries(
  db: Executor,
  resolution: Resolution,
  id: string,
  window: TimeWindow,
  stepSeconds: number,
): Promise<Record<string, number | null>[]> {
  const averages = OPTIC_COLUMNS.map((column) => `avg(${column})::float8 as ${column}`).join(', ');
  const result = await db.execute(sql`
    select extract(epoch from ${bucketOf(stepSeconds)})::float8 as timestamp, ${sql.raw(averages)}
    from ${sql.raw(RESOLUTIONS[resolution].table)}
    where telemetry_id = ${id} and ${inWindow(window)}
    group by 1 order by 1
  `);
  return rowsOf<Record<string, number | null>>(result);
}

/** Bytes received and sent per bucket (average bit rate × the seconds each row covers ÷ 8). */
export async function byteSeries(
  db: Executor,
  resolution: Resolution,
  id: string,
  window: TimeWindow,
  stepSeconds: number,
): Promise<{ timestamp: number; rx_bytes: number; tx_bytes: number }[]> {
  const seconds = RESOLUTIONS[resolution].seconds;
  const result = await db.execute(sql`
    select extract(epoch from ${bucketOf(stepSeconds)})::float8 as timestamp,
      (sum(rx_avg) * ${seconds}::float8 / 8)::float8 as rx_bytes, (sum(tx_avg) * ${seconds}::float8 / 8)::float8 as tx_bytes
    from ${sql.raw(RESOLUTIONS[resolution].table)}
    where telemetry_id = ${id} and ${inWindow(window)}
    group by 1 order by 1
  `);
  return rowsOf<{ timestamp: number; rx_bytes: number; tx_bytes: number }>(result);
}

/** The embedded store's telemetry reads, as the NetworkDriver exposes them. */
export const simulatedTelemetry: TelemetryReader = {
  resolutions: RESOLUTIONS,
  rate: (db, ids, query) => rateSeries(db, query.resolution, ids, query.range, query.stepSeconds),
  percentile95: (db, ids, resolution, range) => percentile95(db, resolution, ids, range),
  counters: (db, id, query, columns) =>
    counterSeries(db, query.resolution, id, query.range, query.stepSeconds, columns),
  optics: (db, id, query) => opticSeries(db, query.resolution, id, query.range, query.stepSeconds),
  bytes: (db, id, query) => byteSeries(db, query.resolution, id, query.range, query.stepSeconds),
};
