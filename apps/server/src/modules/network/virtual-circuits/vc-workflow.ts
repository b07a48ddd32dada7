import type { Transaction } from '../../../db/client.js';
import type { NetworkDriver, WorkflowStepUpdate } from '../../../network/network-driver.js';
import { removeCircuit } from '../../platform/inventory/inventory.repo.js';
import { syncVcInventory } from './vc-changes.js';
import { deleteVcRow, findVcRow, setVcEndsStatus, updateVcEnd, updateVcRow } from './vcs.repo.js';

/** The steps after which one end of a VC is configured (the network's vc provisioning steps). */
const END_CONFIGURED_AT: Readonly<Record<string, 'a' | 'z'>> = {
  CONFIGURE_A_SIDE: 'a',
  CONFIGURE_Z_SIDE: 'z',
};

/**
 * What a step of the network's workflow changes on a VC (spec 4): the state follows the workflow (requested,
 * provisioning, active; deleting; error when a step fails for good), each end turns active once the network has
 * configured it, and a finished deletion removes the VC with its ends (freeing their VLANs) and its inventory row.
 * A step that failed but will be retried changes nothing.
 */
async function applyStep(tx: Transaction, update: WorkflowStepUpdate): Promise<void> {
  const { customerId, objectId } = update.ref;
  const row = await findVcRow(tx, customerId, objectId, { forUpdate: true });
  if (!row) return;
  if (update.failureReason !== null) {
    if (!update.isFinal) return;
    await updateVcRow(tx, customerId, objectId, { state: 'error' });
    await syncVcInventory(tx, customerId, objectId);
    return;
  }
  if (update.isFinal && update.isDeleted) {
    await deleteVcRow(tx, customerId, objectId);
    await removeCircuit(tx, customerId, objectId);
    return;
  }
  const side = END_CONFIGURED_AT[update.stepName];
  if (side && update.operation === 'provision') {
    await updateVcEnd(tx, customerId, objectId, side, { provisioningStatus: 'active' });
  }
  if (update.isFinal && update.objectState === 'active') await setVcEndsStatus(tx, customerId, objectId, 'active');
  await updateVcRow(tx, customerId, objectId, { state: update.objectState });
  await syncVcInventory(tx, customerId, objectId);
}

/** VCs follow the network: every workflow step updates the VC, its ends and its inventory row in the step's transaction. */
export function registerVcWorkflowHooks(network: NetworkDriver): void {
  network.onStep('vc', applyStep);
}
