import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jobs, telemetry5m, telemetryInterfaces } from '../../db/schema/index.js';

export interface BackfillProgress {
  /** Whether a backfill job is still queued or running. */
  isRunning: boolean;
  /** The share of the asked-for history in place, 0 to 1 (1 once no backfill job is left). */
  done: number;
}

interface ProgressRow {
  pending: number;
  covered: number | null;
  wanted: number | null;
}

/**
 * How far the telemetry history asked for (`telemetry.backfill`, the demo seed) has come: the time each measured
 * interface of the request's customers has 5-minute rows for, back from now, over the time it should have. The
 * backfill writes newest first, so the oldest row tells how far back it reached.
 */
export async function backfillProgress(db: Executor): Promise<BackfillProgress> {
  const result = await db.execute(sql`
    with pending as (
      select payload from ${jobs}
      where type = 'telemetry.backfill' and status in ('queued', 'running')
      order by created_at desc limit 1
    ),
    windows as (
      select measured.telemetry_id,
        greatest(measured.started_at, now() - make_interval(days => (pending.payload->>'days')::int)) as window_start
      from ${telemetryInterfaces} measured, pending
      where measured.stopped_at is null
        and measured.customer_id::text in (select jsonb_array_elements_text(pending.payload->'customer_ids'))
    )
    select (select count(*) from pending)::int as pending,
      sum(extract(epoch from now() - coalesce(
        (select min(history.ts) from ${telemetry5m} history
          where history.telemetry_id = windows.telemetry_id and history.ts >= windows.window_start),
        now())))::float8 as covered,
      sum(extract(epoch from now() - windows.window_start))::float8 as wanted
    from windows
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: ProgressRow[] }).rows) as ProgressRow[];
  const row = rows[0];
  if (!row || row.pending === 0) return { isRunning: false, done: 1 };
  const done = row.wanted ? Math.min(0.99, Math.max(0, (row.covered ?? 0) / row.wanted)) : 0;
  return { isRunning: true, done };
}
