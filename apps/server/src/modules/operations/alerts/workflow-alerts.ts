import type { Transaction } from '../../../db/client.js';
import { NETWORK_OBJECT_TYPES, type NetworkDriver, type WorkflowStepUpdate } from '../../../network/network-driver.js';
import { clearAlert, openAlertsOfKind, raiseAlert } from './alerts.repo.js';

/** The message of a failed workflow: which operation of which circuit stopped at which step, and why. */
export function workflowFailureMessage(
  update: Pick<WorkflowStepUpdate, 'ref' | 'operation' | 'stepName' | 'failureReason'>,
): string {
  return `The ${update.operation} of ${update.ref.objectId} failed at step ${update.stepName}: ${update.failureReason}`;
}

/**
 * A workflow that fails for good raises an alarm for its object; the object's next workflow that completes (a
 * retry, a modify, a delete) clears it. A step that fails and is retried raises nothing: the workflow recovers.
 */
async function onWorkflowStep(tx: Transaction, update: WorkflowStepUpdate): Promise<void> {
  if (!update.isFinal) return;
  if (update.failureReason) {
    await raiseAlert(tx, {
      customerId: update.ref.customerId,
      objectType: update.ref.objectType,
      objectId: update.ref.objectId,
      subjectId: update.ref.objectId,
      kind: 'workflow_failed',
      severity: 'alarm',
      message: workflowFailureMessage(update),
    });
    return;
  }
  const open = await openAlertsOfKind(tx, 'workflow_failed', [update.ref.objectId]);
  for (const alert of open) if (alert.customerId === update.ref.customerId) await clearAlert(tx, alert.id);
}

/** Registers the failure alerts for every kind of network object, in each step's transaction. */
export function registerWorkflowAlerts(network: NetworkDriver): void {
  for (const objectType of NETWORK_OBJECT_TYPES) network.onStep(objectType, onWorkflowStep);
}
