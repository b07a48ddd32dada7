import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitWindows } from '../db/schema/index.js';
import { hitRateLimit } from '../http/rate-limit.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ensureHousekeeping, housekeepingJob, RATE_LIMIT_RETENTION_MS } from './housekeeping.js';
import { JobRegistry } from './job-definition.js';
import { createJobRunner } from './job-runner.js';
import { jobsOfType, silentLogger, waitUntil } from './testing-jobs.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ seed: false });
});
afterAll(async () => {
  await harness?.close();
});

const HOUR_MS = 60 * 60 * 1000;
const rule = { limit: 5, windowSeconds: 60 * 60 };

describe('hourly housekeeping', () => {
  it('drops rate-limit windows older than a day, keeps recent ones, and schedules the next hour once', async () => {
    const db = harness.database.db;
    const now = Date.now();
    await hitRateLimit(db, { bucket: 'test:old', ...rule }, new Date(now - RATE_LIMIT_RETENTION_MS - 2 * HOUR_MS));
    await hitRateLimit(db, { bucket: 'test:recent', ...rule }, new Date(now));

    // The hour the chain starts at is the test's hour, however long the two calls take.
    await ensureHousekeeping(db, new Date(now));
    await ensureHousekeeping(db, new Date(now));
    const registry = new JobRegistry();
    registry.register(housekeepingJob);
    const runner = createJobRunner({ db, registry, logger: silentLogger, pollIntervalMs: 10 });
    await runner.start();
    try {
      await waitUntil(
        async () => (await jobsOfType(db, housekeepingJob.type)).some((job) => job.status === 'succeeded'),
        'the housekeeping job has run',
      );
    } finally {
      await runner.stop();
    }

    const ranBy = Date.now();
    const buckets = (await db.select().from(rateLimitWindows)).map((row) => row.bucket);
    expect(buckets).toEqual(['test:recent']);
    const chain = await jobsOfType(db, housekeepingJob.type);
    expect(chain.map((job) => job.status).sort()).toEqual(['queued', 'succeeded']);
    const next = chain.find((job) => job.status === 'queued');
    // The run reads the clock itself, somewhere between `now` and `ranBy`: the hour after the one it ran in (the
    // same as the test's unless an hour began meanwhile).
    const nextHourAfter = (time: number) => new Date(Math.floor(time / HOUR_MS) * HOUR_MS + HOUR_MS).toISOString();
    const hours = [...new Set([nextHourAfter(now), nextHourAfter(ranBy)])];
    expect(hours.map((hour) => ({ hour }))).toContainEqual(next?.payload);
  });
});
