import {
  type BillingModifyPreview,
  type BillingModifyRequest,
  HOSTED_SPEEDS,
  type UpgradeOptions,
} from '@portal/contract';
import { messages, PERMISSIONS, parseSpeedMbps, priceFor } from '@portal/domain';
import { azureCapacityMessage } from '../../../clouds/cloud-provider-driver.js';
import type { Executor } from '../../../db/client.js';
import { invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import type { ChangeableServiceKind } from '../../billing/service-changes/service-changes.js';
import { modifyPreviewOf } from '../../billing/service-changes/service-changes.js';
import type { Caller } from '../../network/ports/port-changes.js';
import { speedAbovePortMessage } from '../../network/virtual-circuits/order-backbone.js';
import { SAME_PLAN_MESSAGE } from '../../network/virtual-circuits/vc-actions.js';
import { cloudRefOf, providerChanges } from '../connections/hosted-cloud-order.js';
import { findHostedRecord, findHostedRow, type HostedRecord, updateHostedRow } from './hosted.repo.js';
import { activityFacts, lockHosted } from './hosted-actions.js';
import { recordHostedActivity, syncHostedInventory } from './hosted-changes.js';
import { HOSTED_TERM, presentHostedAsService } from './hosted-view.js';
import { hostedStateOf } from './hosted-workflow.js';
import { HOSTED_NOT_FOUND, type HostedDeps, NOT_PRICED_MESSAGE, refOf } from './order-hosted.js';

/** spec 9: hosted connections are single-term products, so only their speed changes. */
export const HOSTED_TERM_FIXED_MESSAGE = 'A hosted cloud connection is month to month: its term cannot change.';
export const HOSTED_CHANGE_BUSY_MESSAGE = 'The connection is provisioning. Its speed can change once it is active.';
export const HOSTED_CHANGE_ERROR_MESSAGE = 'The connection is in error. Contact support before changing its speed.';
/** The cloud is told the settings again with the new speed, MD5 key included: one it cannot read is asked for first. */
export const HOSTED_CHANGE_UNREADABLE_MD5_MESSAGE =
  "The BGP MD5 key of the connection's cloud settings cannot be read with the current SECRETS_KEY: enter the key " +
  'again in its cloud settings, then change its speed.';

/** The monthly price of a hosted connection at a speed (its class and the single term stay), or undefined. */
function priceOf(record: HostedRecord, speed: string) {
  return priceFor({
    productType: 'cloud_hosted',
    speed,
    term: HOSTED_TERM,
    serviceClass: record.cloud.serviceClass,
  });
}

/** The fastest the connection may run: its port's speed (a LAG carries the sum of its members, so it never limits). */
function portLimitMbps(record: HostedRecord): number {
  return record.port.isLag ? Number.POSITIVE_INFINITY : parseSpeedMbps(record.port.speed);
}

/**
 * Why the connection cannot change speed now, or undefined: only an active connection changes, and only with cloud
 * settings whose MD5 key this process can read (sealed under another SECRETS_KEY, it must be entered again first).
 */
function changeRefusal(deps: HostedDeps, record: HostedRecord): string | undefined {
  if (record.cloud.state !== 'active') {
    return record.cloud.state === 'error' ? HOSTED_CHANGE_ERROR_MESSAGE : HOSTED_CHANGE_BUSY_MESSAGE;
  }
  if (deps.settingsSecrets.readMd5(record.cloud.cloudSettings).state === 'unreadable') {
    return HOSTED_CHANGE_UNREADABLE_MD5_MESSAGE;
  }
  return undefined;
}

/**
 * The checked new speed of a modify, priced, or a refusal naming the field: an active connection, its single term,
 * a speed of its provider's list that its port carries, and (Azure) that the ExpressRoute circuit has room for.
 */
async function plannedSpeed(deps: HostedDeps, tx: Executor, record: HostedRecord, body: BillingModifyRequest) {
  const { cloud } = record;
  const refusal = changeRefusal(deps, record);
  if (refusal) throw stateConflict('id', refusal);
  if (body.subscription_term !== undefined && body.subscription_term !== HOSTED_TERM) {
    throw invalidField('subscription_term', HOSTED_TERM_FIXED_MESSAGE);
  }
  const speed = body.speed ?? cloud.speed;
  const speeds = HOSTED_SPEEDS[cloud.provider];
  if (!speeds.includes(speed)) throw invalidField('speed', messages.oneOf(speeds));
  if (speed === cloud.speed) throw invalidField('speed', SAME_PLAN_MESSAGE);
  if (parseSpeedMbps(speed) > portLimitMbps(record)) throw invalidField('speed', speedAbovePortMessage(record.port));
  const key = cloud.settings.azure_service_key;
  if (cloud.provider === 'azure' && typeof key === 'string') {
    const info = await deps.clouds.azureServiceKey(tx, key, { excludingConnectionId: cloud.circuitId });
    if (info.availableMbps < parseSpeedMbps(speed))
      throw invalidField('speed', azureCapacityMessage(info.availableMbps));
  }
  const current = priceOf(record, cloud.speed);
  const proposed = priceOf(record, speed);
  if (!current || !proposed) throw invalidField('speed', NOT_PRICED_MESSAGE);
  return { speed, current, proposed };
}

async function readRecord(deps: HostedDeps, customerId: string, circuitId: string): Promise<HostedRecord> {
  const record = await findHostedRecord(deps.db, customerId, circuitId);
  if (!record) throw notFound(HOSTED_NOT_FOUND);
  return record;
}

/** `GET /v2/services/{id}/upgrade/options` of a hosted connection: its provider's speeds its port carries, priced. */
export async function hostedUpgradeOptions(
  deps: HostedDeps,
  customerId: string,
  circuitId: string,
): Promise<UpgradeOptions> {
  const record = await readRecord(deps, customerId, circuitId);
  const { cloud } = record;
  const speeds = HOSTED_SPEEDS[cloud.provider]
    .filter((speed) => parseSpeedMbps(speed) <= portLimitMbps(record))
    .flatMap((speed) => {
      const price = priceOf(record, speed);
      return price ? [{ speed, mrc: price.mrc, is_current: speed === cloud.speed }] : [];
    });
  const current = priceOf(record, cloud.speed);
  return {
    vc_circuit_id: cloud.circuitId,
    current_speed: cloud.speed,
    current_subscription_term: HOSTED_TERM,
    speeds,
    subscription_terms: current ? [{ subscription_term: HOSTED_TERM, mrc: current.mrc }] : [],
    max_burst_mbps: 0,
    can_burst: false,
    can_upgrade: changeRefusal(deps, record) === undefined,
  };
}

/** `POST /v2/billing/services/{id}/modify/preview` of a hosted connection: the charges now and at the new speed. */
export async function previewHostedSpeed(
  deps: HostedDeps,
  customerId: string,
  circuitId: string,
  body: BillingModifyRequest,
): Promise<BillingModifyPreview> {
  const record = await readRecord(deps, customerId, circuitId);
  const plan = await plannedSpeed(deps, deps.db, record, body);
  const { cloud } = record;
  const serviceClass = cloud.serviceClass;
  return modifyPreviewOf(
    cloud.circuitId,
    { speed: cloud.speed, subscriptionTerm: HOSTED_TERM, serviceClass, price: plan.current },
    { speed: plan.speed, subscriptionTerm: HOSTED_TERM, serviceClass, price: plan.proposed },
  );
}

/**
 * `POST /v2/billing/services/{id}/modify` of a hosted connection: the network reconfigures it at the new speed and
 * the cloud is told (provisioning until both sides are done), in one transaction with the activity entry.
 */
export async function changeHostedSpeed(
  deps: HostedDeps,
  caller: Caller,
  id: string,
  body: BillingModifyRequest,
): Promise<string> {
  const customerId = caller.actor.customerId;
  const row = await deps.db.transaction(async (tx) => {
    const record = await lockHosted(tx, customerId, id);
    const circuitId = record.cloud.circuitId;
    const plan = await plannedSpeed(deps, tx, record, body);
    const { cloud } = record;
    const started = await deps.network.modify(tx, refOf(cloud), {
      details: { speed: plan.speed, interfaces: [cloud.portCircuitId] },
    });
    const provider = await deps.clouds.change(tx, cloudRefOf(cloud), {
      speedMbps: parseSpeedMbps(plan.speed),
      pop: cloud.pop,
      zone: cloud.zone,
      vlan: cloud.vlanIdPf,
      parameters: {
        ...cloud.settings,
        ...(cloud.cloudSettings ? { cloud_settings: deps.settingsSecrets.open(cloud.cloudSettings) } : {}),
      },
    });
    const changed = await updateHostedRow(tx, customerId, circuitId, {
      speed: plan.speed,
      state: hostedStateOf(started.objectState),
      ...providerChanges(provider),
    });
    if (!changed) throw notFound(HOSTED_NOT_FOUND);
    await syncHostedInventory(tx, customerId, circuitId);
    await recordHostedActivity(tx, caller, {
      action: 'hosted-cloud.modify',
      circuitId,
      before: { ...activityFacts(cloud), mrc: plan.current.mrc },
      after: { ...activityFacts(changed), mrc: plan.proposed.mrc },
    });
    return changed;
  });
  return `${row.circuitId} is changing to ${row.speed}.`;
}

/** Hosted connections as a kind of service whose speed changes through upgrade options and billing modify. */
export function changeableHosted(deps: HostedDeps): ChangeableServiceKind {
  return {
    name: 'hosted',
    readPermission: PERMISSIONS.HOSTED_CLOUD_READ,
    changePermission: PERMISSIONS.HOSTED_CLOUD_CREATE,
    owns: async (db, customerId, id) => (await findHostedRow(db, customerId, id)) !== null,
    readAsService: async (customerId, id) => presentHostedAsService(await readRecord(deps, customerId, id)),
    upgradeOptions: (customerId, id) => hostedUpgradeOptions(deps, customerId, id),
    preview: (customerId, id, body) => previewHostedSpeed(deps, customerId, id, body),
    modify: (caller, id, body) => changeHostedSpeed(deps, caller, id, body),
  };
}
