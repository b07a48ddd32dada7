import { randomInt, randomUUID } from 'node:crypto';
import type {
  CreatePointToPointRequest,
  NetworkStatus,
  PointToPoint,
  PtpInterface,
  UpdatePointToPointRequest,
} from '@portal/contract';
import { isMediaForSpeed, pointToPointSummary, priceFor, regionRefusalMessage, serviceClassOf } from '@portal/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError, invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import type { NetworkDriver, NetworkObjectRef } from '../../../network/network-driver.js';
import type { Fingerprints } from '../../../platform/platform.js';
import { reservePortCapacity } from '../../operations/locations/capacity.repo.js';
import { findLocation } from '../../operations/locations/locations.repo.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { claimIdempotencyKey, requestHashOf } from '../../platform/idempotency/idempotency.repo.js';
import { upsertCircuit } from '../../platform/inventory/inventory.repo.js';
import { BEING_DELETED_MESSAGE, DELETED_MESSAGE } from '../ports/port-actions.js';
import type { Caller } from '../ports/port-changes.js';
import { resolveAccount, UNKNOWN_POP_MESSAGE } from '../ports/port-order-checks.js';
import { findPtpRecord, findPtpRow, insertPtp, type PtpRecord, type PtpRow, updatePtpRow } from './ptps.repo.js';

export { DELETED_MESSAGE };
export const PTP_NOT_FOUND = 'Point-to-point not found';
export const PTP_OBJECT_TYPE = 'ptp';
export const PTP_PROCESSING_MESSAGE = 'The point-to-point is still processing. Try again once it is active.';
export const NOT_PRICED_MESSAGE = 'This point-to-point is not sold with that speed and subscription term.';

export interface PtpDeps {
  db: Database;
  network: NetworkDriver;
  /** Keys the body fingerprint of an order's `Idempotency-Key` claim. */
  fingerprints: Fingerprints;
}

/** Wire reference 2: a point-to-point is `PF-PD-<A>-<Z>-<number>`, A and Z the first three letters of the PoPs. */
function newPtpCircuitId(popA: string, popZ: string): string {
  const code = (pop: string) => pop.slice(0, 3).toUpperCase();
  return `PF-PD-${code(popA)}-${code(popZ)}-${randomInt(1_000_000, 10_000_000)}`;
}

/** Wire reference 2: each endpoint's port is `PF-AP-<PoP>-<number>`. */
function newPortCircuitId(pop: string): string {
  return `PF-AP-${pop.toUpperCase()}-${randomInt(1_000_000, 10_000_000)}`;
}

export function refOf(row: Pick<PtpRow, 'circuitId' | 'customerId'>): NetworkObjectRef {
  return { objectType: 'ptp', objectId: row.circuitId, customerId: row.customerId };
}

/** spec 4 "Point to point" summary; a workflow that failed for good shows error. */
function summaryOf(state: string, interfaces: PtpInterface[]): PointToPoint['summary'] {
  if (state === 'error') return 'error';
  const summary = pointToPointSummary({ state, interfaces });
  return summary === 'deleting' ? 'provisioning' : summary;
}

/**
 * The wire shape (wire reference 3.6): the endpoints in the backbone interface shape, each with its link's admin
 * and operational status, and spec 4's summary (warning when an end is down).
 */
export function presentPtp(record: PtpRecord): PointToPoint {
  const { ptp } = record;
  const interfaces: PtpInterface[] = record.ends.map(({ end, location, link }) => {
    // An end the network has not configured yet is down; a configured one is as its port's link was last seen.
    const isConfigured = end.provisioningStatus === 'active';
    return {
      side: end.side,
      port_circuit_id: end.portCircuitId,
      pop: end.pop,
      site: location.siteCode,
      site_name: location.site,
      region: location.region,
      market: location.market,
      zone: end.zone,
      speed: ptp.speed,
      media: ptp.media,
      autoneg: end.autoneg,
      customer_site_code: end.customerSiteCode,
      has_loa: end.loa !== null,
      provisioning_status: end.provisioningStatus,
      admin_status: isConfigured ? (link?.adminStatus ?? 'up') : 'down',
      operational_status: isConfigured ? (link?.operationalStatus ?? 'up') : 'down',
      is_ptp: true,
      customer_uuid: ptp.customerId,
      time_created: end.createdAt.toISOString(),
      time_updated: end.updatedAt.toISOString(),
    };
  });
  return {
    ptp_uuid: ptp.ptpUuid,
    ptp_circuit_id: ptp.circuitId,
    customer_uuid: ptp.customerId,
    description: ptp.description,
    speed: ptp.speed,
    media: ptp.media,
    state: ptp.state,
    deleted: false,
    service_class: ptp.serviceClass,
    po_number: ptp.poNumber,
    billing: {
      account_uuid: ptp.accountUuid,
      subscription_term: ptp.subscriptionTerm,
      speed: ptp.speed,
      contracted_speed: ptp.speed,
    },
    interfaces,
    summary: summaryOf(ptp.state, interfaces),
    time_created: ptp.createdAt.toISOString(),
    time_updated: ptp.updatedAt.toISOString(),
  };
}

/** Keeps the inventory row (search, dashboard counts, `/circuits/{id}`) in step, in the same transaction. */
export async function syncPtpInventory(tx: Executor, customerId: string, id: string): Promise<void> {
  const record = await findPtpRecord(tx, customerId, id);
  if (!record) return;
  const view = presentPtp(record);
  await upsertCircuit(tx, {
    circuitId: record.ptp.circuitId,
    customerId,
    serviceType: 'ptp',
    name: record.ptp.description,
    description: [view.speed, view.media, view.interfaces.map((item) => item.pop).join('-'), view.po_number ?? '']
      .join(' ')
      .trim(),
    relatedServices: [],
    state: record.ptp.state,
    summary: view.summary,
    pop: view.interfaces[0]?.pop ?? null,
  });
}

async function recordPtpActivity(
  tx: Executor,
  caller: Caller,
  entry: { action: string; circuitId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await recordActivity(tx, {
    customerId: caller.actor.customerId,
    actorUserId: caller.actor.userId,
    action: entry.action,
    objectType: PTP_OBJECT_TYPE,
    objectId: entry.circuitId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: caller.meta.ipAddress,
    requestId: caller.meta.requestId,
  });
}

export async function readPtp(db: Executor, customerId: string, id: string): Promise<PointToPoint> {
  const record = await findPtpRecord(db, customerId, id);
  if (!record) throw notFound(PTP_NOT_FOUND);
  return presentPtp(record);
}

/** The LOA and site code are kept; the activity entry does not copy the LOA's bytes. */
function orderForActivity(body: CreatePointToPointRequest) {
  return { ...body, endpoints: body.endpoints.map(({ loa, ...end }) => ({ ...end, loa: loa ? 'attached' : null })) };
}

/**
 * `POST /v2/services/point-to-point`: checks both PoPs, zones, the media for the speed and the price, then in one
 * transaction claims the idempotency key, takes one port of capacity at each PoP (the guarded UPDATE never
 * oversells; the second end's refusal rolls back the first's), starts the network's provisioning and writes the
 * point-to-point, its endpoints, its inventory row and the activity entry.
 */
export async function orderPtp(
  deps: PtpDeps,
  caller: Caller,
  input: { body: CreatePointToPointRequest; idempotencyKey: string | undefined },
): Promise<PointToPoint> {
  const { db, network } = deps;
  const { body } = input;
  const customerId = caller.actor.customerId;
  if (!isMediaForSpeed(body.speed, body.media)) throw invalidField('media', 'This media is not sold at this speed.');
  const places = [];
  for (const [index, end] of body.endpoints.entries()) {
    const location = await findLocation(db, end.pop.toUpperCase());
    if (!location) throw invalidField(`endpoints.${index}.pop`, UNKNOWN_POP_MESSAGE);
    if (!location.zones.includes(end.zone)) {
      throw invalidField(`endpoints.${index}.zone`, `Invalid value, must be one of "${location.zones.join(', ')}".`);
    }
    places.push(location);
  }
  const [placeA, placeZ] = places;
  if (!placeA || !placeZ)
    throw invalidField('endpoints', 'A point-to-point has two endpoints: the A end, then the Z end.');
  const regionRefusal = regionRefusalMessage(placeA.region, placeZ.region);
  if (regionRefusal) throw invalidField('endpoints.1.pop', regionRefusal);
  const serviceClass = serviceClassOf(placeA, placeZ);
  const price = priceFor({ productType: 'ptp', speed: body.speed, term: body.subscription_term, serviceClass });
  if (!price) throw invalidField('subscription_term', NOT_PRICED_MESSAGE);
  const accountUuid = await resolveAccount(db, customerId, body.account_uuid);
  const ptpUuid = randomUUID();
  const circuitId = newPtpCircuitId(placeA.pop, placeZ.pop);

  const createdId = await db.transaction(async (tx) => {
    if (input.idempotencyKey !== undefined) {
      const earlier = await claimIdempotencyKey(tx, {
        customerId,
        scope: 'ptp.create',
        key: input.idempotencyKey,
        requestHash: requestHashOf(deps.fingerprints, body),
        objectId: circuitId,
      });
      if (earlier !== null) return earlier;
    }
    const ends = [];
    for (const [index, place] of [placeA, placeZ].entries()) {
      const end = body.endpoints[index];
      if (!end) continue;
      const slot = { pop: place.pop, zone: end.zone, speed: body.speed, media: body.media };
      await reservePortCapacity(tx, slot).catch((error: unknown) => {
        // The capacity refusal names `zone`: name this endpoint's zone instead.
        if (error instanceof AppError && error.code === 'no_capacity') {
          throw new AppError('no_capacity', error.message, { [`endpoints.${index}.zone`]: error.message });
        }
        throw error;
      });
      ends.push({
        ptpUuid,
        customerId,
        side: index === 0 ? ('a' as const) : ('z' as const),
        portCircuitId: newPortCircuitId(place.pop),
        pop: place.pop,
        zone: end.zone,
        autoneg: end.autoneg,
        customerSiteCode: end.customer_site_code || null,
        loa: end.loa ?? null,
        provisioningStatus: 'provisioning',
      });
    }
    const started = await network.provision(
      tx,
      { objectType: 'ptp', objectId: circuitId, customerId },
      {
        details: {
          speed: body.speed,
          media: body.media,
          endpoints: ends.map((end) => ({ pop: end.pop, zone: end.zone, port_circuit_id: end.portCircuitId })),
          // The telemetry of each end (`<ptp>/<port>`), as a VC's.
          interfaces: ends.map((end) => end.portCircuitId),
        },
      },
    );
    await insertPtp(
      tx,
      {
        ptpUuid,
        circuitId,
        customerId,
        accountUuid,
        description: body.description,
        speed: body.speed,
        media: body.media,
        serviceClass,
        subscriptionTerm: body.subscription_term,
        state: started.objectState,
        poNumber: body.po_number || null,
      },
      ends,
    );
    await syncPtpInventory(tx, customerId, circuitId);
    await recordPtpActivity(tx, caller, {
      action: 'ptp.create',
      circuitId,
      after: { ...orderForActivity(body), service_class: serviceClass, mrc: price.mrc, nrc: price.nrc },
    });
    return circuitId;
  });
  return readPtp(db, customerId, createdId);
}

/** A point-to-point of the customer, locked for the change; 404 otherwise, refused while it is being deleted. */
async function lockPtp(tx: Executor, customerId: string, id: string): Promise<PtpRow> {
  const row = await findPtpRow(tx, customerId, id, { forUpdate: true });
  if (!row) throw notFound(PTP_NOT_FOUND);
  if (row.state === 'deleting') throw stateConflict('id', BEING_DELETED_MESSAGE);
  return row;
}

/** `PATCH /v2/services/point-to-point/{ptp_uuid}`: description and PO number, at once. */
export async function updatePtp(
  deps: PtpDeps,
  caller: Caller,
  id: string,
  body: UpdatePointToPointRequest,
): Promise<PointToPoint> {
  const customerId = caller.actor.customerId;
  const circuitId = await deps.db.transaction(async (tx) => {
    const row = await lockPtp(tx, customerId, id);
    const changes = {
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.po_number === undefined ? {} : { poNumber: body.po_number || null }),
    };
    await updatePtpRow(tx, customerId, row.ptpUuid, changes);
    await syncPtpInventory(tx, customerId, row.circuitId);
    await recordPtpActivity(tx, caller, {
      action: 'ptp.update',
      circuitId: row.circuitId,
      before: { description: row.description, po_number: row.poNumber },
      after: body,
    });
    return row.circuitId;
  });
  return readPtp(deps.db, customerId, circuitId);
}

/**
 * `DELETE /v2/services/point-to-point/{ptp_uuid}`: refused while the point-to-point is still being provisioned;
 * otherwise the network deprovisions it (deleting), and when that finishes the rows go and both ports' capacity
 * returns to the PoPs.
 */
export async function deletePtp(deps: PtpDeps, caller: Caller, id: string): Promise<void> {
  const customerId = caller.actor.customerId;
  await deps.db.transaction(async (tx) => {
    const row = await lockPtp(tx, customerId, id);
    if (row.state === 'requested' || row.state === 'provisioning') throw stateConflict('id', PTP_PROCESSING_MESSAGE);
    const started = await deps.network.deprovision(tx, refOf(row), {});
    await updatePtpRow(tx, customerId, row.ptpUuid, { state: started.objectState });
    await syncPtpInventory(tx, customerId, row.circuitId);
    await recordPtpActivity(tx, caller, { action: 'ptp.delete', circuitId: row.circuitId });
  });
}

/** `GET /v2.1/services/point-to-point/{ptp_circuit_id}/status`: the network's status of the latest workflow. */
export async function ptpStatus(deps: PtpDeps, customerId: string, id: string): Promise<NetworkStatus> {
  const row = await findPtpRow(deps.db, customerId, id);
  if (!row) throw notFound(PTP_NOT_FOUND);
  const status = await deps.network.status(deps.db, refOf(row));
  if (!status) throw notFound(PTP_NOT_FOUND);
  return status;
}
