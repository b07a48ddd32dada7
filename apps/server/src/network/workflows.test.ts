import { type LiveEvent, networkStatusSchema } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, networkWorkflows } from '../db/schema/index.js';
import { enqueueJob } from '../jobs/job-definition.js';
import type { JobRunner } from '../jobs/job-runner.js';
import { waitUntil } from '../jobs/testing-jobs.js';
import { DEMO_CUSTOMER_IDS } from '../seed/demo.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import type { NetworkDriver, NetworkObjectRef, WorkflowStepUpdate } from './network-driver.js';

let harness: TestApp;
let network: NetworkDriver;
let runner: JobRunner;
const updates: WorkflowStepUpdate[] = [];
const events: LiveEvent[] = [];

beforeAll(async () => {
  harness = await createTestApp();
  network = harness.app.platform.network;
  runner = harness.app.platform.createJobRunner({ owner: 'test-runner', batchSize: 1 });
  // A product module's hook: in the real thing it updates the port row's state in the same transaction.
  network.onStep('port', async (_tx, update) => {
    updates.push(update);
  });
  await harness.app.platform.events.subscribe(DEMO_CUSTOMER_IDS.acme, (event) => events.push(event));
});
afterAll(async () => {
  await harness?.close();
});

let serial = 0;
function newPort(customerId: string = DEMO_CUSTOMER_IDS.acme): NetworkObjectRef {
  serial += 1;
  return { objectType: 'port', objectId: `PF-AP-NYC1-${1_700_000 + serial}`, customerId };
}

async function status(ref: NetworkObjectRef) {
  const found = await network.status(harness.database.db, ref);
  if (!found) throw new Error(`no status for ${ref.objectId}`);
  return networkStatusSchema.parse(found).status;
}

describe('a provisioning workflow', () => {
  it('starts requested, moves one step at a time through provisioning, and ends active and complete', async () => {
    const port = newPort();
    const started = await harness.database.db.transaction((tx) =>
      network.provision(tx, port, { details: { pop: 'NYC1', speed: '10Gbps' } }),
    );
    expect(started).toMatchObject({ name: 'port/workflow/provision/master', objectState: 'requested', steps: 8 });
    const before = await status(port);
    expect(before.object).toEqual({ state: 'requested', deleted: false });
    expect(before.current).toMatchObject({ state: 'REQUESTED', warning: false });
    expect(before.last_workflow).toMatchObject({
      name: 'port/workflow/provision/master',
      state: 'RUNNING',
      current: 'WORKFLOW_OBJECT_XREF',
      is_final: false,
      progress: { position: 0, steps: 8 },
      failures: [],
    });
    expect(before.last_workflow.states[1]).toEqual({
      state: 'RESERVE_INTERFACE',
      description: 'Reserving an interface in the chosen zone',
    });

    await runner.runDue();
    const afterOne = await status(port);
    expect(afterOne.object.state).toBe('provisioning');
    expect(afterOne.last_workflow).toMatchObject({
      progress: { position: 1, steps: 8 },
      prev_state: 'WORKFLOW_OBJECT_XREF',
      current_state: 'RESERVE_INTERFACE',
    });
    expect(afterOne.current).toMatchObject({
      state: 'PROVISIONING',
      description: 'Reserving an interface in the chosen zone',
    });

    await runner.drain();
    const done = await status(port);
    expect(done.object).toEqual({ state: 'active', deleted: false });
    expect(done.current).toEqual({ state: 'COMPLETE', description: 'active', warning: false });
    expect(done.last_workflow).toMatchObject({
      state: 'COMPLETE',
      current_state: 'COMPLETE',
      current: null,
      prev_state: 'NOTIFY_CUSTOMER',
      is_final: true,
      progress: { position: 8, steps: 8 },
    });
  });

  it('tells the product module and the live stream about every step, in order', async () => {
    const port = newPort();
    await network.provision(harness.database.db, port);
    await runner.drain();
    const mine = updates.filter((update) => update.ref.objectId === port.objectId);
    expect(mine.map((update) => update.objectState)).toEqual([...Array(7).fill('provisioning'), 'active']);
    expect(mine.at(-1)).toMatchObject({ isFinal: true, position: 8, steps: 8, stepName: 'NOTIFY_CUSTOMER' });
    // Events travel through LISTEN/NOTIFY: they arrive just after the commits.
    await waitUntil(() => events.filter((event) => event.object_id === port.objectId).length === 9, 'nine events');
    const streamed = events.filter((event) => event.object_id === port.objectId);
    expect(streamed.map((event) => event.data.object_state)).toEqual([
      'requested',
      ...Array(7).fill('provisioning'),
      'active',
    ]);
    expect(streamed.every((event) => event.type === 'network.workflow.step' && event.object_type === 'port')).toBe(
      true,
    );
  });

  it('answers no status for an unknown object, or for another customer', async () => {
    const port = newPort();
    await network.provision(harness.database.db, port);
    expect(await network.status(harness.database.db, { ...port, customerId: DEMO_CUSTOMER_IDS.initech })).toBeNull();
    expect(await network.status(harness.database.db, newPort())).toBeNull();
    await runner.drain();
  });
});

describe('failures', () => {
  it('gives a failed state with its readable reason when a step fails for good', async () => {
    const port = newPort();
    await network.provision(harness.database.db, port, { failure: { step: 4, reason: 'The optics did not come up' } });
    await runner.drain();
    const failed = await status(port);
    expect(failed.object).toEqual({ state: 'error', deleted: false });
    expect(failed.current).toEqual({ state: 'FAILED', description: 'The optics did not come up', warning: true });
    expect(failed.last_workflow).toMatchObject({
      state: 'FAILED',
      current_state: 'FAILED',
      is_final: true,
      progress: { position: 3, steps: 8 },
      failures: [{ step: 'INSTALL_OPTICS', reason: 'The optics did not come up' }],
    });
    const last = updates.filter((update) => update.ref.objectId === port.objectId).at(-1);
    expect(last).toMatchObject({ objectState: 'error', isFinal: true, failureReason: 'The optics did not come up' });
  });

  it('retries a step that fails a few times and finishes with a warning', async () => {
    const port = newPort();
    await network.provision(harness.database.db, port, {
      failure: { step: 2, reason: 'The switch is busy', times: 2 },
    });
    await runner.drain();
    const done = await status(port);
    expect(done.object.state).toBe('active');
    expect(done.current).toMatchObject({ state: 'COMPLETE', warning: true });
    expect(done.last_workflow.failures.map((failure) => failure.step)).toEqual([
      'RESERVE_INTERFACE',
      'RESERVE_INTERFACE',
    ]);
  });
});

describe('other operations', () => {
  it('deletes: deleting, then deleted', async () => {
    const port = newPort();
    await network.provision(harness.database.db, port);
    await runner.drain();
    const started = await network.deprovision(harness.database.db, port);
    expect(started.objectState).toBe('deleting');
    expect((await status(port)).object).toEqual({ state: 'deleting', deleted: false });
    await runner.drain();
    const deleted = await status(port);
    expect(deleted.object).toEqual({ state: 'deleted', deleted: true });
    expect(deleted.current.state).toBe('COMPLETE');
    expect(deleted.last_workflow.name).toBe('port/workflow/deprovision/master');
  });

  it('lets a delete replace a provisioning still running; the old steps change nothing', async () => {
    const port = newPort();
    await network.provision(harness.database.db, port);
    await network.deprovision(harness.database.db, port);
    await runner.drain();
    expect((await status(port)).object).toEqual({ state: 'deleted', deleted: true });
    const workflows = await harness.database.db
      .select()
      .from(networkWorkflows)
      .where(eq(networkWorkflows.objectId, port.objectId));
    expect(workflows.map((workflow) => [workflow.operation, workflow.state, workflow.position])).toEqual(
      expect.arrayContaining([
        ['provision', 'SUPERSEDED', 0],
        ['deprovision', 'COMPLETE', 4],
      ]),
    );
  });

  it.each(['modify', 'enable', 'disable'] as const)(
    '%s: provisioning while it runs, active when done',
    async (operation) => {
      const port = newPort();
      await network.provision(harness.database.db, port);
      await runner.drain();
      await network[operation](harness.database.db, port);
      expect((await status(port)).object.state).toBe('provisioning');
      await runner.drain();
      const done = await status(port);
      expect(done.object.state).toBe('active');
      expect(done.last_workflow.name).toBe(`port/workflow/${operation}/master`);
    },
  );

  it.each([
    ['lag', 6],
    ['vc', 10],
    ['ptp', 8],
    ['cloud_connection', 8],
    ['cloud_router', 5],
    ['cr_connection', 7],
    ['bgp_session', 4],
    ['cross_connect', 5],
    ['hpi', 6],
  ] as const)('provisions a %s in %d named steps', async (objectType, steps) => {
    const ref = { objectType, objectId: `PF-${objectType}-${serial++}`, customerId: DEMO_CUSTOMER_IDS.acme };
    await network.provision(harness.database.db, ref);
    await runner.drain();
    const done = await status({ ...ref });
    expect(done.object.state).toBe('active');
    expect(done.last_workflow.progress).toEqual({ position: steps, steps });
  });

  it('starts nothing when the order that asked rolls back', async () => {
    const port = newPort();
    await harness.database.db
      .transaction(async (tx) => {
        await network.provision(tx, port);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await network.status(harness.database.db, port)).toBeNull();
  });

  it('runs a repeated step job as a no-op', async () => {
    const port = newPort();
    const started = await network.provision(harness.database.db, port);
    await runner.drain();
    const stepJob = harness.app.platform.jobs.get('network.workflow.step');
    if (!stepJob) throw new Error('the step job is not registered');
    await enqueueJob(harness.database.db, stepJob, { workflow_id: started.workflowId, position: 3 });
    await runner.drain();
    const done = await status(port);
    expect(done.last_workflow.progress).toEqual({ position: 8, steps: 8 });
    const repeated = await harness.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'network.workflow.step'), eq(jobs.status, 'succeeded')));
    expect(repeated.length).toBeGreaterThan(8);
  });
});
