import type { CloudProviderDriver, ProviderSideState } from '../../../clouds/cloud-provider-driver.js';
import type { Transaction } from '../../../db/client.js';
import type { NetworkDriver, WorkflowStepUpdate } from '../../../network/network-driver.js';
import { removeCircuit } from '../../platform/inventory/inventory.repo.js';
import { providerChanges } from '../connections/hosted-cloud-order.js';
import { deleteHostedRow, findHostedRow, updateHostedRow } from './hosted.repo.js';
import { syncHostedInventory } from './hosted-changes.js';

/** The network's object states along a workflow, as a hosted connection's state (spec 4). */
export function hostedStateOf(objectState: string): string {
  if (objectState === 'requested' || objectState === 'provisioning') return 'vc_provisioning';
  return objectState;
}

/**
 * What a step of the network's workflow changes on a hosted connection: vc_provisioning while the network builds
 * or changes it, active when done, error when a step fails for good; a finished deletion removes the connection
 * with its VLANs and its inventory row. Other cloud connections (dedicated) share the object type: a step of one
 * that is not a hosted connection changes nothing here.
 */
async function applyStep(tx: Transaction, update: WorkflowStepUpdate): Promise<void> {
  const { customerId, objectId } = update.ref;
  const row = await findHostedRow(tx, customerId, objectId, { forUpdate: true });
  if (!row) return;
  if (update.failureReason !== null) {
    if (!update.isFinal) return;
    await updateHostedRow(tx, customerId, objectId, { state: 'error' });
    await syncHostedInventory(tx, customerId, objectId);
    return;
  }
  if (update.isFinal && update.isDeleted) {
    await deleteHostedRow(tx, customerId, objectId);
    await removeCircuit(tx, customerId, objectId);
    return;
  }
  const isNetworkReady = row.isNetworkReady || (update.isFinal && update.operation === 'provision');
  const networkState = hostedStateOf(update.objectState);
  // Active once both sides are: the network's part, and the provider's (AWS: once the customer accepted it).
  const state =
    networkState === 'active' && row.providerState !== null && row.providerState !== 'available'
      ? 'vc_provisioning'
      : networkState;
  await updateHostedRow(tx, customerId, objectId, { state, isNetworkReady });
  await syncHostedInventory(tx, customerId, objectId);
}

/**
 * What the cloud's own moves change (the customer accepting an AWS connection, the cloud's side coming up): the
 * provider state and read-outs; active once the network's part is ready too; error when the cloud refused it.
 */
export async function applyProviderState(tx: Transaction, state: ProviderSideState): Promise<void> {
  const { customerId, connectionId } = state.ref;
  const row = await findHostedRow(tx, customerId, connectionId, { forUpdate: true });
  if (!row) return;
  const isSettling = row.state === 'vc_provisioning' || row.state === 'active';
  const next =
    state.state === 'rejected' && isSettling
      ? 'error'
      : state.state === 'available' && row.isNetworkReady && row.state === 'vc_provisioning'
        ? 'active'
        : row.state;
  await updateHostedRow(tx, customerId, connectionId, { ...providerChanges(state), state: next });
  await syncHostedInventory(tx, customerId, connectionId);
}

/** Hosted connections follow the network: every step updates the row and its inventory row in the step's transaction. */
export function registerHostedWorkflowHooks(network: NetworkDriver, clouds: CloudProviderDriver): void {
  network.onStep('cloud_connection', applyStep);
  clouds.onProviderState('hosted', applyProviderState);
}
