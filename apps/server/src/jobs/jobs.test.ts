import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { defineJob, enqueueJob, JobRegistry, PermanentJobError } from './job-definition.js';
import { createJobRunner } from './job-runner.js';
import { jobsOfType, silentLogger, waitUntil } from './testing-jobs.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ seed: false });
});
afterAll(async () => {
  await harness?.close();
});

const payloadSchema = z.object({ name: z.string() });

function runnerWith(registry: JobRegistry, options: { owner?: string; pollIntervalMs?: number } = {}) {
  return createJobRunner({
    db: harness.database.db,
    registry,
    logger: silentLogger,
    backoff: { baseMs: 5, maxMs: 20, jitter: 0 },
    pollIntervalMs: options.pollIntervalMs ?? 10,
    ...(options.owner ? { owner: options.owner } : {}),
  });
}

describe('enqueue', () => {
  it("adds the job only when the caller's transaction commits", async () => {
    const seen: string[] = [];
    const registry = new JobRegistry();
    const definition = defineJob({
      type: 'test.enqueue',
      version: 1,
      schema: payloadSchema,
      handle: async ({ payload }) => {
        seen.push(payload.name);
      },
    });
    registry.register(definition);
    const db = harness.database.db;
    await db
      .transaction(async (tx) => {
        await enqueueJob(tx, definition, { name: 'rolled back' });
        tx.rollback();
      })
      .catch(() => undefined);
    await db.transaction((tx) => enqueueJob(tx, definition, { name: 'committed' }));
    await runnerWith(registry).drain();
    expect(seen).toEqual(['committed']);
    const [job] = await jobsOfType(db, 'test.enqueue');
    expect(job).toMatchObject({ status: 'succeeded', attempts: 1, payloadVersion: 1, lastError: null });
    expect(job?.finishedAt).toBeInstanceOf(Date);
  });

  it('keeps one job per dedupe key and refuses a payload that does not match the schema', async () => {
    const definition = defineJob({ type: 'test.dedupe', version: 1, schema: payloadSchema, handle: async () => {} });
    const db = harness.database.db;
    await enqueueJob(db, definition, { name: 'a' }, { dedupeKey: 'same' });
    await enqueueJob(db, definition, { name: 'b' }, { dedupeKey: 'same' });
    expect(await jobsOfType(db, 'test.dedupe')).toHaveLength(1);
    await expect(enqueueJob(db, definition, { name: 42 } as unknown as { name: string })).rejects.toThrow();
  });

  it('does not run a delayed job before its time', async () => {
    const registry = new JobRegistry();
    const definition = defineJob({ type: 'test.delayed', version: 1, schema: payloadSchema, handle: async () => {} });
    registry.register(definition);
    await enqueueJob(harness.database.db, definition, { name: 'later' }, { delayMs: 60_000 });
    expect(await runnerWith(registry).drain()).toBe(0);
    expect((await jobsOfType(harness.database.db, 'test.delayed'))[0]?.status).toBe('queued');
  });
});

describe('retries', () => {
  it('retries a failing job with backoff until it succeeds, keeping the last error until then', async () => {
    let calls = 0;
    const registry = new JobRegistry();
    const definition = defineJob({
      type: 'test.flaky',
      version: 1,
      schema: payloadSchema,
      handle: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`flaky failure ${calls}`);
      },
    });
    registry.register(definition);
    await enqueueJob(harness.database.db, definition, { name: 'x' });
    const runner = runnerWith(registry);
    await runner.runDue();
    const [afterFirst] = await jobsOfType(harness.database.db, 'test.flaky');
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1, lastError: 'flaky failure 1', leaseOwner: null });
    await runner.start();
    await waitUntil(
      async () => (await jobsOfType(harness.database.db, 'test.flaky'))[0]?.status === 'succeeded',
      'the job succeeds',
    );
    await runner.stop();
    expect(calls).toBe(3);
    expect((await jobsOfType(harness.database.db, 'test.flaky'))[0]).toMatchObject({ attempts: 3, lastError: null });
  });

  it('fails a job for good after its last attempt, with the reason', async () => {
    const registry = new JobRegistry();
    const definition = defineJob({
      type: 'test.broken',
      version: 1,
      schema: payloadSchema,
      maxAttempts: 2,
      handle: async () => {
        throw new Error('the device is unreachable');
      },
    });
    registry.register(definition);
    await enqueueJob(harness.database.db, definition, { name: 'x' });
    const runner = runnerWith(registry);
    await runner.start();
    await waitUntil(
      async () => (await jobsOfType(harness.database.db, 'test.broken'))[0]?.status === 'failed',
      'the job fails',
    );
    await runner.stop();
    expect((await jobsOfType(harness.database.db, 'test.broken'))[0]).toMatchObject({
      attempts: 2,
      lastError: 'the device is unreachable',
    });
  });

  it('does not retry a permanent error or a payload of another version', async () => {
    const registry = new JobRegistry();
    const permanent = defineJob({
      type: 'test.permanent',
      version: 1,
      schema: payloadSchema,
      handle: async () => {
        throw new PermanentJobError('the object no longer exists');
      },
    });
    const versioned = defineJob({ type: 'test.versioned', version: 2, schema: payloadSchema, handle: async () => {} });
    registry.register(permanent);
    registry.register(versioned);
    await enqueueJob(harness.database.db, permanent, { name: 'x' });
    await enqueueJob(harness.database.db, { ...versioned, version: 1 }, { name: 'old' });
    await runnerWith(registry).drain();
    expect((await jobsOfType(harness.database.db, 'test.permanent'))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'the object no longer exists',
    });
    expect((await jobsOfType(harness.database.db, 'test.versioned'))[0]).toMatchObject({
      status: 'failed',
      lastError: 'Payload version 1 of test.versioned is not the version 2 this handler reads.',
    });
  });
});

describe('housekeeping', () => {
  it('deletes succeeded jobs after a day and failed ones after a month', async () => {
    const db = harness.database.db;
    const definition = defineJob({ type: 'test.old', version: 1, schema: payloadSchema, handle: async () => {} });
    for (const name of ['old-done', 'recent-done', 'old-failed', 'ancient-failed', 'waiting']) {
      await enqueueJob(db, definition, { name }, { dedupeKey: name });
    }
    const age = (key: string, status: 'succeeded' | 'failed', interval: string) =>
      db
        .update(jobs)
        .set({ status, finishedAt: sql`now() - ${interval}::interval` })
        .where(eq(jobs.dedupeKey, key));
    await age('old-done', 'succeeded', '2 days');
    await age('recent-done', 'succeeded', '1 hour');
    await age('old-failed', 'failed', '2 days');
    await age('ancient-failed', 'failed', '31 days');
    await runnerWith(new JobRegistry()).pruneFinished();
    const left = (await jobsOfType(db, 'test.old')).map((job) => job.dedupeKey).sort();
    expect(left).toEqual(['old-failed', 'recent-done', 'waiting']);
  });
});

describe('leases', () => {
  it('runs again a job whose runner died holding it, once the lease has expired', async () => {
    const seen: string[] = [];
    const registry = new JobRegistry();
    const definition = defineJob({
      type: 'test.orphan',
      version: 1,
      schema: payloadSchema,
      handle: async ({ payload }) => {
        seen.push(payload.name);
      },
    });
    registry.register(definition);
    const db = harness.database.db;
    await enqueueJob(db, definition, { name: 'orphan' });
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, leaseOwner: 'dead-runner', leasedUntil: sql`now() + interval '1 hour'` })
      .where(eq(jobs.type, 'test.orphan'));
    const runner = runnerWith(registry, { owner: 'survivor' });
    expect(await runner.drain()).toBe(0);
    await db.update(jobs).set({ leasedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.type, 'test.orphan'));
    expect(await runner.drain()).toBe(1);
    expect(seen).toEqual(['orphan']);
    expect((await jobsOfType(db, 'test.orphan'))[0]).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      leaseOwner: 'survivor',
    });
  });

  it('renews the lease of a job that runs longer than it, so another runner never starts it again', async () => {
    const runs = { effect: 0, handle: 0 };
    const registry = new JobRegistry();
    const definition = defineJob({
      type: 'test.longer-than-its-lease',
      version: 1,
      schema: payloadSchema,
      // Work outside the database (an SMTP send) and inside it, each more than twice the lease.
      effect: async () => {
        runs.effect += 1;
        await new Promise((resolve) => setTimeout(resolve, 3500));
      },
      handle: async () => {
        runs.handle += 1;
        await new Promise((resolve) => setTimeout(resolve, 3000));
      },
    });
    registry.register(definition);
    const db = harness.database.db;
    await enqueueJob(db, definition, { name: 'long' });
    // Two instances, each runner on its own connection (on PGlite the one embedded connection), polling fast. A
    // renewal is due every 500 ms and the lease lasts 1500: one that a busy machine (a loaded PostgreSQL, the other
    // test files) delays by up to a second still comes in time. With 150 ms, 100 ms of delay let the second runner
    // start the job again.
    const second = await harness.openInstance();
    const leaseMs = 1500;
    const runners = [
      createJobRunner({ db, registry, logger: silentLogger, owner: 'first', leaseMs, pollIntervalMs: 10 }),
      createJobRunner({ db: second.db, registry, logger: silentLogger, owner: 'second', leaseMs, pollIntervalMs: 10 }),
    ];
    await Promise.all(runners.map((runner) => runner.start()));
    let longestLease = 0;
    await waitUntil(
      async () => {
        const [job] = await jobsOfType(db, 'test.longer-than-its-lease');
        if (job?.status === 'running' && job.leasedUntil) {
          longestLease = Math.max(longestLease, job.leasedUntil.getTime() - job.updatedAt.getTime());
        }
        return job?.status === 'succeeded';
      },
      'the long job has finished',
      20_000,
    );
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(runs).toEqual({ effect: 1, handle: 1 });
    expect((await jobsOfType(db, 'test.longer-than-its-lease'))[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
    // Renewed: the lease reached well past the one it was leased with.
    expect(longestLease).toBeGreaterThan(leaseMs * 2);
  }, 60_000);

  it('stops gracefully: the job in flight finishes before stop resolves', async () => {
    let started = false;
    const registry = new JobRegistry();
    const definition = defineJob({
      type: 'test.slow',
      version: 1,
      schema: payloadSchema,
      handle: async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 150));
      },
    });
    registry.register(definition);
    await enqueueJob(harness.database.db, definition, { name: 'slow' });
    const runner = runnerWith(registry);
    await runner.start();
    await waitUntil(() => started, 'the slow job starts');
    await runner.stop();
    expect((await jobsOfType(harness.database.db, 'test.slow'))[0]?.status).toBe('succeeded');
  });
});
