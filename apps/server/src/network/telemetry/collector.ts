import { interfaceUtilisation } from '@portal/domain';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { telemetryInterfaces } from '../../db/schema/index.js';
import { defineJob, enqueueJob, type JobContext } from '../../jobs/job-definition.js';
import { interfaceLink, LinkTimeline, linkStatesAt } from '../link-state.js';
import { foldSamples, type MeasuredInterface, MINUTE_MS, type SeriesRow, sampleAt } from './sample-model.js';
import { insertSeriesRows, pruneSeries, RESOLUTIONS, rollUp } from './telemetry.repo.js';

const FIVE_MINUTES_MS = 5 * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** One measured interface's utilisation in a collected minute (null when it cannot be told). */
export interface UtilisationReading {
  telemetryId: string;
  utilisation: number | null;
}

/**
 * Told every collected minute's utilisations, in the collection's transaction (the alerts module raises and clears
 * its alerts from them). Given to the collection when the platform is made, so the network never imports a module.
 */
export type UtilisationListener = (db: Executor, readings: readonly UtilisationReading[], at: Date) => Promise<void>;

export interface TrackedInterface extends MeasuredInterface {
  customerId: string;
  objectId: string;
}

/** Starts measuring an interface (again, if it was stopped). */
export async function trackInterface(db: Executor, iface: TrackedInterface): Promise<void> {
  await db
    .insert(telemetryInterfaces)
    .values({ ...iface, linkIds: [...(iface.linkIds ?? [])], startedAt: sql`now()`, stoppedAt: null })
    .onConflictDoUpdate({
      target: telemetryInterfaces.telemetryId,
      set: {
        speedMbps: iface.speedMbps,
        media: iface.media,
        hasOptics: iface.hasOptics,
        linkIds: [...(iface.linkIds ?? [])],
        stoppedAt: null,
      },
    });
}

/**
 * The object's interfaces carry the speed it runs at now (a VC after a burst or a speed change): the traffic model
 * scales and caps each minute's sample by it, so traffic follows the new bandwidth from the next minute on.
 */
export async function setObjectTelemetrySpeed(
  db: Executor,
  customerId: string,
  objectId: string,
  speedMbps: number,
): Promise<void> {
  await db
    .update(telemetryInterfaces)
    .set({ speedMbps })
    .where(
      and(
        eq(telemetryInterfaces.customerId, customerId),
        eq(telemetryInterfaces.objectId, objectId),
        isNull(telemetryInterfaces.stoppedAt),
      ),
    );
}

/** Stops measuring every interface of an object (a deleted port, VC or connection); its history stays. */
export async function stopObjectTelemetry(db: Executor, customerId: string, objectId: string): Promise<void> {
  await db
    .update(telemetryInterfaces)
    .set({ stoppedAt: sql`now()` })
    .where(
      and(
        eq(telemetryInterfaces.customerId, customerId),
        eq(telemetryInterfaces.objectId, objectId),
        isNull(telemetryInterfaces.stoppedAt),
      ),
    );
}

async function measuredAt(db: Executor, at: Date): Promise<MeasuredInterface[]> {
  return db
    .select({
      telemetryId: telemetryInterfaces.telemetryId,
      speedMbps: telemetryInterfaces.speedMbps,
      media: telemetryInterfaces.media,
      hasOptics: telemetryInterfaces.hasOptics,
      linkIds: telemetryInterfaces.linkIds,
    })
    .from(telemetryInterfaces)
    .where(
      and(
        lte(telemetryInterfaces.startedAt, at),
        or(isNull(telemetryInterfaces.stoppedAt), gt(telemetryInterfaces.stoppedAt, at)),
      ),
    );
}

function utilisationOf(iface: MeasuredInterface, sample: SeriesRow | undefined): number | null {
  return sample ? interfaceUtilisation(sample.rxAvg, sample.txAvg, iface.speedMbps) : null;
}

/**
 * Samples one minute of every measured interface, tells the listeners each interface's utilisation (the alerts of
 * spec 9's thresholds), and when the minute closes a 5-minute bucket or an hour, rolls that bucket up; once an hour, old rows
 * are pruned. Re-running a minute changes nothing.
 */
export async function collectMinute(
  db: Executor,
  minuteStart: Date,
  listeners: readonly UtilisationListener[] = [],
): Promise<number> {
  const interfaces = await measuredAt(db, minuteStart);
  const links = await linkStatesAt(
    db,
    interfaces.flatMap((iface) => iface.linkIds ?? []),
    minuteStart,
  );
  const samples = interfaces.map((iface) => sampleAt(iface, minuteStart, interfaceLink(iface.linkIds ?? [], links)));
  await insertSeriesRows(db, '1m', samples);
  const end = minuteStart.getTime() + MINUTE_MS;
  const readings = interfaces.map((iface, index) => ({
    telemetryId: iface.telemetryId,
    utilisation: utilisationOf(iface, samples[index]),
  }));
  for (const listener of listeners) await listener(db, readings, new Date(end));
  if (end % FIVE_MINUTES_MS === 0) await rollUp(db, '5m', { from: new Date(end - FIVE_MINUTES_MS), to: new Date(end) });
  if (end % HOUR_MS === 0) {
    await rollUp(db, '1h', { from: new Date(end - HOUR_MS), to: new Date(end) });
    await pruneSeries(db, new Date(end));
  }
  return interfaces.length;
}

const collectPayload = z.object({ minute: z.string().datetime() });

/** The collection's job type; enqueuing needs only its type and payload schema. Without listeners it only samples. */
const collectTelemetryJob = defineJob<z.infer<typeof collectPayload>>({
  type: 'telemetry.collect',
  version: 1,
  schema: collectPayload,
  maxAttempts: 5,
  handle: (context) => collectWith([])(context),
});

/**
 * The recurring collection: each job samples its minute and enqueues the next one, due when that minute has
 * passed. Keyed by minute, so several instances (or a restart) never collect a minute twice. After a long stop
 * it catches up, but never further back than the 1-minute series is kept. The listeners are the platform's list,
 * which modules fill while the app is built.
 */
export function createCollectTelemetryJob(listeners: readonly UtilisationListener[]) {
  return defineJob<z.infer<typeof collectPayload>>({ ...collectTelemetryJob, handle: collectWith(listeners) });
}

function collectWith(listeners: readonly UtilisationListener[]) {
  return async ({ tx, payload }: JobContext<z.infer<typeof collectPayload>>): Promise<void> => {
    const minute = new Date(payload.minute);
    await collectMinute(tx, minute, listeners);
    const oldestKept = Math.floor((Date.now() - RESOLUTIONS['1m'].retentionMs) / MINUTE_MS) * MINUTE_MS;
    const next = new Date(Math.max(minute.getTime() + MINUTE_MS, oldestKept));
    await scheduleCollection(tx, next);
  };
}

async function scheduleCollection(db: Executor, minute: Date): Promise<void> {
  const dueInMs = minute.getTime() + MINUTE_MS - Date.now();
  await enqueueJob(
    db,
    collectTelemetryJob,
    { minute: minute.toISOString() },
    {
      delayMs: Math.max(0, dueInMs),
      dedupeKey: `telemetry.collect:${minute.toISOString()}`,
    },
  );
}

/** Makes sure the collection chain runs (called at start; idempotent across instances). */
export async function ensureCollecting(db: Executor, now = new Date()): Promise<void> {
  const current = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  await scheduleCollection(db, new Date(current - MINUTE_MS));
}

/**
 * Writes the history of an interface from `from` to `to` straight into the series (demo data, the scale generator):
 * 5-minute rollups folded from the model's minutes, hourly rollups from those, and (unless told not to) 1-minute
 * samples for the part of the range the 1-minute series keeps.
 */
export async function backfillTelemetry(
  db: Executor,
  iface: MeasuredInterface,
  from: Date,
  to: Date,
  options: { withMinuteSamples?: boolean } = {},
): Promise<void> {
  const start = Math.ceil(from.getTime() / FIVE_MINUTES_MS) * FIVE_MINUTES_MS;
  const end = Math.floor(to.getTime() / FIVE_MINUTES_MS) * FIVE_MINUTES_MS;
  // A range older than the 1-minute series keeps (the backfill's earlier weeks) gets no samples to be pruned.
  const minuteFloor = options.withMinuteSamples === false ? end : Math.max(start, end - RESOLUTIONS['1m'].retentionMs);
  const fiveMinute: SeriesRow[] = [];
  const oneMinute: SeriesRow[] = [];
  // The history is as true as the live samples: minutes when a link the interface crosses was down carry nothing.
  const linkIds = iface.linkIds ?? [];
  const links = await LinkTimeline.load(db, linkIds, { from: new Date(start), to: new Date(end) });
  for (let bucket = start; bucket < end; bucket += FIVE_MINUTES_MS) {
    const samples = Array.from({ length: 5 }, (_, index) => {
      const minute = new Date(bucket + index * MINUTE_MS);
      return sampleAt(iface, minute, links.at(linkIds, minute));
    });
    fiveMinute.push(foldSamples(samples, new Date(bucket)));
    if (bucket >= minuteFloor) oneMinute.push(...samples);
  }
  await insertSeriesRows(db, '5m', fiveMinute);
  await insertSeriesRows(db, '1m', oneMinute);
  // Whole hours, so an hour the backfill shares with collected (or earlier backfilled) rows is rolled up complete.
  const hours = {
    from: new Date(Math.floor(start / HOUR_MS) * HOUR_MS),
    to: new Date(Math.ceil(end / HOUR_MS) * HOUR_MS),
  };
  await rollUp(db, '1h', hours, [iface.telemetryId]);
}
