import { AUTONEG_ONLY_1G_MESSAGE, type Port, type UpdatePortRequest } from '@portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import { invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import type { NetworkDriver, NetworkObjectRef, WorkflowStarted } from '../../../network/network-driver.js';
import type { PortVlanDirectory } from '../../../platform/port-vlan-directory.js';
import { portHasCrossConnect } from '../cross-connects/cross-connects.repo.js';
import { type Caller, recordPortActivity, syncInventory } from './port-changes.js';
import { presentPort } from './port-view.js';
import { findCustomerPort, findPortRecord, type PortRow, updatePortRow } from './ports.repo.js';

export const PORT_NOT_FOUND = 'Port not found.';
/** spec 8: the notice of a service being deleted, also the refusal of any change to it. */
export const BEING_DELETED_MESSAGE = 'Service is currently being deleted. No additional changes can be made.';
export const PORT_BUSY_MESSAGE = 'The port is still provisioning. Try again once it is active.';
export const MEMBER_DELETE_MESSAGE = 'Remove the port from its LAG before deleting it.';
/** A port's cross connect is cabled to it: the cross connect goes first, or it would be left cabled to nothing. */
export const CROSS_CONNECT_DELETE_MESSAGE =
  'This port has a cross connect. Delete the cross connect before deleting the port.';
/** spec 8 success notice of a delete. */
export const DELETED_MESSAGE =
  'Your service has been successfully deleted. Please allow several minutes for this process to complete.';

export interface PortsDeps {
  db: Database;
  network: NetworkDriver;
  /** The services riding on ports (VCs, cloud connections): a port that carries one cannot be deleted. */
  vlans?: PortVlanDirectory;
}

/** The refusal of deleting a port or LAG that still carries services, naming them. */
export function carriesServicesMessage(circuitIds: readonly string[]): string {
  const them = circuitIds.length > 1 ? 'them' : 'it';
  return `This port carries ${circuitIds.join(', ')}. Delete ${them} before deleting the port.`;
}

/** A port or LAG being deleted must carry no service any more (a VC would be left without an end). */
async function assertCarriesNothing(deps: PortsDeps, tx: Executor, row: PortRow): Promise<void> {
  if (!deps.vlans) return;
  const riding = await deps.vlans.interfacesOn(tx, row.customerId, row.circuitId);
  const ids = [...new Set(riding.map((item) => item.circuit_id))];
  if (ids.length > 0) throw stateConflict('id', carriesServicesMessage(ids));
}

/** The network's reference to a port or LAG row. */
export function refOf(row: PortRow): NetworkObjectRef {
  return { objectType: row.isLag ? 'lag' : 'port', objectId: row.circuitId, customerId: row.customerId };
}

/** A port or LAG of the customer locked for a change, refused while it is being deleted; 404 when not theirs. */
export async function lockPortForChange(tx: Executor, customerId: string, circuitId: string): Promise<PortRow> {
  const row = await findCustomerPort(tx, customerId, circuitId, { forUpdate: true });
  if (!row) throw notFound(PORT_NOT_FOUND);
  if (row.state === 'deleting') throw stateConflict('id', BEING_DELETED_MESSAGE);
  return row;
}

/** A change the network carries out needs a port that is not in the middle of another workflow. */
export function assertSettled(row: PortRow): void {
  if (row.state !== 'active' && row.state !== 'error') throw stateConflict('id', PORT_BUSY_MESSAGE);
}

/** The port as the API answers it, read after the change committed. */
export async function readPort(db: Executor, customerId: string, circuitId: string): Promise<Port> {
  const record = await findPortRecord(db, customerId, circuitId);
  if (!record) throw notFound(PORT_NOT_FOUND);
  return presentPort(record);
}

/** The row's state once a workflow started on it (spec 4: the network says which). */
function startedState(started: WorkflowStarted) {
  return { state: started.objectState, status: started.objectState };
}

/**
 * Runs one network operation on a port or LAG in one transaction: lock it, let `prepare` check and compute the
 * immediate changes, start the workflow, write the row, its inventory row and the activity entry.
 */
export async function runPortOperation(
  deps: PortsDeps,
  caller: Caller,
  options: {
    circuitId: string;
    action: string;
    operation: 'modify' | 'deprovision' | 'enable' | 'disable';
    prepare?: (row: PortRow, tx: Executor) => Partial<PortRow> | undefined | Promise<Partial<PortRow> | undefined>;
    details?: (row: PortRow) => Record<string, unknown>;
  },
): Promise<{ row: PortRow; started: WorkflowStarted }> {
  const { db, network } = deps;
  return db.transaction(async (tx) => {
    const before = await lockPortForChange(tx, caller.actor.customerId, options.circuitId);
    // Only a delete may replace a running provisioning; anything else waits for the port to be up.
    if (options.operation !== 'deprovision') assertSettled(before);
    else await assertCarriesNothing(deps, tx, before);
    const immediate = (await options.prepare?.(before, tx)) ?? {};
    const details = { pop: before.pop, zone: before.zone, speed: before.speed, media: before.media };
    const started = await network[options.operation](tx, refOf(before), {
      details: { ...details, ...options.details?.(before) },
    });
    const row = await updatePortRow(tx, before.customerId, before.circuitId, {
      ...immediate,
      ...startedState(started),
    });
    if (!row) throw notFound(PORT_NOT_FOUND);
    await syncInventory(tx, row);
    await recordPortActivity(tx, caller, {
      action: options.action,
      circuitId: row.circuitId,
      before: activityFacts(before),
      after: activityFacts(row),
    });
    return { row, started };
  });
}

/** What the activity log keeps of a port: the facts a user changes or watches. */
export function activityFacts(row: PortRow) {
  return {
    description: row.description,
    po_number: row.poNumber,
    autoneg: row.autoneg,
    state: row.state,
    disabled: row.disabled,
    admin_status: row.adminStatus,
    lag_interval: row.lagInterval,
    lag_id: row.lagId,
  };
}

/** `PATCH /v2/ports/{id}`: description and PO number change at once; autoneg is configured by the network. */
export async function updatePort(deps: PortsDeps, caller: Caller, circuitId: string, body: UpdatePortRequest) {
  const customerId = caller.actor.customerId;
  const changes = {
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.po_number !== undefined ? { poNumber: body.po_number || null } : {}),
  };
  await deps.db.transaction(async (tx) => {
    const before = await lockPortForChange(tx, customerId, circuitId);
    if (body.autoneg !== undefined && before.speed !== '1Gbps') throw invalidField('autoneg', AUTONEG_ONLY_1G_MESSAGE);
    const isAutonegChange = body.autoneg !== undefined && body.autoneg !== before.autoneg;
    if (isAutonegChange) assertSettled(before);
    const started = isAutonegChange
      ? await deps.network.modify(tx, refOf(before), { details: { speed: before.speed, autoneg: body.autoneg } })
      : null;
    const row = await updatePortRow(tx, customerId, circuitId, {
      ...changes,
      ...(isAutonegChange ? { autoneg: body.autoneg, ...(started ? startedState(started) : {}) } : {}),
    });
    if (!row) throw notFound(PORT_NOT_FOUND);
    await syncInventory(tx, row);
    await recordPortActivity(tx, caller, {
      action: 'port.update',
      circuitId,
      before: activityFacts(before),
      after: activityFacts(row),
    });
  });
  return readPort(deps.db, customerId, circuitId);
}

/** `DELETE /v2/ports/{id}` (and `/v2/lags/{id}`): the network deprovisions it; deleting, then gone. */
export async function deletePort(deps: PortsDeps, caller: Caller, circuitId: string) {
  return runPortOperation(deps, caller, {
    circuitId,
    action: 'port.delete',
    operation: 'deprovision',
    prepare: async (row, tx) => {
      if (row.lagId !== null) throw stateConflict('id', MEMBER_DELETE_MESSAGE);
      // 400, not 409: the official client takes a 409 for success and would forget a port that is still there.
      if (await portHasCrossConnect(tx, row.customerId, row.circuitId)) {
        throw stateConflict('id', CROSS_CONNECT_DELETE_MESSAGE);
      }
      return undefined;
    },
  });
}

/** `POST /v2/ports/{id}/enable`: admin status up at once; the link comes up when the network is done. */
export async function enablePort(deps: PortsDeps, caller: Caller, circuitId: string) {
  return runPortOperation(deps, caller, {
    circuitId,
    action: 'port.enable',
    operation: 'enable',
    prepare: () => ({ disabled: false, adminStatus: 'up' }),
  });
}

/** `POST /v2/ports/{id}/disable` (wire reference 3.3): `disabled` true and admin status down at once. */
export async function disablePort(deps: PortsDeps, caller: Caller, circuitId: string) {
  return runPortOperation(deps, caller, {
    circuitId,
    action: 'port.disable',
    operation: 'disable',
    prepare: () => ({ disabled: true, adminStatus: 'down' }),
  });
}
