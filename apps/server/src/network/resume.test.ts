import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { jobs } from '../db/schema/index.js';
import { waitUntil } from '../jobs/testing-jobs.js';
import { DEMO_CUSTOMER_IDS } from '../seed/demo.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import type { NetworkObjectRef } from './network-driver.js';

let harness: TestApp;
let restarted: FastifyInstance | null = null;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await restarted?.close();
  await harness?.close();
});

describe('a workflow interrupted by a restart', () => {
  it('resumes where it was, on the next process, without repeating a step', async () => {
    const port: NetworkObjectRef = {
      objectType: 'port',
      objectId: 'PF-AP-CHI1-1900001',
      customerId: DEMO_CUSTOMER_IDS.acme,
    };
    const network = harness.app.platform.network;
    const started = await network.provision(harness.database.db, port);
    // The demo world has workflows of its own (a port being built): this test watches only its own.
    const ofThisWorkflow = and(
      eq(jobs.type, 'network.workflow.step'),
      sql`${jobs.payload}->>'workflow_id' = ${started.workflowId}`,
    );

    // The first process runs three steps, then dies while holding the lease of the fourth.
    const first = harness.app.platform.createJobRunner({ owner: 'process-1', batchSize: 1, leaseMs: 60_000 });
    for (let step = 0; step < 3; step += 1) await first.runDue();
    expect((await network.status(harness.database.db, port))?.status.last_workflow.progress).toEqual({
      position: 3,
      steps: 8,
    });
    await harness.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, leaseOwner: 'process-1', leasedUntil: sql`now() - interval '1 second'` })
      .where(and(ofThisWorkflow, eq(jobs.status, 'queued')));

    // A new process: a new app on the same database, with its own job registry, engine and runner.
    const instance = await harness.openInstance();
    restarted = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST: '/nonexistent', NETWORK_STEP_MS: '0' }),
      database: instance,
    });
    const stepsSeen: number[] = [];
    restarted.platform.network.onStep('port', async (_tx, update) => {
      if (update.workflowId === started.workflowId) stepsSeen.push(update.position);
    });
    const second = restarted.platform.createJobRunner({ owner: 'process-2', pollIntervalMs: 10 });
    await second.start();
    await waitUntil(
      async () => (await restarted?.platform.network.status(instance.db, port))?.status.object.state === 'active',
      'the workflow finishes on the new process',
    );
    await second.stop();

    expect(stepsSeen).toEqual([4, 5, 6, 7, 8]);
    const done = await restarted.platform.network.status(instance.db, port);
    expect(done?.status.last_workflow).toMatchObject({ root: started.workflowId, is_final: true, state: 'COMPLETE' });
    const stepJobs = await harness.database.db.select().from(jobs).where(ofThisWorkflow);
    expect(stepJobs).toHaveLength(8);
    expect(stepJobs.every((job) => job.status === 'succeeded')).toBe(true);
    expect(stepJobs.find((job) => job.attempts === 2)?.leaseOwner).toBe('process-2');
  });
});
