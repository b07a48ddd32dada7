import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setImmediate as nextTurnOfTheEventLoop } from 'node:timers/promises';
import { SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api';
import { type BackoffPolicy, backoffDelay } from '@portal/domain';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import {
  DEFAULT_JOB_BACKOFF,
  JOBS_CHANNEL,
  type JobRegistry,
  type JobRow,
  PermanentJobError,
} from './job-definition.js';

export interface JobRunnerOptions {
  db: Database;
  registry: JobRegistry;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Who holds a lease; unique per runner (host, process and a random part by default). */
  owner?: string;
  /** How long to wait for work when none is due and no notification arrives. */
  pollIntervalMs?: number;
  /**
   * How long a lease lasts; a job whose runner died runs again once it has passed. A job still running renews it
   * every third of this (a heartbeat), so a job may run longer than its lease without being started again elsewhere.
   */
  leaseMs?: number;
  /** How many jobs one runner works on at the same time. */
  batchSize?: number;
  /** One wait between attempts for every type, whatever the type chooses (tests); else the type's or the default. */
  backoff?: BackoffPolicy;
  /** Traces every run when given (OpenTelemetry; off unless an exporter is configured). */
  tracer?: Tracer;
  /** Subscribes to a notification channel (the database handle's `listen`); without it the runner only polls. */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
}

export interface JobRunner {
  readonly owner: string;
  start(): Promise<void>;
  /** Stops leasing, lets the jobs in flight finish, and resolves when the runner is idle. */
  stop(): Promise<void>;
  /** Leases and runs one batch of due jobs; answers how many ran (tests drive the runner with it). */
  runDue(): Promise<number>;
  /** Runs due jobs until none is left (tests). */
  drain(options?: { maxRounds?: number }): Promise<number>;
  /** Deletes finished jobs past their keeping time (the running loop does it every ten minutes). */
  pruneFinished(): Promise<void>;
  wake(): void;
}

const MAX_ERROR_LENGTH = 2000;
const LEASE_EXPIRED_ERROR = 'The lease expired after the last attempt.';
const PRUNE_EVERY_MS = 10 * 60_000;

class LeaseLostError extends Error {}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, registry, logger } = options;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 30_000;
  const batchSize = options.batchSize ?? 4;
  const tracer = options.tracer;

  let isStopping = false;
  let loop: Promise<void> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let wakeUp: (() => void) | null = null;

  async function lease(): Promise<JobRow[]> {
    let abandoned: JobRow[] = [];
    const leased = await db.transaction(async (tx) => {
      // A job past its last attempt whose runner died is failed here rather than run once more.
      abandoned = await tx
        .update(jobs)
        .set({ status: 'failed', lastError: LEASE_EXPIRED_ERROR, finishedAt: sql`now()` })
        .where(
          and(
            eq(jobs.status, 'running'),
            lt(jobs.leasedUntil, sql`now()`),
            sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
          ),
        )
        .returning();
      const types = registry.types();
      if (types.length === 0) return [];
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.type, types),
            or(
              and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
              and(eq(jobs.status, 'running'), lt(jobs.leasedUntil, sql`now()`)),
            ),
          ),
        )
        .orderBy(jobs.runAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          leaseOwner: owner,
          leasedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
          updatedAt: sql`now()`,
        })
        .where(
          inArray(
            jobs.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
    for (const job of abandoned) {
      logger.error({ jobId: job.id, type: job.type, attempt: job.attempts }, 'job failed for good');
      await notifyFailure(job, LEASE_EXPIRED_ERROR, true);
    }
    return leased;
  }

  /** Tells the job's definition about a failed attempt; a failing hook is logged, never thrown. */
  async function notifyFailure(job: JobRow, error: string, isFinal: boolean): Promise<void> {
    const onFailure = registry.get(job.type)?.onFailure;
    if (!onFailure) return;
    try {
      await onFailure({ db, job, error, isFinal });
    } catch (hookError) {
      logger.error({ err: hookError, jobId: job.id, type: job.type }, 'job failure hook failed');
    }
  }

  const heldByMe = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.leaseOwner, owner), eq(jobs.status, 'running'));

  /**
   * The heartbeat of a running job: every third of the lease, one statement pushes the lease a whole lease past
   * the database's now, as long as this runner still holds it. A runner that dies (or whose event loop stalls
   * longer than the rest of its lease) stops renewing, and the job is due again elsewhere when the lease ends.
   */
  function keepLeased(job: JobRow): () => Promise<void> {
    let renewal: Promise<void> | null = null;
    let isLost = false;
    const timer = setInterval(
      () => {
        if (renewal || isLost) return;
        renewal = db
          .update(jobs)
          .set({ leasedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
          .where(heldByMe(job))
          .returning({ id: jobs.id })
          .then(
            (renewed) => {
              // Finished meanwhile (the row is no longer running), or taken over after a renewal came too late.
              if (renewed.length === 0) isLost = true;
            },
            (error: unknown) => logger.warn({ err: error, jobId: job.id, type: job.type }, 'job lease not renewed'),
          )
          .finally(() => {
            renewal = null;
          });
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    return async () => {
      clearInterval(timer);
      await renewal;
    };
  }

  /** Runs one leased job; answers how it went (the span of a traced run records it). */
  async function run(job: JobRow): Promise<'succeeded' | 'failed' | 'lease lost'> {
    const stopRenewing = keepLeased(job);
    try {
      const definition = registry.get(job.type);
      if (!definition) throw new PermanentJobError(`No handler is registered for job type ${job.type}.`);
      if (job.payloadVersion !== definition.version) {
        throw new PermanentJobError(
          `Payload version ${job.payloadVersion} of ${job.type} is not the version ${definition.version} this handler reads.`,
        );
      }
      const parsed = definition.schema.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`Invalid ${job.type} payload: ${parsed.error.message}`);
      await definition.effect?.({ db, payload: parsed.data, job });
      await db.transaction(async (tx) => {
        await definition.handle({ tx, payload: parsed.data, job });
        const done = await tx
          .update(jobs)
          .set({
            status: 'succeeded',
            finishedAt: sql`now()`,
            leasedUntil: null,
            lastError: null,
            updatedAt: sql`now()`,
          })
          .where(heldByMe(job))
          .returning({ id: jobs.id });
        // Another runner took the job over after our lease expired: undo our work, theirs counts.
        if (done.length === 0) throw new LeaseLostError();
      });
      return 'succeeded';
    } catch (error) {
      if (error instanceof LeaseLostError) {
        logger.warn({ jobId: job.id, type: job.type }, 'job lease lost; its work was rolled back');
        return 'lease lost';
      }
      await recordFailure(job, error);
      return 'failed';
    } finally {
      await stopRenewing();
    }
  }

  /** With a tracer, every run is a span of its own: `job <type>`, with the job's id, attempt and outcome. */
  async function runTraced(job: JobRow): Promise<void> {
    if (!tracer) {
      await run(job);
      return;
    }
    const attributes = { 'job.id': job.id, 'job.type': job.type, 'job.attempt': job.attempts };
    await tracer.startActiveSpan(`job ${job.type}`, { kind: SpanKind.CONSUMER, attributes }, async (span) => {
      try {
        const outcome = await run(job);
        span.setAttribute('job.outcome', outcome);
        if (outcome !== 'succeeded') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
      } finally {
        span.end();
      }
    });
  }

  async function recordFailure(job: JobRow, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    const isFinal = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    const backoff = options.backoff ?? registry.get(job.type)?.backoff ?? DEFAULT_JOB_BACKOFF;
    const delay = backoffDelay(job.attempts - 1, backoff);
    const recorded = await db
      .update(jobs)
      .set(
        isFinal
          ? { status: 'failed', lastError: message, finishedAt: sql`now()`, leasedUntil: null, updatedAt: sql`now()` }
          : {
              status: 'queued',
              lastError: message,
              runAt: sql`now() + ${delay} * interval '1 millisecond'`,
              leasedUntil: null,
              leaseOwner: null,
              updatedAt: sql`now()`,
            },
      )
      .where(heldByMe(job))
      .returning({ id: jobs.id });
    // Another runner took the job over after our lease expired: its attempt counts, not ours.
    if (recorded.length === 0) return;
    const log = { jobId: job.id, type: job.type, attempt: job.attempts, error: message };
    if (isFinal) logger.error(log, 'job failed for good');
    else logger.warn({ ...log, retryInMs: delay }, 'job failed; it will be retried');
    await notifyFailure(job, message, isFinal);
  }

  /** Succeeded jobs are kept a day, failed ones a month (for whoever investigates), then deleted. */
  async function pruneFinished(): Promise<void> {
    await db
      .delete(jobs)
      .where(
        or(
          and(eq(jobs.status, 'succeeded'), lt(jobs.finishedAt, sql`now() - interval '1 day'`)),
          and(eq(jobs.status, 'failed'), lt(jobs.finishedAt, sql`now() - interval '30 days'`)),
        ),
      );
  }

  async function runDue(): Promise<number> {
    const leased = await lease();
    await Promise.all(leased.map(runTraced));
    return leased.length;
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function work(): Promise<void> {
    let nextPruneAt = Date.now();
    while (!isStopping) {
      let ran = 0;
      try {
        ran = await runDue();
        if (Date.now() >= nextPruneAt) {
          nextPruneAt = Date.now() + PRUNE_EVERY_MS;
          await pruneFinished();
        }
      } catch (error) {
        logger.error({ err: error }, 'job runner could not lease jobs');
      }
      // PGlite runs queries synchronously on this thread, so a chain of jobs (the telemetry backfill) would only
      // ever await settled promises and starve the HTTP server: requests get their turn between batches.
      if (ran > 0) await nextTurnOfTheEventLoop();
      else if (!isStopping) await sleep(pollIntervalMs);
    }
  }

  return {
    owner,
    runDue,
    pruneFinished,
    async drain({ maxRounds = 1000 } = {}) {
      let total = 0;
      for (let round = 0; round < maxRounds; round += 1) {
        const ran = await runDue();
        if (ran === 0) return total;
        total += ran;
      }
      return total;
    },
    wake() {
      wakeUp?.();
    },
    async start() {
      if (loop) return;
      isStopping = false;
      if (options.listen) unlisten = await options.listen(JOBS_CHANNEL, () => wakeUp?.());
      loop = work();
    },
    async stop() {
      isStopping = true;
      wakeUp?.();
      await loop;
      loop = null;
      await unlisten?.();
      unlisten = null;
    },
  };
}
