import type { HostedCloud, UpdateHostedRequest } from '@portal/contract';
import { CLOUD_DELETE_REFUSALS, parseSpeedMbps } from '@portal/domain';
import type { Executor } from '../../../db/client.js';
import { notFound, stateConflict } from '../../../http/app-error.js';
import { BEING_DELETED_MESSAGE, DELETED_MESSAGE } from '../../network/ports/port-actions.js';
import type { Caller } from '../../network/ports/port-changes.js';
import { changedCloudSettings } from '../connections/cloud-settings-change.js';
import { cloudRefOf, providerChanges } from '../connections/hosted-cloud-order.js';
import { findHostedRecord, findHostedRow, type HostedRecord, type HostedRow, updateHostedRow } from './hosted.repo.js';
import { recordHostedActivity, syncHostedInventory } from './hosted-changes.js';
import { isAwaitingAcceptance } from './hosted-view.js';
import { HOSTED_NOT_FOUND, type HostedDeps, openSettingsCredential, readHosted, refOf } from './order-hosted.js';

export { DELETED_MESSAGE };
export const HOSTED_BUSY_MESSAGE = CLOUD_DELETE_REFUSALS.hostedProvisioning;

/**
 * A hosted connection of the customer by circuit id or uuid, locked for a change; 404 otherwise, and refused while
 * it is being deleted. What follows uses the record's own circuit id.
 */
export async function lockHosted(tx: Executor, customerId: string, id: string): Promise<HostedRecord> {
  const row = await findHostedRow(tx, customerId, id, { forUpdate: true });
  const record = row ? await findHostedRecord(tx, customerId, row.circuitId) : null;
  if (!record) throw notFound(HOSTED_NOT_FOUND);
  if (record.cloud.state === 'deleting') throw stateConflict('id', BEING_DELETED_MESSAGE);
  return record;
}

/** What the activity log keeps of a connection: what a user changes or watches. */
export function activityFacts(row: HostedRow) {
  return {
    description: row.description,
    po_number: row.poNumber,
    speed: row.speed,
    state: row.state,
    cloud_settings: row.cloudSettings,
  };
}

/** `PATCH /v2/services/cloud/hosted/{id}`: description, PO number and provider-side settings change at once. */
export async function updateHosted(
  deps: HostedDeps,
  caller: Caller,
  id: string,
  body: UpdateHostedRequest,
): Promise<HostedCloud> {
  const customerId = caller.actor.customerId;
  const circuitId = await deps.db.transaction(async (tx) => {
    const record = await lockHosted(tx, customerId, id);
    const circuitId = record.cloud.circuitId;
    // A partial change, as PacketFabric's Go client sends one: the fields sent over the stored ones, checked whole.
    const sent = body.cloud_settings ?? {};
    const cloudSettings =
      Object.keys(sent).length > 0
        ? changedCloudSettings(record.cloud.provider, {
            stored: record.cloud.cloudSettings,
            storedMd5: deps.settingsSecrets.readMd5(record.cloud.cloudSettings),
            sent,
            place: {
              pop: record.cloud.pop,
              region: record.cloud.region,
              googlePairingKey: record.cloud.settings.google_pairing_key,
            },
          })
        : undefined;
    const credential =
      cloudSettings === undefined
        ? undefined
        : await openSettingsCredential(deps, tx, customerId, record.cloud.provider, cloudSettings);
    // New provider-side settings are the cloud's to apply: it brings its side up again with them (and a credential
    // lets the portal accept an AWS connection still waiting for its customer).
    const provider =
      cloudSettings === undefined
        ? undefined
        : await deps.clouds.change(tx, cloudRefOf(record.cloud), {
            speedMbps: parseSpeedMbps(record.cloud.speed),
            pop: record.cloud.pop,
            zone: record.cloud.zone,
            vlan: record.cloud.vlanIdPf,
            parameters: { ...record.cloud.settings, cloud_settings: cloudSettings },
            ...(credential ? { credential } : {}),
          });
    const row = await updateHostedRow(tx, customerId, circuitId, {
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.po_number === undefined ? {} : { poNumber: body.po_number || null }),
      ...(cloudSettings === undefined ? {} : { cloudSettings: deps.settingsSecrets.seal(cloudSettings) }),
      ...(provider === undefined ? {} : providerChanges(provider)),
    });
    if (!row) throw notFound(HOSTED_NOT_FOUND);
    await syncHostedInventory(tx, customerId, circuitId);
    await recordHostedActivity(tx, caller, {
      action: 'hosted-cloud.update',
      circuitId,
      before: activityFacts(record.cloud),
      after: activityFacts(row),
    });
    return circuitId;
  });
  return readHosted(deps.db, customerId, circuitId);
}

/**
 * `DELETE /v2/services/cloud/{id}`: spec 5's rules (not while the network is still building it, though an AWS
 * connection nobody accepted may go), then the network removes it; a finished deletion frees its VLAN.
 */
export async function deleteHosted(deps: HostedDeps, caller: Caller, id: string): Promise<void> {
  const customerId = caller.actor.customerId;
  await deps.db.transaction(async (tx) => {
    const record = await lockHosted(tx, customerId, id);
    const circuitId = record.cloud.circuitId;
    if (record.cloud.state === 'vc_provisioning' && !isAwaitingAcceptance(record)) {
      throw stateConflict('id', HOSTED_BUSY_MESSAGE);
    }
    const started = await deps.network.deprovision(tx, refOf(record.cloud), {
      details: { speed: record.cloud.speed, interfaces: [record.cloud.portCircuitId] },
    });
    const provider = await deps.clouds.disconnect(tx, cloudRefOf(record.cloud));
    const row = await updateHostedRow(tx, customerId, circuitId, {
      state: started.objectState,
      ...providerChanges(provider),
    });
    if (!row) throw notFound(HOSTED_NOT_FOUND);
    await syncHostedInventory(tx, customerId, circuitId);
    await recordHostedActivity(tx, caller, {
      action: 'hosted-cloud.delete',
      circuitId,
      before: activityFacts(record.cloud),
      after: activityFacts(row),
    });
  });
}
