import { randomInt } from 'node:crypto';
import type { CreatePortRequest, Port } from '@portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import { notFound } from '../../../http/app-error.js';
import type { NetworkDriver } from '../../../network/network-driver.js';
import type { Fingerprints } from '../../../platform/platform.js';
import { type PortSlot, portCapacityAt, reservePortCapacity } from '../../operations/locations/capacity.repo.js';
import { claimIdempotencyKey, requestHashOf } from '../../platform/idempotency/idempotency.repo.js';
import { takeBooking } from './port-bookings.repo.js';
import { type Caller, recordPortActivity, syncInventory } from './port-changes.js';
import { assertNniAllowed, assertOrderablePlace, priceOfPort, resolveAccount } from './port-order-checks.js';
import { presentPort } from './port-view.js';
import { findPortRecord, insertPort, type LocationRow } from './ports.repo.js';

/** Wire reference 2: a port is `PF-AP-<PoP>-<number>`, a LAG `PF-AE-<PoP>-<number>`. */
export function newCircuitId(kind: 'port' | 'lag', pop: string): string {
  return `PF-${kind === 'lag' ? 'AE' : 'AP'}-${pop.toUpperCase()}-${randomInt(1_000_000, 10_000_000)}`;
}

/** The zone asked for, else the first zone of the PoP with a port of that speed and media left. */
async function chooseZone(db: Executor, location: LocationRow, order: CreatePortRequest, zone: string | undefined) {
  if (zone !== undefined) return zone;
  const rows = await portCapacityAt(db, location.pop);
  const free = rows
    .filter((row) => row.speed === order.speed && row.media === order.media && row.used < row.total)
    .map((row) => row.zone)
    .sort();
  return free[0] ?? location.zones[0] ?? 'A';
}

/** One port of the slot: the customer's own booking of it if there is one, else fresh capacity (or 400). */
async function takePort(tx: Executor, customerId: string, slot: PortSlot): Promise<void> {
  const booking = await takeBooking(tx, customerId, slot);
  if (!booking) await reservePortCapacity(tx, slot);
}

export interface OrderPortInput {
  body: CreatePortRequest;
  idempotencyKey: string | undefined;
}

/**
 * `POST /v2/ports`: checks the place, account and price, then in one transaction claims the idempotency key,
 * takes capacity, starts the network's provisioning, and writes the port, its inventory row and the activity entry.
 * A retry with the same key answers the port the first request created.
 */
export async function orderPort(
  deps: { db: Database; network: NetworkDriver; fingerprints: Fingerprints },
  caller: Caller,
  input: OrderPortInput,
): Promise<Port> {
  const { db, network } = deps;
  const { body } = input;
  const customerId = caller.actor.customerId;
  const { location, zone: askedZone } = await assertOrderablePlace(db, body);
  assertNniAllowed(body, location);
  priceOfPort(body);
  const accountUuid = await resolveAccount(db, customerId, body.account_uuid);
  const zone = await chooseZone(db, location, body, askedZone);
  const circuitId = newCircuitId('port', location.pop);

  const createdId = await db.transaction(async (tx) => {
    if (input.idempotencyKey !== undefined) {
      const earlier = await claimIdempotencyKey(tx, {
        customerId,
        scope: 'port.create',
        key: input.idempotencyKey,
        requestHash: requestHashOf(deps.fingerprints, body),
        objectId: circuitId,
      });
      if (earlier !== null) return earlier;
    }
    const slot = { pop: location.pop, zone, speed: body.speed, media: body.media };
    await takePort(tx, customerId, slot);
    const started = await network.provision(
      tx,
      { objectType: 'port', objectId: circuitId, customerId },
      { details: slot },
    );
    const row = await insertPort(tx, {
      circuitId,
      customerId,
      accountUuid,
      ...slot,
      ...demarcationColumns(network, circuitId, location.site),
      state: started.objectState,
      status: started.objectState,
      adminStatus: 'down',
      operationalStatus: 'down',
      autoneg: body.autoneg ?? false,
      isNni: body.nni ?? false,
      subscriptionTerm: body.subscription_term,
      description: body.description,
      poNumber: body.po_number ?? null,
    });
    await syncInventory(tx, row);
    await recordPortActivity(tx, caller, { action: 'port.create', circuitId, after: { ...body, zone } });
    return circuitId;
  });
  const record = await findPortRecord(db, customerId, createdId);
  if (!record) throw notFound('Port not found.');
  return presentPort(record);
}

/** The demarcation columns of a new port, as the network assigns them. */
export function demarcationColumns(network: NetworkDriver, circuitId: string, site: string) {
  const place = network.demarcation(circuitId, site);
  return {
    demarcationSite: place.site,
    demarcationCage: place.cage,
    demarcationPanel: place.panel,
    demarcationModule: place.module,
    demarcationPosition: place.position,
  };
}
