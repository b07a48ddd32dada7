import { randomInt } from 'node:crypto';
import {
  type BillingModifyPreview,
  type BillingModifyRequest,
  type CreateFlexBandwidthRequest,
  FLEX_MESSAGES,
  type FlexBandwidth,
  type ListFlexBandwidthQuery,
} from '@portal/contract';
import {
  FLEX_CAPACITIES,
  fitsFlexPool,
  flexAvailableMbps,
  flexCapacityOf,
  flexMbpsText,
  messages,
  parseSpeedMbps,
  priceFor,
} from '@portal/domain';
import type { Database, Executor } from '../../../db/client.js';
import { invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import type { Fingerprints } from '../../../platform/platform.js';
import type { Caller } from '../../network/ports/port-changes.js';
import { resolveAccount } from '../../network/ports/port-order-checks.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { claimIdempotencyKey, requestHashOf } from '../../platform/idempotency/idempotency.repo.js';
import { removeCircuit, upsertCircuit } from '../../platform/inventory/inventory.repo.js';
import { modifyPreviewOf, TERM_SHORTER_MESSAGE } from '../service-changes/service-changes.js';
import {
  deletePool,
  type FlexPoolRecord,
  type FlexPoolRow,
  findPoolRecord,
  insertPool,
  listPoolRecords,
  lockPool,
  updatePool,
} from './flex.repo.js';

/** The object type of pools in activity entries and live events (the web keys a pool's queries `['flex_bandwidth']`). */
export const FLEX_OBJECT_TYPE = 'flex_bandwidth';
/** Wire reference 2: a flex bandwidth id is `PF-AB-<number>`. */
export const FLEX_ID_PREFIX = 'PF-AB-';
export const FLEX_DELETED_MESSAGE = 'The flex bandwidth has been deleted.';
export const FLEX_UNKNOWN_MESSAGE = 'There is no flex bandwidth pool with this id.';
export const FLEX_SAME_PLAN_MESSAGE = 'This is already the capacity and term of the flex bandwidth.';
export const FLEX_SPEED_MESSAGE = 'A flex bandwidth changes its capacity, not a speed: send capacity.';
export const NOT_PRICED_MESSAGE = 'Flex bandwidth is not sold with that capacity and subscription term.';

/** The refusal of a delete while circuits draw from the pool. */
export function poolInUseMessage(vcCount: number): string {
  const circuits = vcCount === 1 ? '1 virtual circuit draws' : `${vcCount} virtual circuits draw`;
  return `${circuits} from this flex bandwidth: delete them or move them off it before deleting it.`;
}

/** The refusal of a circuit that does not fit in what the pool has left (names the pool and what is left). */
export function poolFullMessage(poolId: string, availableMbps: number, speed: string): string {
  return `Flex bandwidth ${poolId} has ${flexMbpsText(availableMbps)} available: a ${speed} circuit does not fit.`;
}

/** The refusal of a smaller capacity than the pool's circuits use. */
export function belowUsedMessage(usedMbps: number): string {
  return `The capacity cannot be less than what the circuits of this flex bandwidth use (${flexMbpsText(usedMbps)}).`;
}

export function isFlexId(id: string): boolean {
  return id.toUpperCase().startsWith(FLEX_ID_PREFIX);
}

export function newFlexId(): string {
  return `${FLEX_ID_PREFIX}${randomInt(1_000_000, 10_000_000)}`;
}

/** `100000` Mbps as the catalogue spells a capacity (`100Gbps`). */
export function capacityText(capacityMbps: number): string {
  return `${capacityMbps / 1000}Gbps`;
}

function priceOf(capacityMbps: number, term: number) {
  return priceFor({ productType: 'aggregate_capacity', speed: capacityText(capacityMbps), term });
}

/** A pool as the API answers it (wire reference 3.14), with its list price. */
export function presentPool(record: FlexPoolRecord): FlexBandwidth {
  const { pool } = record;
  const price = priceOf(pool.capacityMbps, pool.subscriptionTerm);
  return {
    flex_bandwidth_id: pool.flexBandwidthId,
    account_uuid: pool.accountUuid,
    customer_uuid: pool.customerId,
    description: pool.description,
    subscription_term: pool.subscriptionTerm,
    capacity: capacityText(pool.capacityMbps),
    capacity_mbps: pool.capacityMbps,
    used_capacity_mbps: record.usedMbps,
    available_capacity_mbps: flexAvailableMbps({ capacityMbps: pool.capacityMbps, usedMbps: record.usedMbps }),
    vc_count: record.vcCount,
    po_number: pool.poNumber,
    mrc: price?.mrc ?? 0,
    nrc: price?.nrc ?? 0,
    time_created: pool.createdAt.toISOString(),
    time_updated: pool.updatedAt.toISOString(),
  };
}

/** The pool's inventory row: search finds it and `/circuits/{id}` opens the flex bandwidth view. */
async function syncPoolInventory(tx: Executor, pool: FlexPoolRow): Promise<void> {
  await upsertCircuit(tx, {
    circuitId: pool.flexBandwidthId,
    customerId: pool.customerId,
    serviceType: 'flex-bandwidth',
    name: pool.description,
    description: [capacityText(pool.capacityMbps), pool.poNumber ?? ''].join(' ').trim(),
    state: 'active',
    summary: 'active',
  });
}

async function recordFlexActivity(
  tx: Executor,
  caller: Caller,
  entry: { action: string; id: string; before?: unknown; after?: unknown },
): Promise<void> {
  await recordActivity(tx, {
    customerId: caller.actor.customerId,
    actorUserId: caller.actor.userId,
    action: entry.action,
    objectType: FLEX_OBJECT_TYPE,
    objectId: entry.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: caller.meta.ipAddress,
    requestId: caller.meta.requestId,
  });
}

function factsOf(pool: FlexPoolRow) {
  return {
    description: pool.description,
    capacity: capacityText(pool.capacityMbps),
    subscription_term: pool.subscriptionTerm,
    po_number: pool.poNumber,
  };
}

/** One pool of the customer as the API answers it; 404 otherwise (another customer's id reads as missing). */
export async function readPool(db: Executor, customerId: string, id: string): Promise<FlexBandwidth> {
  const record = await findPoolRecord(db, customerId, id);
  if (!record) throw notFound(FLEX_MESSAGES.notFound);
  return presentPool(record);
}

export async function listPools(db: Executor, customerId: string, query: ListFlexBandwidthQuery) {
  const { records, total } = await listPoolRecords(db, customerId, query);
  return { pools: records.map(presentPool), total };
}

/**
 * `POST /v2/flex-bandwidth`: in one transaction claims the idempotency key, then writes the pool, its inventory row and
 * the activity entry. A retry with the same key answers the pool the first request created.
 */
export async function createPool(
  db: Database,
  fingerprints: Fingerprints,
  caller: Caller,
  input: { body: CreateFlexBandwidthRequest; idempotencyKey: string | undefined },
) {
  const { body } = input;
  const customerId = caller.actor.customerId;
  const accountUuid = await resolveAccount(db, customerId, body.account_uuid);
  const capacityMbps = parseSpeedMbps(body.capacity);
  const price = priceOf(capacityMbps, body.subscription_term);
  if (!price) throw invalidField('subscription_term', NOT_PRICED_MESSAGE);
  const id = newFlexId();
  const createdId = await db.transaction(async (tx) => {
    if (input.idempotencyKey !== undefined) {
      const earlier = await claimIdempotencyKey(tx, {
        customerId,
        scope: 'flex_bandwidth.create',
        key: input.idempotencyKey,
        requestHash: requestHashOf(fingerprints, body),
        objectId: id,
      });
      if (earlier !== null) return earlier;
    }
    const row: FlexPoolRow = {
      flexBandwidthId: id,
      customerId,
      accountUuid,
      description: body.description,
      subscriptionTerm: body.subscription_term,
      capacityMbps,
      poNumber: body.po_number || null,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    await insertPool(tx, row);
    await syncPoolInventory(tx, row);
    await recordFlexActivity(tx, caller, {
      action: 'flex_bandwidth.create',
      id,
      after: { ...factsOf(row), mrc: price.mrc, nrc: price.nrc },
    });
    return id;
  });
  return readPool(db, customerId, createdId);
}

/** `DELETE /v2/flex-bandwidth/{id}`: refused while circuits draw from it (the pool is locked, so none can start to). */
export async function removePool(db: Database, caller: Caller, id: string): Promise<void> {
  const customerId = caller.actor.customerId;
  await db.transaction(async (tx) => {
    const record = await lockPool(tx, customerId, id);
    if (!record) throw notFound(FLEX_MESSAGES.notFound);
    if (record.vcCount > 0) throw stateConflict('id', poolInUseMessage(record.vcCount));
    await deletePool(tx, customerId, record.pool.flexBandwidthId);
    await removeCircuit(tx, customerId, record.pool.flexBandwidthId);
    await recordFlexActivity(tx, caller, {
      action: 'flex_bandwidth.delete',
      id: record.pool.flexBandwidthId,
      before: factsOf(record.pool),
    });
  });
}

/** The checked new plan of a resize: capacity and term, priced, or a 400 naming the field. */
function plannedResize(record: FlexPoolRecord, body: BillingModifyRequest) {
  const { pool } = record;
  if (body.speed !== undefined) throw invalidField('speed', FLEX_SPEED_MESSAGE);
  let capacityMbps = pool.capacityMbps;
  if (body.capacity !== undefined) {
    const capacity = flexCapacityOf(body.capacity);
    if (!capacity) throw invalidField('capacity', messages.oneOf(FLEX_CAPACITIES));
    capacityMbps = parseSpeedMbps(capacity);
  }
  const term = body.subscription_term ?? pool.subscriptionTerm;
  if (term < pool.subscriptionTerm) throw invalidField('subscription_term', TERM_SHORTER_MESSAGE);
  if (capacityMbps === pool.capacityMbps && term === pool.subscriptionTerm) {
    throw invalidField('capacity', FLEX_SAME_PLAN_MESSAGE);
  }
  if (capacityMbps < record.usedMbps) throw invalidField('capacity', belowUsedMessage(record.usedMbps));
  const current = priceOf(pool.capacityMbps, pool.subscriptionTerm);
  const proposed = priceOf(capacityMbps, term);
  if (!current || !proposed) throw invalidField('subscription_term', NOT_PRICED_MESSAGE);
  return { capacityMbps, term, current, proposed };
}

/** `POST /v2/billing/services/{flex id}/modify/preview`: the pool's charges now and after, and the difference. */
export async function previewResize(
  db: Executor,
  customerId: string,
  id: string,
  body: BillingModifyRequest,
): Promise<BillingModifyPreview> {
  const record = await findPoolRecord(db, customerId, id);
  if (!record) throw notFound(FLEX_MESSAGES.notFound);
  const plan = plannedResize(record, body);
  const { pool } = record;
  return modifyPreviewOf(
    pool.flexBandwidthId,
    {
      speed: capacityText(pool.capacityMbps),
      subscriptionTerm: pool.subscriptionTerm,
      serviceClass: null,
      price: plan.current,
    },
    { speed: capacityText(plan.capacityMbps), subscriptionTerm: plan.term, serviceClass: null, price: plan.proposed },
  );
}

/**
 * `POST /v2/billing/services/{flex id}/modify` with `{capacity}` (and or a longer term): the pool is locked, so
 * a smaller capacity is checked against every circuit drawing from it, including ones ordered at the same moment.
 */
export async function resizePool(db: Database, caller: Caller, id: string, body: BillingModifyRequest) {
  const customerId = caller.actor.customerId;
  return db.transaction(async (tx) => {
    const record = await lockPool(tx, customerId, id);
    if (!record) throw notFound(FLEX_MESSAGES.notFound);
    const plan = plannedResize(record, body);
    const row = await updatePool(tx, customerId, record.pool.flexBandwidthId, {
      capacityMbps: plan.capacityMbps,
      subscriptionTerm: plan.term,
    });
    if (!row) throw notFound(FLEX_MESSAGES.notFound);
    await syncPoolInventory(tx, row);
    await recordFlexActivity(tx, caller, {
      action: 'flex_bandwidth.update',
      id: row.flexBandwidthId,
      before: factsOf(record.pool),
      after: { ...factsOf(row), mrc: plan.proposed.mrc },
    });
    return `${row.flexBandwidthId} now holds ${capacityText(row.capacityMbps)} on a ${row.subscriptionTerm}-month term.`;
  });
}

/**
 * Takes `speed` of a pool of the customer for a circuit, inside the transaction that writes the circuit: the pool's
 * row is locked first, so concurrent orders queue and each sees what the ones before it took. An unknown (or
 * another customer's) pool is a 400 naming `field`; a circuit that does not fit is refused naming the pool and
 * what it has left. `excludeMbps` is what the circuit already draws (a speed change).
 */
export async function drawFromPool(
  tx: Executor,
  customerId: string,
  input: { poolId: string; speed: string; field: string; excludeMbps?: number },
): Promise<FlexPoolRow> {
  const record = await lockPool(tx, customerId, input.poolId.trim().toUpperCase());
  if (!record) throw invalidField(input.field, FLEX_UNKNOWN_MESSAGE);
  const usage = { capacityMbps: record.pool.capacityMbps, usedMbps: record.usedMbps - (input.excludeMbps ?? 0) };
  if (!fitsFlexPool(usage, input.speed)) {
    throw stateConflict(
      input.field,
      poolFullMessage(record.pool.flexBandwidthId, flexAvailableMbps(usage), input.speed),
    );
  }
  return record.pool;
}
