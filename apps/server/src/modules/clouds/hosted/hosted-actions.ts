import {
  awsCloudSettingsSchema,
  googleCloudSettingsSchema,
  type HostedCloud,
  SECRET_MASK,
  type UpdateHostedRequest,
} from '@portal/contract';
import { CLOUD_DELETE_REFUSALS, googlePairingKeyPlaceMessage, parseSpeedMbps } from '@portal/domain';
import type { Executor } from '../../../db/client.js';
import { invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import { BEING_DELETED_MESSAGE, DELETED_MESSAGE } from '../../network/ports/port-actions.js';
import type { Caller } from '../../network/ports/port-changes.js';
import {
  checkSettingsRegion,
  cloudRefOf,
  edgeAvailabilityDomainOf,
  providerChanges,
} from '../connections/hosted-cloud-order.js';
import { findHostedRecord, findHostedRow, type HostedRecord, type HostedRow, updateHostedRow } from './hosted.repo.js';
import { recordHostedActivity, syncHostedInventory } from './hosted-changes.js';
import { isAwaitingAcceptance } from './hosted-view.js';
import { HOSTED_NOT_FOUND, type HostedDeps, openSettingsCredential, readHosted, refOf } from './order-hosted.js';

export { DELETED_MESSAGE };
export const HOSTED_BUSY_MESSAGE = CLOUD_DELETE_REFUSALS.hostedProvisioning;
export const NO_CLOUD_SETTINGS_MESSAGE = 'Only AWS and Google connections are configured on the provider side.';

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

/**
 * New provider-side settings with the stored BGP MD5 key (opened) kept where the change leaves the key out or sends
 * it back as the connection shows it (masked): the key is never shown, so a client cannot send it back; the mask is
 * never a key.
 */
function keepingStoredMd5(sent: Record<string, unknown>, storedMd5: string | null) {
  const bgp = sent.bgp_settings;
  if (bgp === null || typeof bgp !== 'object') return sent;
  const { md5, ...rest } = bgp as Record<string, unknown>;
  if (md5 !== undefined && md5 !== SECRET_MASK) return sent;
  return { ...sent, bgp_settings: { ...rest, ...(storedMd5 === null ? {} : { md5: storedMd5 }) } };
}

/** spec 5: new provider-side settings, checked with the rules of an order; a refusal names `cloud_settings.<field>`. */
function checkedCloudSettings(provider: HostedRow['provider'], settings: Record<string, unknown>) {
  const schema =
    provider === 'aws' ? awsCloudSettingsSchema : provider === 'google' ? googleCloudSettingsSchema : undefined;
  if (!schema) throw invalidField('cloud_settings', NO_CLOUD_SETTINGS_MESSAGE);
  const parsed = schema.safeParse(settings);
  if (parsed.success) return { ...parsed.data } as Record<string, unknown>;
  const [issue] = parsed.error.issues;
  const field = ['cloud_settings', ...(issue?.path ?? []).map(String)].join('.');
  throw invalidField(field, issue?.message ?? 'Not a valid value');
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
    const cloudSettings =
      body.cloud_settings === undefined
        ? undefined
        : checkedCloudSettings(
            record.cloud.provider,
            keepingStoredMd5(body.cloud_settings, deps.settingsSecrets.md5Of(record.cloud.cloudSettings)),
          );
    // The rules of an order: the region the on-ramp reaches, and the edge availability domain of Google's key.
    checkSettingsRegion(record.cloud.provider, cloudSettings, record.cloud);
    const pairingKey = record.cloud.settings.google_pairing_key;
    if (cloudSettings && record.cloud.provider === 'google' && typeof pairingKey === 'string') {
      const refusal = googlePairingKeyPlaceMessage(pairingKey, {
        pop: record.cloud.pop,
        region: record.cloud.region,
        edgeAvailabilityDomain: edgeAvailabilityDomainOf(cloudSettings),
      });
      if (refusal) throw invalidField('cloud_settings.google_edge_availability_domain', refusal);
    }
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
