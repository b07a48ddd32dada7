import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client.js';
import { LOGIN_FAILURE_MEMORY_MS, loginFailures } from '../db/schema/index.js';
import { pruneEventSubscriptions } from '../events/event-subscriptions.repo.js';
import { pruneRateLimits } from '../http/rate-limit.js';
import { defineJob, enqueueJob } from './job-definition.js';

const HOUR_MS = 60 * 60 * 1000;

/** Rate-limit windows last an hour at most; a day later their counts are worthless. */
export const RATE_LIMIT_RETENTION_MS = 24 * HOUR_MS;

const housekeepingPayload = z.object({ hour: z.string().datetime() });

/**
 * The hourly clean-up of tables that would otherwise only grow (the rate-limit windows, the failed sign-ins and
 * the event subscriptions no one can stream any more). Each run enqueues the
 * next hour's, keyed by the hour, so several instances (or a restart) keep exactly one chain. Finished jobs are
 * pruned by the runner itself.
 */
export const housekeepingJob = defineJob<z.infer<typeof housekeepingPayload>>({
  type: 'housekeeping.hourly',
  version: 1,
  schema: housekeepingPayload,
  maxAttempts: 5,
  async handle({ tx, payload }) {
    const now = Date.now();
    await pruneRateLimits(tx, new Date(now - RATE_LIMIT_RETENTION_MS));
    // Failed sign-ins count for a day; older rows no longer slow anyone down.
    await tx.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now - LOGIN_FAILURE_MEMORY_MS)));
    await pruneEventSubscriptions(tx, new Date(now));
    // After a long stop the chain picks up at the current hour rather than replaying the missed ones.
    const next = Math.max(new Date(payload.hour).getTime() + HOUR_MS, Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS);
    await scheduleHousekeeping(tx, new Date(next));
  },
});

async function scheduleHousekeeping(db: Executor, hour: Date): Promise<void> {
  await enqueueJob(
    db,
    housekeepingJob,
    { hour: hour.toISOString() },
    { delayMs: Math.max(0, hour.getTime() - Date.now()), dedupeKey: `housekeeping.hourly:${hour.toISOString()}` },
  );
}

/** Makes sure the hourly chain runs, starting with the current hour (called at start; idempotent across instances). */
export async function ensureHousekeeping(db: Executor, now = new Date()): Promise<void> {
  await scheduleHousekeeping(db, new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS));
}
