import { randomInt, randomUUID } from 'node:crypto';
import type {
  CreateDedicatedCloudOrder,
  DedicatedCloud,
  NetworkStatus,
  UpdateDedicatedCloudRequest,
} from '@portal/contract';
import {
  CLOUD_DELETE_REFUSALS,
  DEDICATED_CLOUD_PROVIDER_LABELS,
  dedicatedCloudMedia,
  dedicatedCloudSummary,
  messages,
  parseSpeedMbps,
  priceFor,
} from '@portal/domain';
import type { CloudConnectionRef, CloudProviderDriver } from '../../../clouds/cloud-provider-driver.js';
import type { Database, Executor } from '../../../db/client.js';
import { invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import type { NetworkDriver, NetworkObjectRef } from '../../../network/network-driver.js';
import type { Fingerprints } from '../../../platform/platform.js';
import { BEING_DELETED_MESSAGE, DELETED_MESSAGE } from '../../network/ports/port-actions.js';
import type { Caller } from '../../network/ports/port-changes.js';
import { resolveAccount, UNKNOWN_POP_MESSAGE } from '../../network/ports/port-order-checks.js';
import { reservePortCapacity } from '../../operations/locations/capacity.repo.js';
import { findLocation } from '../../operations/locations/locations.repo.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { claimIdempotencyKey, requestHashOf } from '../../platform/idempotency/idempotency.repo.js';
import { upsertCircuit } from '../../platform/inventory/inventory.repo.js';
import {
  type DedicatedCloudRecord,
  type DedicatedCloudRow,
  dedicatedOnRampPops,
  findDedicatedOnRamp,
  findDedicatedRecord,
  findDedicatedRow,
  insertDedicated,
  setProviderConnectionId,
  updateDedicatedRow,
} from './dedicated.repo.js';

export { DELETED_MESSAGE };
export const DEDICATED_NOT_FOUND = 'Dedicated cloud connection not found';
export const DEDICATED_OBJECT_TYPE = 'cloud_dedicated';
export const DEDICATED_PROCESSING_MESSAGE = CLOUD_DELETE_REFUSALS.dedicatedProcessing;
export const NOT_PRICED_MESSAGE = 'This dedicated cloud connection is not sold with that speed and subscription term.';

export interface DedicatedDeps {
  db: Database;
  network: NetworkDriver;
  clouds: CloudProviderDriver;
  /** Keys the body fingerprint of an order's `Idempotency-Key` claim. */
  fingerprints: Fingerprints;
}

/** The cloud's reference of a dedicated connection. */
export function cloudRefOf(row: Pick<DedicatedCloudRow, 'circuitId' | 'customerId' | 'provider'>): CloudConnectionRef {
  return { connectionId: row.circuitId, customerId: row.customerId, provider: row.provider, portType: 'dedicated' };
}

/** spec 3 / wire reference 2: a cloud connection is `PF-CC-<PoP>-<number>`, the PoP's first three letters. */
function newCircuitId(pop: string): string {
  return `PF-CC-${pop.slice(0, 3).toUpperCase()}-${randomInt(1_000_000, 10_000_000)}`;
}

/** The network's reference of a dedicated connection: a cloud connection object, keyed by its circuit id. */
export function refOf(row: Pick<DedicatedCloudRow, 'circuitId' | 'customerId'>): NetworkObjectRef {
  return { objectType: 'cloud_connection', objectId: row.circuitId, customerId: row.customerId };
}

/** spec 4 "Dedicated cloud summary"; an order the network has not started on yet (requested) is provisioning. */
export function summaryOf(
  row: Pick<DedicatedCloudRow, 'state' | 'adminStatus' | 'operationalStatus'>,
): DedicatedCloud['summary'] {
  if (row.state === 'requested') return 'provisioning';
  return dedicatedCloudSummary({
    state: row.state,
    admin_status: row.adminStatus,
    operational_status: row.operationalStatus,
  });
}

/** The wire shape (wire reference 3.7 CloudServiceConn and the connection read's extra fields), with spec 4's summary. */
export function presentDedicated(record: DedicatedCloudRecord): DedicatedCloud {
  const { cloud, location, onRamp } = record;
  const settings: DedicatedCloud['settings'] = { zone_dest: cloud.zone, autoneg: cloud.autoneg };
  if (cloud.awsRegion) settings.aws_region = cloud.awsRegion;
  if (cloud.encapsulation) settings.encapsulation = cloud.encapsulation;
  return {
    uuid: cloud.uuid,
    cloud_circuit_id: cloud.circuitId,
    customer_uuid: cloud.customerId,
    user_uuid: cloud.userUuid,
    account_uuid: cloud.accountUuid,
    service_provider: cloud.provider,
    port_type: 'dedicated',
    service_class: cloud.serviceClass,
    state: cloud.state,
    deleted: false,
    description: cloud.description,
    speed: cloud.speed,
    media: cloud.media,
    pop: cloud.pop,
    site: location.siteCode,
    zone: cloud.zone,
    subscription_term: cloud.subscriptionTerm,
    po_number: cloud.poNumber,
    customer_site_code: null,
    customer_site_name: null,
    is_cloud_router_connection: false,
    is_awaiting_onramp: false,
    is_lag: cloud.shouldCreateLag,
    azure_port_category: cloud.portCategory,
    cloud_provider_connection_id: cloud.providerConnectionId,
    has_loa: cloud.loa !== null,
    admin_status: cloud.adminStatus,
    operational_status: cloud.operationalStatus,
    billing: {
      account_uuid: cloud.accountUuid,
      subscription_term: cloud.subscriptionTerm,
      speed: cloud.speed,
      contracted_speed: cloud.speed,
    },
    settings,
    cloud_provider: { pop: cloud.pop, site: location.siteCode, region: onRamp?.region ?? location.region },
    summary: summaryOf(cloud),
    time_created: cloud.createdAt.toISOString(),
    time_updated: cloud.updatedAt.toISOString(),
  };
}

/** Keeps the inventory row (search, dashboard and sidebar counts, `/circuits/{id}`) in step, in the same transaction. */
export async function syncDedicatedInventory(tx: Executor, customerId: string, id: string): Promise<void> {
  const record = await findDedicatedRecord(tx, customerId, id);
  if (!record) return;
  const { cloud } = record;
  const summary = summaryOf(cloud);
  await upsertCircuit(tx, {
    circuitId: cloud.circuitId,
    customerId,
    serviceType: 'cloud-dedicated',
    name: cloud.description,
    description: [DEDICATED_CLOUD_PROVIDER_LABELS[cloud.provider], cloud.speed, cloud.pop, cloud.poNumber ?? '']
      .join(' ')
      .trim(),
    relatedServices: [],
    state: cloud.state,
    // The inventory counts a connection being deleted as provisioning, as it does other products.
    summary: summary === 'deleting' ? 'provisioning' : summary,
    pop: cloud.pop,
  });
}

async function recordDedicatedActivity(
  tx: Executor,
  caller: Caller,
  entry: { action: string; circuitId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await recordActivity(tx, {
    customerId: caller.actor.customerId,
    actorUserId: caller.actor.userId,
    action: entry.action,
    objectType: DEDICATED_OBJECT_TYPE,
    objectId: entry.circuitId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: caller.meta.ipAddress,
    requestId: caller.meta.requestId,
  });
}

export async function findDedicated(db: Executor, customerId: string, id: string): Promise<DedicatedCloud | null> {
  const record = await findDedicatedRecord(db, customerId, id);
  return record ? presentDedicated(record) : null;
}

export async function readDedicated(db: Executor, customerId: string, id: string): Promise<DedicatedCloud> {
  const found = await findDedicated(db, customerId, id);
  if (!found) throw notFound(DEDICATED_NOT_FOUND);
  return found;
}

/**
 * Checks the place of an order: a PoP of the catalogue where the provider has a dedicated on-ramp, one of the
 * on-ramp's zones, and for AWS the on-ramp's Direct Connect region. Answers the on-ramp.
 */
async function checkOnRamp(db: Executor, order: CreateDedicatedCloudOrder) {
  const { provider, body } = order;
  const pop = body.pop.toUpperCase();
  const location = await findLocation(db, pop);
  if (!location) throw invalidField('pop', UNKNOWN_POP_MESSAGE);
  const onRamp = await findDedicatedOnRamp(db, provider, pop);
  if (!onRamp) {
    const pops = await dedicatedOnRampPops(db, provider);
    throw invalidField(
      'pop',
      `${DEDICATED_CLOUD_PROVIDER_LABELS[provider]} is not offered at ${pop}. ${messages.oneOf(pops)}`,
    );
  }
  if (!onRamp.zones.includes(body.zone)) throw invalidField('zone', messages.oneOf(onRamp.zones));
  if (order.provider === 'aws' && order.body.aws_region !== onRamp.region) {
    throw invalidField('aws_region', messages.oneOf([onRamp.region]));
  }
  return onRamp;
}

/** What the activity entry keeps of an order: the LOA's presence, not its bytes. */
function orderForActivity(order: CreateDedicatedCloudOrder) {
  const { loa, ...rest } = order.body;
  return { ...rest, provider: order.provider, loa: loa ? 'attached' : null };
}

/**
 * `POST /v2/services/cloud/dedicated/{aws|azure|google}`: checks the on-ramp, zone, region and price, then in one
 * transaction claims the idempotency key, takes one port of capacity at the PoP (the guarded UPDATE never
 * oversells), starts the network's provisioning and writes the connection, its inventory row and the activity entry.
 */
export async function orderDedicated(
  deps: DedicatedDeps,
  caller: Caller,
  input: { order: CreateDedicatedCloudOrder; idempotencyKey: string | undefined },
): Promise<DedicatedCloud> {
  const { db, network } = deps;
  const { order } = input;
  const { provider, body } = order;
  const customerId = caller.actor.customerId;
  const onRamp = await checkOnRamp(db, order);
  const media = dedicatedCloudMedia(body.speed);
  if (!media) throw invalidField('speed', messages.oneOf([]));
  const price = priceFor({
    productType: 'cloud_dedicated',
    speed: body.speed,
    term: body.subscription_term,
    serviceClass: body.service_class,
  });
  if (!price) throw invalidField('subscription_term', NOT_PRICED_MESSAGE);
  const accountUuid = await resolveAccount(db, customerId, body.account_uuid);
  const uuid = randomUUID();
  const circuitId = newCircuitId(onRamp.pop);
  const autoneg = order.provider === 'azure' ? false : (order.body.autoneg ?? false);

  const createdId = await db.transaction(async (tx) => {
    if (input.idempotencyKey !== undefined) {
      const earlier = await claimIdempotencyKey(tx, {
        customerId,
        scope: `cloud.dedicated.${provider}.create`,
        key: input.idempotencyKey,
        requestHash: requestHashOf(deps.fingerprints, body),
        objectId: circuitId,
      });
      if (earlier !== null) return earlier;
    }
    await reservePortCapacity(tx, { pop: onRamp.pop, zone: body.zone, speed: body.speed, media });
    const started = await network.provision(
      tx,
      { objectType: 'cloud_connection', objectId: circuitId, customerId },
      {
        details: {
          port_type: 'dedicated',
          provider,
          speed: body.speed,
          media,
          pop: onRamp.pop,
          zone: body.zone,
          region: onRamp.region,
        },
      },
    );
    await insertDedicated(tx, {
      uuid,
      circuitId,
      customerId,
      accountUuid,
      userUuid: caller.actor.userId,
      provider,
      pop: onRamp.pop,
      zone: body.zone,
      speed: body.speed,
      media,
      serviceClass: body.service_class,
      subscriptionTerm: body.subscription_term,
      description: body.description,
      poNumber: body.po_number || null,
      state: started.objectState,
      autoneg,
      awsRegion: order.provider === 'aws' ? order.body.aws_region : null,
      shouldCreateLag: order.provider === 'aws' ? (order.body.should_create_lag ?? true) : false,
      encapsulation: order.provider === 'azure' ? order.body.encapsulation : null,
      portCategory: order.provider === 'azure' ? order.body.port_category : null,
      loa: body.loa ?? null,
    });
    // The cloud's side: its port (AWS dxcon, Azure ExpressRoute port, Google interconnect) at the on-ramp.
    const cloudSide = await deps.clouds.connect(
      tx,
      { connectionId: circuitId, customerId, provider, portType: 'dedicated' },
      {
        speedMbps: parseSpeedMbps(body.speed),
        pop: onRamp.pop,
        zone: body.zone,
        parameters: {
          region: onRamp.region,
          ...(order.provider === 'azure'
            ? { encapsulation: order.body.encapsulation, port_category: order.body.port_category }
            : {}),
        },
      },
    );
    await setProviderConnectionId(tx, customerId, uuid, cloudSide.providerConnectionId);
    await syncDedicatedInventory(tx, customerId, circuitId);
    await recordDedicatedActivity(tx, caller, {
      action: 'cloud_dedicated.create',
      circuitId,
      after: { ...orderForActivity(order), media, mrc: price.mrc, nrc: price.nrc },
    });
    return circuitId;
  });
  return readDedicated(db, customerId, createdId);
}

/** A dedicated connection of the customer, locked for the change; 404 otherwise, refused while it is being deleted. */
async function lockDedicated(tx: Executor, customerId: string, id: string): Promise<DedicatedCloudRow> {
  const row = await findDedicatedRow(tx, customerId, id, { forUpdate: true });
  if (!row) throw notFound(DEDICATED_NOT_FOUND);
  if (row.state === 'deleting') throw stateConflict('id', BEING_DELETED_MESSAGE);
  return row;
}

/** `PATCH /v2/services/cloud/dedicated/{cloud_circuit_id}`: description and PO number, at once. */
export async function updateDedicated(
  deps: DedicatedDeps,
  caller: Caller,
  id: string,
  body: UpdateDedicatedCloudRequest,
): Promise<DedicatedCloud> {
  const customerId = caller.actor.customerId;
  const circuitId = await deps.db.transaction(async (tx) => {
    const row = await lockDedicated(tx, customerId, id);
    const changes = {
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.po_number === undefined ? {} : { poNumber: body.po_number || null }),
    };
    await updateDedicatedRow(tx, customerId, row.uuid, changes);
    await syncDedicatedInventory(tx, customerId, row.circuitId);
    await recordDedicatedActivity(tx, caller, {
      action: 'cloud_dedicated.update',
      circuitId: row.circuitId,
      before: { description: row.description, po_number: row.poNumber },
      after: body,
    });
    return row.circuitId;
  });
  return readDedicated(deps.db, customerId, circuitId);
}

/**
 * `DELETE /v2/services/cloud/{cloud_circuit_id}` for a dedicated connection: refused while it is still being
 * provisioned; otherwise the network deprovisions it (deleting), and when that finishes the row goes and the port's
 * capacity returns to the PoP. False when the customer has no such dedicated connection.
 */
export async function deleteDedicated(deps: DedicatedDeps, caller: Caller, id: string): Promise<boolean> {
  const customerId = caller.actor.customerId;
  return deps.db.transaction(async (tx) => {
    const row = await findDedicatedRow(tx, customerId, id, { forUpdate: true });
    if (!row) return false;
    if (row.state === 'deleting') throw stateConflict('id', BEING_DELETED_MESSAGE);
    if (row.state === 'requested' || row.state === 'provisioning') {
      throw stateConflict('id', DEDICATED_PROCESSING_MESSAGE);
    }
    const started = await deps.network.deprovision(tx, refOf(row), {});
    await deps.clouds.disconnect(tx, cloudRefOf(row));
    await updateDedicatedRow(tx, customerId, row.uuid, { state: started.objectState });
    await syncDedicatedInventory(tx, customerId, row.circuitId);
    await recordDedicatedActivity(tx, caller, { action: 'cloud_dedicated.delete', circuitId: row.circuitId });
    return true;
  });
}

/** The network's status of the latest workflow on the customer's dedicated connection; null when there is none. */
export async function dedicatedStatus(
  deps: DedicatedDeps,
  customerId: string,
  id: string,
): Promise<NetworkStatus | null> {
  const row = await findDedicatedRow(deps.db, customerId, id);
  if (!row) return null;
  return deps.network.status(deps.db, refOf(row));
}
