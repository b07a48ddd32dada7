import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { defineJob, enqueueJob } from '../../jobs/job-definition.js';
import { backfillTelemetry } from './collector.js';
import { MINUTE_MS } from './sample-model.js';
import { RESOLUTIONS } from './telemetry.repo.js';

const FIVE_MINUTES_MS = 5 * MINUTE_MS;
const DAY_MS = 86_400_000;
/**
 * The most history one run writes: two days of one interface (576 five-minute rows, and the 1-minute samples of the
 * newest two days). Short runs keep the embedded database, one connection for everything, answering requests.
 */
export const BACKFILL_CHUNK_DAYS = 2;
const CHUNK_MS = BACKFILL_CHUNK_DAYS * DAY_MS;

const backfillPayload = z.object({
  customer_ids: z.array(z.string().uuid()).min(1).max(100),
  /** How far back the history reaches (never before an interface started; the 5-minute series keeps 35 days). */
  days: z.number().int().min(1).max(35),
  /** The enqueuer's key: each run enqueues its follow-up under it, so a chain never forks. */
  chain: z.string().min(1).max(200),
});
export type TelemetryBackfillPayload = z.infer<typeof backfillPayload>;

interface Candidate {
  telemetryId: string;
  speedMbps: number;
  media: string | null;
  hasOptics: boolean;
  linkIds: string[];
  /** Where the interface's history should begin: its start, but no further back than the days asked for. */
  historyFrom: Date;
  /** The oldest 5-minute row it has from there on, or null with none. */
  earliest: Date | null;
}

interface CandidateRow {
  telemetry_id: string;
  speed_mbps: number;
  media: string | null;
  has_optics: boolean;
  link_ids: string[];
  history_from: string | Date;
  earliest: string | Date | null;
}

/**
 * The customers' measured interfaces with the oldest 5-minute row each holds within its history window. Plain SQL
 * with qualified names: the correlated subquery must compare with the outer interface, not its own rows.
 */
async function candidates(db: Executor, customerIds: readonly string[], since: Date): Promise<Candidate[]> {
  const result = await db.execute(sql`
    select measured.telemetry_id, measured.speed_mbps, measured.media, measured.has_optics, measured.link_ids,
      window_start as history_from,
      (select min(history.ts) from ${sql.raw(RESOLUTIONS['5m'].table)} history
        where history.telemetry_id = measured.telemetry_id and history.ts >= window_start) as earliest
    from telemetry_interfaces measured,
      lateral (select greatest(measured.started_at, ${since.toISOString()}::timestamptz) as window_start) bounds
    where measured.customer_id in (${sql.join(
      customerIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and measured.stopped_at is null
    order by measured.telemetry_id
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: CandidateRow[] }).rows) as CandidateRow[];
  return rows.map((row) => ({
    telemetryId: row.telemetry_id,
    speedMbps: row.speed_mbps,
    media: row.media,
    hasOptics: row.has_optics,
    linkIds: row.link_ids,
    historyFrom: new Date(row.history_from),
    earliest: row.earliest === null ? null : new Date(row.earliest),
  }));
}

/** The next stretch of history to write, newest first: from the oldest row it has back by at most a chunk. */
export function nextGap(
  candidate: Pick<Candidate, 'historyFrom' | 'earliest'>,
  now: Date,
): { from: Date; to: Date } | null {
  const to = candidate.earliest ?? new Date(Math.floor(now.getTime() / FIVE_MINUTES_MS) * FIVE_MINUTES_MS);
  // Within one bucket of the start is complete: the first bucket begins at the next 5-minute boundary.
  if (to.getTime() - candidate.historyFrom.getTime() <= FIVE_MINUTES_MS) return null;
  return { from: new Date(Math.max(candidate.historyFrom.getTime(), to.getTime() - CHUNK_MS)), to };
}

/**
 * Fills weeks of telemetry history for the interfaces of some customers (the demo data), two days of one interface
 * per run, newest first, then enqueues itself for the next gap; the chain ends when every interface reaches back
 * `days` (or to its start). Idempotent: rows are inserted with ON CONFLICT DO NOTHING and the gap is found again from what is
 * stored, so a run repeated after a crash, or a restart mid-chain, continues where the table says.
 */
export const telemetryBackfillJob = defineJob<TelemetryBackfillPayload>({
  type: 'telemetry.backfill',
  version: 1,
  schema: backfillPayload,
  maxAttempts: 5,
  async handle({ tx, payload }) {
    const now = new Date();
    const since = new Date(now.getTime() - payload.days * DAY_MS);
    for (const candidate of await candidates(tx, payload.customer_ids, since)) {
      const gap = nextGap(candidate, now);
      if (!gap) continue;
      await backfillTelemetry(tx, candidate, gap.from, gap.to, {
        withMinuteSamples: gap.to.getTime() > now.getTime() - RESOLUTIONS['1m'].retentionMs,
      });
      await enqueueTelemetryBackfill(tx, payload, `${candidate.telemetryId}@${gap.from.toISOString()}`);
      return;
    }
  },
});

/**
 * Asks for `days` of history of the customers' interfaces (the demo seed calls it). `chain` names the request;
 * repeating it with the same chain adds nothing while its jobs are kept.
 */
export async function enqueueTelemetryBackfill(
  db: Executor,
  request: TelemetryBackfillPayload,
  step?: string,
): Promise<void> {
  await enqueueJob(db, telemetryBackfillJob, request, {
    dedupeKey: `telemetry.backfill:${request.chain}${step ? `:${step}` : ''}`,
  });
}
