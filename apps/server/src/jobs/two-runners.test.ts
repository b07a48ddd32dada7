import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { defineJob, enqueueJob, JobRegistry } from './job-definition.js';
import { createJobRunner } from './job-runner.js';
import { jobsOfType, silentLogger, waitUntil } from './testing-jobs.js';

// Two instances need two connections to one server: PGlite is a single embedded instance, so this file proves it
// on PostgreSQL, where CI runs it (`npm test` with DATABASE_URL).
const isPostgres = Boolean(process.env.DATABASE_URL);

let harness: TestApp;
let secondInstance: DatabaseHandle;
beforeAll(async () => {
  harness = await createTestApp({ seed: false });
  secondInstance = await harness.openInstance();
});
afterAll(async () => {
  await harness?.close();
});

describe('two runners on one PostgreSQL database', () => {
  it.skipIf(!isPostgres)(
    'never run the same job twice, and share the work',
    async () => {
      const runs: { jobName: string; owner: string }[] = [];
      const definition = defineJob({
        type: 'test.shared',
        version: 1,
        schema: z.object({ name: z.string() }),
        handle: async ({ payload, job }) => {
          runs.push({ jobName: payload.name, owner: job.leaseOwner ?? '' });
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
      const registry = new JobRegistry();
      registry.register(definition);
      const jobCount = 200;
      await harness.database.db.transaction(async (tx) => {
        for (let index = 0; index < jobCount; index += 1) await enqueueJob(tx, definition, { name: `job-${index}` });
      });

      const runnerOn = (database: DatabaseHandle, owner: string) =>
        createJobRunner({
          db: database.db,
          registry,
          logger: silentLogger,
          owner,
          pollIntervalMs: 5,
          batchSize: 3,
          listen: database.listen,
        });
      const first = runnerOn(harness.database, 'instance-a');
      const second = runnerOn(secondInstance, 'instance-b');
      await Promise.all([first.start(), second.start()]);
      await waitUntil(
        async () => (await jobsOfType(harness.database.db, 'test.shared')).every((job) => job.status === 'succeeded'),
        'every job has run',
        30_000,
      );
      await Promise.all([first.stop(), second.stop()]);

      const names = runs.map((run) => run.jobName);
      expect(names).toHaveLength(jobCount);
      expect(new Set(names).size).toBe(jobCount);
      expect(new Set(runs.map((run) => run.owner))).toEqual(new Set(['instance-a', 'instance-b']));
      const rows = await harness.database.db.select().from(jobs);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      // Longer than the 30 s the jobs get to finish: with the default test timeout of 30 s, a slow run was cut off
      // before that wait could answer (25 s seen on a loaded machine).
    },
    60_000,
  );
});
