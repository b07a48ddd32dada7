import type { NetworkStatus } from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { networkWorkflows } from '../db/schema/index.js';
import type { NetworkObjectRef } from './network-driver.js';

type WorkflowRow = typeof networkWorkflows.$inferSelect;

/** The latest workflow of an object of the customer; tenancy is in the WHERE clause. */
export async function latestWorkflow(db: Executor, ref: NetworkObjectRef): Promise<WorkflowRow | null> {
  const [row] = await db
    .select()
    .from(networkWorkflows)
    .where(
      and(
        eq(networkWorkflows.customerId, ref.customerId),
        eq(networkWorkflows.objectType, ref.objectType),
        eq(networkWorkflows.objectId, ref.objectId),
      ),
    )
    .orderBy(desc(networkWorkflows.createdAt), desc(networkWorkflows.id))
    .limit(1);
  return row ?? null;
}

function currentOf(row: WorkflowRow): NetworkStatus['status']['current'] {
  const lastFailure = row.failures.at(-1);
  if (row.state === 'FAILED') return { state: 'FAILED', description: lastFailure?.reason ?? 'failed', warning: true };
  if (row.state === 'COMPLETE')
    return { state: 'COMPLETE', description: row.objectState, warning: row.failures.length > 0 };
  const step = row.steps[row.position];
  return {
    state: row.objectState.toUpperCase(),
    description: step?.description ?? row.objectState,
    // A step failed and is being retried: the object is not in trouble yet, but someone may want to know.
    warning: row.failures.length > 0,
  };
}

/** Wire reference 4 "Status object", read from the object's latest workflow. */
export function presentStatus(row: WorkflowRow): NetworkStatus {
  const current = row.isFinal ? null : (row.steps[row.position] ?? null);
  const previous = row.steps[row.position - 1] ?? null;
  const finalState = row.state === 'RUNNING' ? null : row.state;
  return {
    circuit_id: row.objectId,
    status: {
      object: { state: row.objectState, deleted: row.objectState === 'deleted' },
      current: currentOf(row),
      last_workflow: {
        name: row.name,
        root: row.id,
        current: current?.state ?? null,
        current_name: current?.description ?? null,
        state: row.state,
        current_state: finalState ?? current?.state ?? row.state,
        prev_state: previous?.state ?? null,
        failures: row.failures,
        is_final: row.isFinal,
        progress: { position: row.position, steps: row.steps.length },
        states: row.steps,
      },
    },
  };
}

export async function readStatus(db: Executor, ref: NetworkObjectRef): Promise<NetworkStatus | null> {
  const row = await latestWorkflow(db, ref);
  return row ? presentStatus(row) : null;
}
