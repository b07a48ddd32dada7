import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import type { JobRow } from './job-definition.js';

/** A logger that keeps nothing, for runners in tests. */
export const silentLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function jobsOfType(db: Database, type: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.type, type));
}
