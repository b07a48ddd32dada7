import type { Transaction } from '../../../db/client.js';
import type { NetworkDriver, WorkflowStepUpdate } from '../../../network/network-driver.js';
import { releasePortCapacity } from '../../operations/locations/capacity.repo.js';
import { removeCircuit } from '../../platform/inventory/inventory.repo.js';
import { syncPtpInventory } from './ptp-service.js';
import { deletePtpRow, findPtpRecord, findPtpRow, setPtpEndStatus, updatePtpRow } from './ptps.repo.js';

/** The steps after which one endpoint of a point-to-point is configured (the network's ptp provisioning steps). */
const END_CONFIGURED_AT: Readonly<Record<string, 'a' | 'z'>> = {
  CONFIGURE_A_INTERFACE: 'a',
  CONFIGURE_Z_INTERFACE: 'z',
};

/**
 * What a step of the network's workflow changes on a point-to-point (spec 4): the state follows the workflow
 * (requested, provisioning, active; deleting; error when a step fails for good), each endpoint turns active once
 * the network configured it, and a finished deletion removes the point-to-point with its endpoints, returns the
 * capacity of both ports to their PoPs and removes its inventory row. A step that will be retried changes nothing.
 */
async function applyStep(tx: Transaction, update: WorkflowStepUpdate): Promise<void> {
  const { customerId, objectId } = update.ref;
  const row = await findPtpRow(tx, customerId, objectId, { forUpdate: true });
  if (!row) return;
  if (update.failureReason !== null) {
    if (!update.isFinal) return;
    await updatePtpRow(tx, customerId, row.ptpUuid, { state: 'error' });
    await syncPtpInventory(tx, customerId, objectId);
    return;
  }
  if (update.isFinal && update.isDeleted) {
    const record = await findPtpRecord(tx, customerId, objectId);
    for (const { end } of record?.ends ?? []) {
      await releasePortCapacity(tx, { pop: end.pop, zone: end.zone, speed: row.speed, media: row.media });
    }
    await deletePtpRow(tx, customerId, row.ptpUuid);
    await removeCircuit(tx, customerId, objectId);
    return;
  }
  const side = END_CONFIGURED_AT[update.stepName];
  if (side && update.operation === 'provision') await setPtpEndStatus(tx, customerId, row.ptpUuid, 'active', side);
  if (update.isFinal && update.objectState === 'active') await setPtpEndStatus(tx, customerId, row.ptpUuid, 'active');
  await updatePtpRow(tx, customerId, row.ptpUuid, { state: update.objectState });
  await syncPtpInventory(tx, customerId, objectId);
}

/** Point-to-points follow the network: every workflow step updates the row, its endpoints and its inventory row. */
export function registerPtpWorkflowHooks(network: NetworkDriver): void {
  network.onStep('ptp', applyStep);
}
