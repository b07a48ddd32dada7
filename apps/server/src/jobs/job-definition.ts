import type { BackoffPolicy } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

export type JobRow = typeof jobs.$inferSelect;

/** A failed job waits 1 s, 2 s, 4 s … up to 5 minutes before its next attempt, a fifth less at random. */
export const DEFAULT_JOB_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 5 * 60_000, jitter: 0.2 };

/** The channel an enqueue notifies (on commit) so that idle runners on every instance look for work at once. */
export const JOBS_CHANNEL = 'portal_jobs';

/** What a handler is given: its own transaction (the job completes in it), the checked payload and the job row. */
export interface JobContext<Payload> {
  tx: Transaction;
  payload: Payload;
  job: JobRow;
}

/** What the work outside the database is given: the database itself (no transaction is open), payload and row. */
export interface JobEffectContext<Payload> {
  db: Database;
  payload: Payload;
  job: JobRow;
}

/** What a failure hook is told: the attempt's error, and whether the job has now failed for good. */
export interface JobFailure {
  db: Database;
  job: JobRow;
  error: string;
  isFinal: boolean;
}

/**
 * A kind of job. Handlers must be idempotent: a job whose runner died after the work but before the commit runs
 * again. Running the work and marking the job done in one transaction makes database effects happen once.
 */
export interface JobDefinition<Payload = unknown> {
  type: string;
  /** The payload schema version this handler reads; jobs written with another version fail without retrying. */
  version: number;
  schema: z.ZodType<Payload>;
  maxAttempts?: number;
  /** The wait between attempts of this type; the runner's default otherwise. */
  backoff?: BackoffPolicy;
  /**
   * Work outside the database (an SMTP send), run before the handler's transaction opens so that a slow remote
   * never holds a transaction (on the embedded database, the only connection). A throw is a failed attempt.
   * At least once: a runner that dies between this and the commit of `handle` makes it run again.
   */
  effect?(context: JobEffectContext<Payload>): Promise<void>;
  handle(context: JobContext<Payload>): Promise<void>;
  /**
   * Called after every failed attempt, in its own statement outside the job's transaction (which rolled back), so
   * that what the job was for can record it; `isFinal` once no attempt is left. Its own errors are logged only.
   */
  onFailure?(failure: JobFailure): Promise<void>;
}

/** Declares a job type, keeping the payload type for `enqueueJob`. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** An error that retrying cannot fix (a payload of an unknown version, an object that no longer exists). */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

/** The job types this process can run. Built once per app; product modules add their definitions to it. */
export class JobRegistry {
  readonly #definitions = new Map<string, JobDefinition<unknown>>();

  register<Payload>(definition: JobDefinition<Payload>): void {
    if (this.#definitions.has(definition.type)) throw new Error(`job type ${definition.type} is registered twice`);
    this.#definitions.set(definition.type, definition as JobDefinition<unknown>);
  }

  get(type: string): JobDefinition<unknown> | undefined {
    return this.#definitions.get(type);
  }

  /** The types this process can run; a runner leases only these, so an older instance leaves newer jobs alone. */
  types(): string[] {
    return [...this.#definitions.keys()];
  }
}

export interface EnqueueOptions {
  /** How long after the enqueuing transaction's time the job may run; at once by default. */
  delayMs?: number;
  /** A key that makes the enqueue idempotent: a second job with the same key is not added. */
  dedupeKey?: string;
}

/**
 * Adds a job inside the caller's transaction: it exists only if the change that asked for it commits. The payload
 * is checked against the definition's schema here, so a bad payload fails the caller, not the runner later.
 */
export async function enqueueJob<Payload>(
  db: Executor,
  definition: JobDefinition<Payload>,
  payload: Payload,
  options: EnqueueOptions = {},
): Promise<void> {
  const checked = definition.schema.parse(payload);
  await db
    .insert(jobs)
    .values({
      type: definition.type,
      payload: checked,
      payloadVersion: definition.version,
      maxAttempts: definition.maxAttempts ?? 5,
      // The database's clock, not this process's: every instance agrees on when a job is due.
      runAt: sql`now() + ${Math.max(0, Math.round(options.delayMs ?? 0))} * interval '1 millisecond'`,
      dedupeKey: options.dedupeKey ?? null,
    })
    .onConflictDoNothing();
  // Delivered when the caller's transaction commits, never if it rolls back.
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}
