import { LIVE_EVENT_TYPES } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor, Transaction } from '../db/client.js';
import { networkWorkflows, type WorkflowFailure } from '../db/schema/index.js';
import { publishEvent } from '../events/publish-event.js';
import { defineJob, enqueueJob, type JobDefinition } from '../jobs/job-definition.js';
import type {
  NetworkObjectRef,
  NetworkObjectType,
  NetworkOperation,
  OperationOptions,
  WorkflowStarted,
  WorkflowStepHook,
  WorkflowStepUpdate,
} from './network-driver.js';
import { objectStateAt, workflowName, workflowSteps } from './workflow-steps.js';

type WorkflowRow = typeof networkWorkflows.$inferSelect;

const stepPayload = z.object({ workflow_id: z.string().uuid(), position: z.number().int().min(0) });
type StepPayload = z.infer<typeof stepPayload>;

export interface WorkflowEngine {
  start(
    db: Executor,
    ref: NetworkObjectRef,
    operation: NetworkOperation,
    options?: OperationOptions,
  ): Promise<WorkflowStarted>;
  onStep(objectType: NetworkObjectType, hook: WorkflowStepHook): void;
  /** The durable job that advances a workflow by one step; registered with the app's job registry. */
  stepJob: JobDefinition<StepPayload>;
}

/**
 * Runs workflows one step at a time on durable jobs. Each step is a job due `stepMs` after the previous one, keyed
 * by workflow and position so that enqueuing it twice adds nothing; the step locks its workflow row and does
 * nothing if the workflow has already moved past it, so a step that runs again (a runner died before its commit)
 * changes nothing twice. A restart resumes naturally: the next step's job is waiting in the table.
 */
export function createWorkflowEngine(options: { stepMs: number }): WorkflowEngine {
  const hooks = new Map<NetworkObjectType, WorkflowStepHook[]>();

  const stepKey = (workflowId: string, position: number, attempt: number) =>
    `network.workflow:${workflowId}:${position}:${attempt}`;

  async function scheduleStep(tx: Executor, workflowId: string, position: number, attempt: number): Promise<void> {
    await enqueueJob(
      tx,
      stepJob,
      { workflow_id: workflowId, position },
      { delayMs: options.stepMs, dedupeKey: stepKey(workflowId, position, attempt) },
    );
  }

  async function announce(tx: Transaction, row: WorkflowRow, stepName: string, failureReason: string | null) {
    const ref = {
      objectType: row.objectType as NetworkObjectType,
      objectId: row.objectId,
      customerId: row.customerId,
    };
    const update: WorkflowStepUpdate = {
      workflowId: row.id,
      ref,
      operation: row.operation,
      objectState: row.objectState,
      isFinal: row.isFinal,
      isDeleted: row.objectState === 'deleted',
      failureReason,
      position: row.position,
      steps: row.steps.length,
      stepName,
      details: row.details,
    };
    for (const hook of hooks.get(ref.objectType) ?? []) await hook(tx, update);
    await publishEvent(tx, {
      type: LIVE_EVENT_TYPES.workflowStep,
      customerId: row.customerId,
      objectType: row.objectType,
      objectId: row.objectId,
      data: {
        workflow_id: row.id,
        workflow_name: row.name,
        operation: row.operation,
        state: row.state,
        object_state: row.objectState,
        step: stepName,
        position: row.position,
        steps: row.steps.length,
        is_final: row.isFinal,
        failure_reason: failureReason,
      },
    });
  }

  async function advance(tx: Transaction, payload: StepPayload): Promise<void> {
    const [row] = await tx
      .select()
      .from(networkWorkflows)
      .where(eq(networkWorkflows.id, payload.workflow_id))
      .for('update');
    // Gone, finished, or already past this step: a repeated job changes nothing.
    if (!row || row.isFinal || row.position !== payload.position) return;
    const step = row.steps[row.position];
    if (!step) return;
    const stepNumber = row.position + 1;
    const failuresHere = row.failures.filter((failure) => failure.step === step.state).length;
    const shouldFail =
      row.failAtStep === stepNumber &&
      row.failReason !== null &&
      (row.failTimes === null || failuresHere < row.failTimes);

    if (shouldFail && row.failReason !== null) {
      const failure: WorkflowFailure = { step: step.state, reason: row.failReason, time: new Date().toISOString() };
      const isFinal = row.failTimes === null;
      const [updated] = await tx
        .update(networkWorkflows)
        .set({
          failures: sql`${networkWorkflows.failures} || ${JSON.stringify([failure])}::jsonb`,
          ...(isFinal
            ? { state: 'FAILED' as const, isFinal: true, objectState: 'error', completedAt: sql`now()` }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(networkWorkflows.id, row.id))
        .returning();
      if (!isFinal) await scheduleStep(tx, row.id, row.position, failuresHere + 1);
      if (updated) await announce(tx, updated, step.state, failure.reason);
      return;
    }

    const position = stepNumber;
    const isDone = position >= row.steps.length;
    const [updated] = await tx
      .update(networkWorkflows)
      .set({
        position,
        objectState: objectStateAt(row.operation, position, row.steps.length),
        ...(isDone ? { state: 'COMPLETE' as const, isFinal: true, completedAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(networkWorkflows.id, row.id))
      .returning();
    if (!isDone) await scheduleStep(tx, row.id, position, 0);
    if (updated) await announce(tx, updated, step.state, null);
  }

  const stepJob = defineJob<StepPayload>({
    type: 'network.workflow.step',
    version: 1,
    schema: stepPayload,
    maxAttempts: 10,
    handle: ({ tx, payload }) => advance(tx, payload),
  });

  return {
    stepJob,
    onStep(objectType, hook) {
      hooks.set(objectType, [...(hooks.get(objectType) ?? []), hook]);
    },
    async start(db, ref, operation, startOptions = {}) {
      const steps = workflowSteps(ref.objectType, operation);
      const failure = startOptions.failure;
      // A newer operation replaces a running one (a delete during provisioning): the old one's jobs become no-ops.
      await db
        .update(networkWorkflows)
        .set({ state: 'SUPERSEDED', isFinal: true, completedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(networkWorkflows.customerId, ref.customerId),
            eq(networkWorkflows.objectType, ref.objectType),
            eq(networkWorkflows.objectId, ref.objectId),
            eq(networkWorkflows.isFinal, false),
          ),
        );
      const [row] = await db
        .insert(networkWorkflows)
        .values({
          objectType: ref.objectType,
          objectId: ref.objectId,
          customerId: ref.customerId,
          operation,
          name: workflowName(ref.objectType, operation),
          steps,
          objectState: objectStateAt(operation, 0, steps.length),
          details: startOptions.details ?? {},
          failAtStep: failure?.step ?? null,
          failReason: failure?.reason ?? null,
          failTimes: failure?.times ?? null,
        })
        .returning();
      if (!row) throw new Error('workflow insert returned nothing');
      await scheduleStep(db, row.id, 0, 0);
      await publishEvent(db, {
        type: LIVE_EVENT_TYPES.workflowStep,
        customerId: row.customerId,
        objectType: row.objectType,
        objectId: row.objectId,
        data: {
          workflow_id: row.id,
          workflow_name: row.name,
          operation,
          state: row.state,
          object_state: row.objectState,
          step: null,
          position: 0,
          steps: steps.length,
          is_final: false,
          failure_reason: null,
        },
      });
      return { workflowId: row.id, name: row.name, objectState: row.objectState, steps: steps.length };
    },
  };
}
