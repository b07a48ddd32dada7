import { crossConnectProgressAt } from '@portal/domain';
import type { Transaction } from '../../../db/client.js';
import type { NetworkDriver, WorkflowStepUpdate } from '../../../network/network-driver.js';
import { removeCircuit, setCircuitState } from '../../platform/inventory/inventory.repo.js';
import { crossConnectSummary } from './cross-connects.presenter.js';
import { findCrossConnect, updateCrossConnect } from './cross-connects.repo.js';

/**
 * Follows the network's cross_connect workflows, in each step's transaction: a provision walks the order along the
 * cross-connect board (spec 4: status and percent from the step's position) and leaves it active; a failed step
 * leaves it in error; a deprovision keeps it deleting until the removal is done, then marks it deleted and takes
 * it out of the inventory. The inventory row moves in the same transaction.
 */
export async function applyCrossConnectStep(tx: Transaction, update: WorkflowStepUpdate): Promise<void> {
  const { customerId, objectId } = update.ref;
  const row = await findCrossConnect(tx, customerId, objectId, { forUpdate: true });
  if (!row || row.deleted) return;
  if (update.operation === 'deprovision') {
    if (update.isDeleted) {
      await updateCrossConnect(tx, customerId, objectId, { state: 'deleted', deleted: true });
      await removeCircuit(tx, customerId, objectId);
    }
    return;
  }
  // A provision step heard after a delete started belongs to the superseded order: the delete decides now.
  if (row.state === 'deleting') return;
  const state = update.objectState;
  const board = crossConnectProgressAt(update.position, update.steps);
  const isFailed = state === 'error';
  await updateCrossConnect(tx, customerId, objectId, {
    state,
    ...(isFailed ? {} : { obccStatus: board.status, progress: board.progress }),
  });
  await setCircuitState(tx, customerId, objectId, state, crossConnectSummary(state));
}

/** Registers the hook with the network driver (once per app). */
export function registerCrossConnectProgress(network: NetworkDriver): void {
  network.onStep('cross_connect', applyCrossConnectStep);
}
