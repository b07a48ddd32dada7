import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rateLimitWindows } from '../db/schema/index.js';
import { AppError } from './app-error.js';

export interface RateLimit {
  /** What is limited and for whom, e.g. `gelf:ip:203.0.113.9`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit in the current fixed window, in the database so that every instance shares the count, and tells
 * whether the hit is still within the limit. One statement: safe under concurrency.
 */
export async function hitRateLimit(db: Executor, rule: RateLimit, now = new Date()): Promise<boolean> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ bucket: rule.bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitWindows.bucket, rateLimitWindows.windowStart],
      set: { hits: sql`${rateLimitWindows.hits} + 1` },
    })
    .returning({ hits: rateLimitWindows.hits });
  return (row?.hits ?? 0) <= rule.limit;
}

/** Counts one hit like `hitRateLimit` and refuses with 429 once the limit is passed. */
export async function consumeRateLimit(db: Executor, rule: RateLimit, now = new Date()): Promise<void> {
  if (!(await hitRateLimit(db, rule, now))) throw new AppError('rate_limited');
}

/** Drops windows that ended before `before` (old counters are worthless). */
export async function pruneRateLimits(db: Executor, before: Date): Promise<void> {
  await db.delete(rateLimitWindows).where(sql`${rateLimitWindows.windowStart} < ${before}`);
}
