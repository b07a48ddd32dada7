import { LIVE_EVENT_TYPES } from '@portal/contract';
import type { Executor, Transaction } from '../../../db/client.js';
import { publishEvent } from '../../../events/publish-event.js';
import type { NetworkDriver, WorkflowStepUpdate } from '../../../network/network-driver.js';
import { releasePortCapacity } from '../../operations/locations/capacity.repo.js';
import { removeCircuit, setCircuitState } from '../../platform/inventory/inventory.repo.js';
import { PORT_OBJECT_TYPE, syncInventory } from './port-changes.js';
import { summaryOf } from './port-view.js';
import {
  deletePortRow,
  findCustomerPort,
  listLagMemberIds,
  type NewPortRow,
  type PortRow,
  setLagOfPorts,
  updatePortRow,
} from './ports.repo.js';

type PortChanges = Partial<Pick<NewPortRow, 'state' | 'status' | 'adminStatus' | 'operationalStatus' | 'disabled'>>;

/**
 * What a step of the network's workflow changes on the port or LAG row (spec 4): the state follows the workflow
 * (requested, provisioning, active; deleting; error when a step fails for good); once active the link is up unless
 * the port is disabled. A step that failed but will be retried changes nothing.
 */
export function portChangesForStep(row: Pick<PortRow, 'disabled'>, update: WorkflowStepUpdate): PortChanges {
  if (update.failureReason !== null) return update.isFinal ? { state: 'error', status: 'error' } : {};
  const changes: PortChanges = { state: update.objectState, status: update.objectState };
  if (!update.isFinal || update.objectState !== 'active') return changes;
  const disabled = update.operation === 'disable' ? true : update.operation === 'enable' ? false : row.disabled;
  const link = disabled ? 'down' : 'up';
  return { ...changes, disabled, adminStatus: link, operationalStatus: link };
}

/** The deletion finished: the row goes, its capacity returns to the PoP, a LAG's members become plain ports. */
async function finishDeletion(tx: Executor, row: PortRow): Promise<void> {
  await deletePortRow(tx, row.customerId, row.circuitId);
  await removeCircuit(tx, row.customerId, row.circuitId);
  if (row.holdsCapacity) await releasePortCapacity(tx, row);
  if (!row.isLag) return;
  const members = await listLagMemberIds(tx, row.customerId, row.circuitId);
  const released = await setLagOfPorts(tx, row.customerId, members, null);
  for (const member of released) await syncInventory(tx, member);
}

async function applyStep(tx: Transaction, update: WorkflowStepUpdate): Promise<void> {
  const { customerId, objectId } = update.ref;
  const row = await findCustomerPort(tx, customerId, objectId, { forUpdate: true });
  if (!row) return;
  if (update.isFinal && update.isDeleted && update.failureReason === null) {
    await finishDeletion(tx, row);
    return;
  }
  const updated = await updatePortRow(tx, customerId, objectId, portChangesForStep(row, update));
  if (updated) await setCircuitState(tx, customerId, objectId, updated.state, summaryOf(updated));
}

/**
 * Ports and LAGs follow the network: every workflow step updates the row and its inventory row in the step's
 * transaction. A LAG's steps are also announced under the `port` object type, which the web's port queries use.
 */
export function registerPortWorkflowHooks(network: NetworkDriver): void {
  network.onStep('port', applyStep);
  network.onStep('lag', async (tx, update) => {
    await applyStep(tx, update);
    await publishEvent(tx, {
      type: LIVE_EVENT_TYPES.workflowStep,
      customerId: update.ref.customerId,
      objectType: PORT_OBJECT_TYPE,
      objectId: update.ref.objectId,
      data: {
        workflow_id: update.workflowId,
        operation: update.operation,
        object_state: update.objectState,
        step: update.stepName,
        position: update.position,
        steps: update.steps,
        is_final: update.isFinal,
        failure_reason: update.failureReason,
      },
    });
  });
}
