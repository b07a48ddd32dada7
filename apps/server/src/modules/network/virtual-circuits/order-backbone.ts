import { randomInt } from 'node:crypto';
import type { CreateBackboneRequest, VirtualCircuit } from '@portal/contract';
import {
  type EndClaim,
  parseSpeedMbps,
  priceFor,
  regionRefusalMessage,
  serviceClassOf,
  vlanRefusal,
} from '@portal/domain';
import type { Database, Executor } from '../../../db/client.js';
import { invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import type { NetworkDriver } from '../../../network/network-driver.js';
import type { Fingerprints } from '../../../platform/platform.js';
import type { PortVlanDirectory } from '../../../platform/port-vlan-directory.js';
import { drawFromPool } from '../../billing/flex-bandwidth/flex.service.js';
import { uniqueConstraintOf } from '../../identity/users/identity.js';
import { findLocation } from '../../operations/locations/locations.repo.js';
import { claimIdempotencyKey, requestHashOf } from '../../platform/idempotency/idempotency.repo.js';
import type { Caller } from '../ports/port-changes.js';
import { resolveAccount } from '../ports/port-order-checks.js';
import { lockCustomerPorts, type PortRow } from '../ports/ports.repo.js';
import { recordVcActivity, syncVcInventory } from './vc-changes.js';
import { presentVc } from './vc-view.js';
import { vlanPairOf } from './vc-vlans.js';
import { findVcRecord, insertVc, type NewVcInterfaceRow } from './vcs.repo.js';

export const VC_NOT_FOUND = 'Virtual circuit not found';
export const NOT_YOUR_PORT_MESSAGE = 'Not a port or LAG of your company.';
export const SAME_PORT_MESSAGE = 'The A and Z ends must be different ports.';
export const LAG_MEMBER_MESSAGE = 'This port is a member of a LAG: order the circuit on the LAG.';
export const PORT_NOT_READY_MESSAGE = 'This port is being deleted or is in error: it cannot carry a new circuit.';
export const NOT_PRICED_MESSAGE = 'This circuit is not sold with that subscription term and bandwidth type.';
export const FLEX_DEDICATED_MESSAGE =
  'A circuit drawing from flex bandwidth is dedicated: usage and hourly bandwidth do not apply.';

/** The refusal of a speed above what an end's port carries. */
export function speedAbovePortMessage(port: Pick<PortRow, 'circuitId' | 'speed'>): string {
  return `The speed is above what ${port.circuitId} carries (${port.speed}).`;
}

/** Wire reference 2: a backbone VC is `PF-BC-<A>-<Z>-<number>-PF`, A and Z the first three letters of the PoPs. */
export function newVcCircuitId(popA: string, popZ: string): string {
  const code = (pop: string) => pop.slice(0, 3).toUpperCase();
  return `PF-BC-${code(popA)}-${code(popZ)}-${randomInt(1_000_000, 10_000_000)}-PF`;
}

/** What an order's end takes of its port. */
function claimOf(end: CreateBackboneRequest['interfaces'][number], isEpl: boolean): EndClaim {
  return {
    vlan: end.vlan ?? null,
    svlan: end.svlan ?? null,
    untagged: end.untagged ?? false,
    isWholePort: isEpl,
  };
}

/** The two ends' ports, each the caller's, neither a LAG member nor going away; refused naming the field. */
function checkPorts(order: CreateBackboneRequest, locked: readonly PortRow[]): [PortRow, PortRow] {
  const ends = order.interfaces.map((end, index) => {
    const port = locked.find((row) => row.circuitId.toLowerCase() === end.port_circuit_id.toLowerCase());
    const field = `interfaces.${index}.port_circuit_id`;
    if (!port) throw invalidField(field, NOT_YOUR_PORT_MESSAGE);
    if (port.lagId !== null) throw invalidField(field, LAG_MEMBER_MESSAGE);
    if (port.state === 'deleting' || port.state === 'error') throw stateConflict(field, PORT_NOT_READY_MESSAGE);
    return port;
  });
  const [a, z] = ends;
  if (!a || !z) throw invalidField('interfaces', SAME_PORT_MESSAGE);
  if (a.circuitId === z.circuitId) throw invalidField('interfaces.1.port_circuit_id', SAME_PORT_MESSAGE);
  return [a, z];
}

export interface OrderBackboneDeps {
  db: Database;
  network: NetworkDriver;
  vlans: PortVlanDirectory;
  /** Keys the body fingerprint of the order's `Idempotency-Key` claim. */
  fingerprints: Fingerprints;
}

/**
 * `POST /v2/services/backbone`: in one transaction locks both ports (in id order, so concurrent orders queue on
 * them), checks the ends' VLANs against every service on the ports, derives metro or longhaul from the PoPs'
 * markets, prices the order, claims the idempotency key, starts the network's provisioning and writes the VC, its
 * ends, its inventory row and the activity entry. A VLAN taken by a concurrent order is refused (400
 * `state_conflict` naming the end's field and the VLAN); the unique index on port and VLAN holds it regardless.
 */
export async function orderBackbone(
  deps: OrderBackboneDeps,
  caller: Caller,
  input: { body: CreateBackboneRequest; idempotencyKey: string | undefined },
): Promise<VirtualCircuit> {
  const { db, network } = deps;
  const { body } = input;
  const customerId = caller.actor.customerId;
  const isEpl = body.epl ?? false;
  const flexId = body.flex_bandwidth_id ? body.flex_bandwidth_id.toUpperCase() : null;
  if (flexId && (body.bandwidth.longhaul_type ?? 'dedicated') !== 'dedicated') {
    throw invalidField('bandwidth.longhaul_type', FLEX_DEDICATED_MESSAGE);
  }
  const accountUuid = await resolveAccount(db, customerId, body.bandwidth.account_uuid);
  const longhaulType = body.bandwidth.longhaul_type ?? 'dedicated';
  const term = longhaulType === 'dedicated' ? (body.bandwidth.subscription_term ?? 1) : 1;
  const speed = body.bandwidth.speed;

  const createdId = await db
    .transaction(async (tx) => {
      const locked = await lockCustomerPorts(
        tx,
        customerId,
        body.interfaces.map((end) => end.port_circuit_id.toUpperCase()),
      );
      const [portA, portZ] = checkPorts(body, locked);
      const [placeA, placeZ] = await Promise.all([findLocation(tx, portA.pop), findLocation(tx, portZ.pop)]);
      if (!placeA || !placeZ) throw notFound('PoP not found.');
      const regionRefusal = regionRefusalMessage(placeA.region, placeZ.region);
      if (regionRefusal) throw invalidField('interfaces.1.port_circuit_id', regionRefusal);
      for (const port of [portA, portZ]) {
        // A LAG carries the sum of its members; a port its own speed.
        if (!port.isLag && parseSpeedMbps(speed) > parseSpeedMbps(port.speed)) {
          throw invalidField('bandwidth.speed', speedAbovePortMessage(port));
        }
      }
      const serviceClass = serviceClassOf(placeA, placeZ);
      const price = priceFor({
        productType: 'backbone',
        speed,
        term,
        serviceClass,
        bandwidthType: longhaulType,
      });
      if (!price) throw invalidField('bandwidth.subscription_term', NOT_PRICED_MESSAGE);

      const circuitId = newVcCircuitId(portA.pop, portZ.pop);
      if (input.idempotencyKey !== undefined) {
        const earlier = await claimIdempotencyKey(tx, {
          customerId,
          scope: 'vc.create',
          key: input.idempotencyKey,
          requestHash: requestHashOf(deps.fingerprints, body),
          objectId: circuitId,
        });
        if (earlier !== null) return earlier;
      }
      // The pool is locked after the ports (every order takes them in that order), and its circuits read after the
      // lock: orders racing for the last of a pool queue here, and each sees what the ones before it took.
      if (flexId) await drawFromPool(tx, customerId, { poolId: flexId, speed, field: 'flex_bandwidth_id' });
      const ends: NewVcInterfaceRow[] = [];
      for (const [index, port] of [portA, portZ].entries()) {
        const end = body.interfaces[index];
        if (!end) continue;
        const claim = claimOf(end, isEpl);
        const used = await deps.vlans.interfacesOn(tx, customerId, port.circuitId);
        const refusal = vlanRefusal(claim, used, { portCircuitId: port.circuitId, index });
        if (refusal) throw stateConflict(refusal.field, refusal.message);
        ends.push({
          vcCircuitId: circuitId,
          customerId,
          side: index === 0 ? 'a' : 'z',
          portCircuitId: port.circuitId,
          vlan: claim.vlan,
          svlan: claim.svlan,
          untagged: claim.untagged,
          ...vlanPairOf(claim),
          provisioningStatus: 'provisioning',
        });
      }
      const started = await network.provision(
        tx,
        { objectType: 'vc', objectId: circuitId, customerId },
        { details: { speed, interfaces: [portA.circuitId, portZ.circuitId], mode: isEpl ? 'epl' : 'evpl' } },
      );
      await insertVc(
        tx,
        {
          circuitId,
          customerId,
          accountUuid,
          serviceType: 'backbone',
          mode: isEpl ? 'epl' : 'evpl',
          serviceClass,
          longhaulType,
          speed,
          subscriptionTerm: term,
          rateLimitIn: body.rate_limit_in ?? null,
          rateLimitOut: body.rate_limit_out ?? null,
          flexBandwidthId: flexId,
          state: started.objectState,
          description: body.description,
          poNumber: body.po_number || null,
        },
        ends,
      );
      await syncVcInventory(tx, customerId, circuitId);
      await recordVcActivity(tx, caller, {
        action: 'vc.create',
        circuitId,
        after: { ...body, service_class: serviceClass, mrc: price.mrc, nrc: price.nrc },
      });
      return circuitId;
    })
    .catch(rethrowVlanRace);
  return readVc(db, customerId, createdId);
}

export const VLAN_RACE_MESSAGE =
  'A VLAN of this order was taken by another order at the same moment. Pick another VLAN.';

/** The unique index on port and VLAN stopped a second circuit on a VLAN: the same refusal as the check's. */
export function rethrowVlanRace(error: unknown): never {
  if (uniqueConstraintOf(error) === 'vc_interfaces_port_vlan_idx') throw stateConflict('interfaces', VLAN_RACE_MESSAGE);
  throw error;
}

/** A VC of the customer as the API answers it; 404 "Virtual circuit not found" otherwise (wire reference 3.5). */
export async function readVc(db: Executor, customerId: string, circuitId: string): Promise<VirtualCircuit> {
  const record = await findVcRecord(db, customerId, circuitId);
  if (!record) throw notFound(VC_NOT_FOUND);
  return presentVc(record);
}
