import type { CloudProviderDriver, ProviderSideState } from '../../../clouds/cloud-provider-driver.js';
import type { Transaction } from '../../../db/client.js';
import type { NetworkDriver, WorkflowStepUpdate } from '../../../network/network-driver.js';
import { releasePortCapacity } from '../../operations/locations/capacity.repo.js';
import { removeCircuit } from '../../platform/inventory/inventory.repo.js';
import { deleteDedicatedRow, findDedicatedRow, setProviderConnectionId, updateDedicatedRow } from './dedicated.repo.js';
import { syncDedicatedInventory } from './dedicated-service.js';

/**
 * What a step of the network's cloud-connection workflow changes on a dedicated connection (spec 4): the state
 * follows the workflow (requested, provisioning, active; deleting; error when a step fails for good), the port comes
 * up when provisioning completes, and a finished deletion removes the connection, returns its port's capacity to the
 * PoP and removes its inventory row. A step that will be retried changes nothing; hosted connections are not ours.
 */
async function applyStep(tx: Transaction, update: WorkflowStepUpdate): Promise<void> {
  const { customerId, objectId } = update.ref;
  const row = await findDedicatedRow(tx, customerId, objectId, { forUpdate: true });
  if (!row || row.circuitId !== objectId) return;
  if (update.failureReason !== null) {
    if (!update.isFinal) return;
    await updateDedicatedRow(tx, customerId, row.uuid, { state: 'error' });
    await syncDedicatedInventory(tx, customerId, objectId);
    return;
  }
  if (update.isFinal && update.isDeleted) {
    await releasePortCapacity(tx, { pop: row.pop, zone: row.zone, speed: row.speed, media: row.media });
    await deleteDedicatedRow(tx, customerId, row.uuid);
    await removeCircuit(tx, customerId, objectId);
    return;
  }
  const isUp = update.isFinal && update.objectState === 'active';
  await updateDedicatedRow(tx, customerId, row.uuid, {
    state: update.objectState,
    ...(isUp ? { adminStatus: 'up' as const, operationalStatus: 'up' as const } : {}),
  });
  await syncDedicatedInventory(tx, customerId, objectId);
}

/** The cloud's side of a dedicated connection: its own id of the port, once it has one. */
async function applyProviderState(tx: Transaction, state: ProviderSideState): Promise<void> {
  const { customerId, connectionId } = state.ref;
  const row = await findDedicatedRow(tx, customerId, connectionId, { forUpdate: true });
  if (!row || row.providerConnectionId === state.providerConnectionId) return;
  await setProviderConnectionId(tx, customerId, row.uuid, state.providerConnectionId);
}

/**
 * Dedicated connections follow the network (every step of a cloud-connection workflow may update one) and the
 * cloud (its side of the port).
 */
export function registerDedicatedWorkflowHooks(network: NetworkDriver, clouds: CloudProviderDriver): void {
  network.onStep('cloud_connection', applyStep);
  clouds.onProviderState('dedicated', applyProviderState);
}
