import {
  type BillingModifyPreview,
  type BillingModifyRequest,
  type NetworkStatus,
  type UpdateVcRequest,
  type UpgradeOptions,
  VC_MESSAGES,
  VC_SPEEDS,
  type VirtualCircuit,
} from '@portal/contract';
import {
  canBurstVc,
  canUpgradeVc,
  type EndClaim,
  NON_BURSTABLE_LONGHAUL_TYPES,
  parseSpeedMbps,
  priceFor,
  SUBSCRIPTION_TERMS,
  speedText,
  VC_DELETE_REFUSALS,
  vcDeleteRefusal,
  vlanRefusal,
} from '@portal/domain';
import type { Database, Executor } from '../../../db/client.js';
import { invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import type { NetworkDriver, NetworkObjectRef } from '../../../network/network-driver.js';
import type { PortVlanDirectory } from '../../../platform/port-vlan-directory.js';
import { findPoolRecord } from '../../billing/flex-bandwidth/flex.repo.js';
import { drawFromPool } from '../../billing/flex-bandwidth/flex.service.js';
import { modifyPreviewOf, TERM_SHORTER_MESSAGE } from '../../billing/service-changes/service-changes.js';
import { findHostedRow } from '../../clouds/hosted/hosted.repo.js';
import { BEING_DELETED_MESSAGE, DELETED_MESSAGE } from '../ports/port-actions.js';
import type { Caller } from '../ports/port-changes.js';
import { lockCustomerPorts, type PortRow } from '../ports/ports.repo.js';
import { readVc, rethrowVlanRace, speedAbovePortMessage, VC_NOT_FOUND } from './order-backbone.js';
import { recordVcActivity, syncVcInventory } from './vc-changes.js';
import { currentSpeedMbps, presentVc, vcFactsOf } from './vc-view.js';
import { vlanPairOf } from './vc-vlans.js';
import {
  findVcRecord,
  findVcRow,
  listVcEnds,
  updateVcEnd,
  updateVcRow,
  type VcRecord,
  type VcRow,
} from './vcs.repo.js';

export { DELETED_MESSAGE };
export const VC_BUSY_MESSAGE = 'VC is provisioning. Try again once it is active.';
export const FIXED_PORT_MESSAGE = 'The ports of a circuit cannot change: order a new circuit instead.';
export const SAME_PLAN_MESSAGE = 'This is already the speed and term of the circuit.';
export const NO_BURST_MESSAGE = 'This circuit has no burst.';
export const FLEX_TERM_MESSAGE =
  'A circuit drawing from flex bandwidth has no term of its own: the flex bandwidth carries the term.';
/** spec 5 "Product eligibility rules": why a VC cannot burst or be upgraded, in the order they are checked. */
export const VC_CHANGE_REFUSALS = {
  upgrade:
    'Only the owner of a VC can change its speed or term, and not on point-to-point, hosted or partner circuits.',
  burstNotBackbone: 'Burst is only available on backbone circuits.',
  burstUsage: 'Burst is not available on usage or hourly circuits.',
  burstFlex: 'Burst is not available on circuits drawing from flex bandwidth.',
} as const;

export interface VcDeps {
  db: Database;
  network: NetworkDriver;
  vlans: PortVlanDirectory;
}

export function refOf(row: Pick<VcRow, 'circuitId' | 'customerId'>): NetworkObjectRef {
  return { objectType: 'vc', objectId: row.circuitId, customerId: row.customerId };
}

/** A VC of the customer with its ends, read in the change's transaction after locking its row; 404 otherwise. */
async function lockVc(tx: Executor, customerId: string, circuitId: string): Promise<VcRecord> {
  const row = await findVcRow(tx, customerId, circuitId, { forUpdate: true });
  const record = row ? await findVcRecord(tx, customerId, circuitId) : null;
  if (!record) throw notFound(VC_NOT_FOUND);
  if (record.vc.state === 'deleting') throw stateConflict('id', BEING_DELETED_MESSAGE);
  return record;
}

/** A change the network carries out needs a VC that is not in the middle of another workflow. */
function assertSettled(vc: VcRow): void {
  if (vc.state !== 'active' && vc.state !== 'error') throw stateConflict('id', VC_BUSY_MESSAGE);
}

/** The network's facts of a VC: what its workflows and its telemetry need. */
function detailsOf(record: VcRecord, vc: VcRow = record.vc): Record<string, unknown> {
  return {
    speed: speedText(currentSpeedMbps(vc)),
    speed_mbps: currentSpeedMbps(vc),
    interfaces: record.ends.map((end) => end.end.portCircuitId),
    mode: vc.mode,
  };
}

/** What the activity log keeps of a VC: the facts a user changes or watches. */
export function vcActivityFacts(vc: VcRow) {
  return {
    description: vc.description,
    po_number: vc.poNumber,
    speed: vc.speed,
    burst_speed: vc.burstSpeedMbps,
    subscription_term: vc.subscriptionTerm,
    rate_limit_in: vc.rateLimitIn,
    rate_limit_out: vc.rateLimitOut,
    state: vc.state,
  };
}

/**
 * Runs one change of a VC in one transaction: lock it, let `prepare` check and compute the row's changes, start
 * the network's workflow when `operation` is given, write the row, its inventory row and the activity entry.
 */
async function runVcChange(
  deps: VcDeps,
  caller: Caller,
  options: {
    circuitId: string;
    action: string;
    /** The network operation to start, if any (a function when it depends on the checked change). */
    operation?: 'modify' | 'deprovision' | ((changes: Partial<VcRow>, record: VcRecord) => 'modify' | undefined);
    prepare: (record: VcRecord, tx: Executor) => Promise<Partial<VcRow>> | Partial<VcRow>;
    extra?: unknown;
  },
): Promise<VcRow> {
  const customerId = caller.actor.customerId;
  return deps.db
    .transaction(async (tx) => {
      const record = await lockVc(tx, customerId, options.circuitId);
      const changes = await options.prepare(record, tx);
      const next = { ...record.vc, ...changes };
      const operation =
        typeof options.operation === 'function' ? options.operation(changes, record) : options.operation;
      const started = operation
        ? await deps.network[operation](tx, refOf(record.vc), { details: detailsOf(record, next) })
        : null;
      const row = await updateVcRow(tx, customerId, options.circuitId, {
        ...changes,
        ...(started ? { state: started.objectState } : {}),
      });
      if (!row) throw notFound(VC_NOT_FOUND);
      await syncVcInventory(tx, customerId, row.circuitId);
      await recordVcActivity(tx, caller, {
        action: options.action,
        circuitId: row.circuitId,
        before: vcActivityFacts(record.vc),
        after: { ...vcActivityFacts(row), ...(options.extra ? { change: options.extra } : {}) },
      });
      return row;
    })
    .catch(rethrowVlanRace);
}

/** The ends' ports of a VC, locked (in id order) for a change of what the circuit takes of them. */
async function lockEndPorts(tx: Executor, record: VcRecord): Promise<PortRow[]> {
  return lockCustomerPorts(
    tx,
    record.vc.customerId,
    record.ends.map((end) => end.end.portCircuitId),
  );
}

/** spec 5 VLAN rules for a changed end (the same as an order's), refused naming the field. */
function claimForChange(vc: VcRow, end: NonNullable<UpdateVcRequest['interfaces']>[number], index: number): EndClaim {
  const field = (name: string) => `interfaces.${index}.${name}`;
  if (vc.mode === 'epl') {
    if (end.vlan !== undefined || end.svlan !== undefined || end.untagged) {
      throw invalidField(field('vlan'), VC_MESSAGES.eplNoVlan);
    }
    return { vlan: null, svlan: null, untagged: false, isWholePort: true };
  }
  if (end.untagged && (end.vlan !== undefined || end.svlan !== undefined)) {
    throw invalidField(field('untagged'), VC_MESSAGES.untaggedWithVlan);
  }
  if (!end.untagged && end.vlan === undefined) {
    throw invalidField(
      field('vlan'),
      end.svlan === undefined ? VC_MESSAGES.vlanOrUntagged : VC_MESSAGES.svlanNeedsVlan,
    );
  }
  return { vlan: end.vlan ?? null, svlan: end.svlan ?? null, untagged: end.untagged ?? false, isWholePort: false };
}

/** Applies new VLANs to the ends of a VC, checked against every other service on their ports. */
async function changeEnds(
  deps: VcDeps,
  tx: Executor,
  record: VcRecord,
  interfaces: NonNullable<UpdateVcRequest['interfaces']>,
): Promise<boolean> {
  await lockEndPorts(tx, record);
  let isChanged = false;
  for (const [index, wanted] of interfaces.entries()) {
    const current = record.ends[index];
    if (!current) throw invalidField(`interfaces.${index}`, VC_MESSAGES.twoEnds);
    if (wanted.port_circuit_id.toUpperCase() !== current.end.portCircuitId.toUpperCase()) {
      throw invalidField(`interfaces.${index}.port_circuit_id`, FIXED_PORT_MESSAGE);
    }
    const claim = claimForChange(record.vc, wanted, index);
    const { end } = current;
    if (claim.vlan === end.vlan && claim.svlan === end.svlan && claim.untagged === end.untagged) continue;
    const used = (await deps.vlans.interfacesOn(tx, record.vc.customerId, end.portCircuitId)).filter(
      (item) => item.circuit_id !== record.vc.circuitId,
    );
    const refusal = vlanRefusal(claim, used, { portCircuitId: end.portCircuitId, index });
    if (refusal) throw stateConflict(refusal.field, refusal.message);
    await updateVcEnd(tx, record.vc.customerId, record.vc.circuitId, end.side, {
      vlan: claim.vlan,
      svlan: claim.svlan,
      untagged: claim.untagged,
      ...vlanPairOf(claim),
      provisioningStatus: 'provisioning',
    });
    isChanged = true;
  }
  return isChanged;
}

/**
 * `PATCH /v2/services/{id}`: description and PO number change at once; rate limits and VLANs are configured by
 * the network (a modify workflow), which needs a settled circuit.
 */
export async function updateVc(
  deps: VcDeps,
  caller: Caller,
  circuitId: string,
  body: UpdateVcRequest,
): Promise<VirtualCircuit> {
  const customerId = caller.actor.customerId;
  await deps.db
    .transaction(async (tx) => {
      const record = await lockVc(tx, customerId, circuitId);
      const { vc } = record;
      const rateChanges = {
        ...(body.rate_limit_in !== undefined && body.rate_limit_in !== vc.rateLimitIn
          ? { rateLimitIn: body.rate_limit_in }
          : {}),
        ...(body.rate_limit_out !== undefined && body.rate_limit_out !== vc.rateLimitOut
          ? { rateLimitOut: body.rate_limit_out }
          : {}),
      };
      const needsNetwork = Object.keys(rateChanges).length > 0 || body.interfaces !== undefined;
      if (needsNetwork) assertSettled(vc);
      const areEndsChanged = body.interfaces ? await changeEnds(deps, tx, record, body.interfaces) : false;
      const isNetworkChange = areEndsChanged || Object.keys(rateChanges).length > 0;
      const next = {
        ...rateChanges,
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.po_number !== undefined ? { poNumber: body.po_number || null } : {}),
      };
      const started = isNetworkChange
        ? await deps.network.modify(tx, refOf(vc), { details: detailsOf(record, { ...vc, ...next }) })
        : null;
      const row = await updateVcRow(tx, customerId, circuitId, {
        ...next,
        ...(started ? { state: started.objectState } : {}),
      });
      if (!row) throw notFound(VC_NOT_FOUND);
      await syncVcInventory(tx, customerId, circuitId);
      const ends = await listVcEnds(tx, customerId, circuitId);
      await recordVcActivity(tx, caller, {
        action: 'vc.update',
        circuitId,
        before: { ...vcActivityFacts(vc), interfaces: record.ends.map(({ end }) => vlansOf(end)) },
        after: { ...vcActivityFacts(row), interfaces: ends.map(vlansOf) },
      });
    })
    .catch(rethrowVlanRace);
  return readVc(deps.db, customerId, circuitId);
}

function vlansOf(end: { portCircuitId: string; vlan: number | null; svlan: number | null; untagged: boolean }) {
  return { port_circuit_id: end.portCircuitId, vlan: end.vlan, svlan: end.svlan, untagged: end.untagged };
}

/** The facts the spec 5 rules read, with a requested circuit counted as provisioning (spec 4). */
function ruleFactsOf(record: VcRecord) {
  const facts = vcFactsOf(record, presentVc(record).interfaces);
  return { ...facts, state: record.vc.state === 'requested' ? 'provisioning' : record.vc.state };
}

/** `DELETE /v2/services/{id}`: spec 5's blocking rules, then the network deprovisions it (deleting, then gone). */
export async function deleteVc(deps: VcDeps, caller: Caller, circuitId: string): Promise<void> {
  // spec 5: a hosted cloud connection is a service too, deleted from its own page (and its own call).
  if (await findHostedRow(deps.db, caller.actor.customerId, circuitId)) {
    throw stateConflict('id', VC_DELETE_REFUSALS.hostedCloud);
  }
  await runVcChange(deps, caller, {
    circuitId,
    action: 'vc.delete',
    operation: 'deprovision',
    prepare: (record) => {
      const refusal = vcDeleteRefusal(ruleFactsOf(record), caller.actor.customerId);
      if (refusal) throw stateConflict('id', refusal);
      return {};
    },
  });
}

/** The fastest a VC may run: the slower of its ends' ports (a LAG carries the sum of its members, so it never limits). */
function portLimitMbps(record: VcRecord): { mbps: number; port: PortRow | null } {
  let limit = { mbps: Number.POSITIVE_INFINITY, port: null as PortRow | null };
  for (const { port } of record.ends) {
    const mbps = parseSpeedMbps(port.speed);
    if (!port.isLag && mbps < limit.mbps) limit = { mbps, port };
  }
  return limit;
}

/** spec 5: the reason a VC cannot burst, undefined when it can. */
function burstRefusal(record: VcRecord, customerId: string): string | undefined {
  const facts = ruleFactsOf(record);
  if (canBurstVc(facts, customerId)) return undefined;
  if (!canUpgradeVc(facts, customerId)) return VC_CHANGE_REFUSALS.upgrade;
  if (record.vc.serviceType !== 'backbone') return VC_CHANGE_REFUSALS.burstNotBackbone;
  if ((NON_BURSTABLE_LONGHAUL_TYPES as readonly string[]).includes(record.vc.longhaulType)) {
    return VC_CHANGE_REFUSALS.burstUsage;
  }
  return VC_CHANGE_REFUSALS.burstFlex;
}

/** `POST /v2/services/{id}/burst`: the burst replaces any burst; the network reconfigures the circuit. */
export async function addBurst(deps: VcDeps, caller: Caller, circuitId: string, burstMbps: number): Promise<string> {
  const row = await runVcChange(deps, caller, {
    circuitId,
    action: 'vc.burst.add',
    operation: 'modify',
    extra: { burst_speed: burstMbps },
    prepare: (record) => {
      const refusal = burstRefusal(record, caller.actor.customerId);
      if (refusal) throw stateConflict('id', refusal);
      assertSettled(record.vc);
      const limit = portLimitMbps(record);
      if (parseSpeedMbps(record.vc.speed) + burstMbps > limit.mbps && limit.port) {
        throw invalidField('speed', speedAbovePortMessage(limit.port));
      }
      return { burstSpeedMbps: burstMbps };
    },
  });
  return `A burst of ${speedText(burstMbps)} is being added to ${row.circuitId}.`;
}

/** `DELETE /v2/services/{id}/burst`: back to the contracted speed. */
export async function removeBurst(deps: VcDeps, caller: Caller, circuitId: string): Promise<string> {
  const row = await runVcChange(deps, caller, {
    circuitId,
    action: 'vc.burst.remove',
    operation: 'modify',
    prepare: (record) => {
      if (record.vc.burstSpeedMbps <= 0) throw stateConflict('id', NO_BURST_MESSAGE);
      assertSettled(record.vc);
      return { burstSpeedMbps: 0 };
    },
  });
  return `The burst of ${row.circuitId} is being removed.`;
}

/** `GET /v2.1/services/{id}/status`: the network's status object of the latest workflow. */
export async function vcStatus(deps: VcDeps, customerId: string, circuitId: string): Promise<NetworkStatus> {
  const record = await findVcRecord(deps.db, customerId, circuitId);
  if (!record) throw notFound(VC_NOT_FOUND);
  const status = await deps.network.status(deps.db, refOf(record.vc));
  if (!status) throw notFound(VC_NOT_FOUND);
  return status;
}

/** The monthly price of a VC with another speed or term (its class and bandwidth type stay), or undefined. */
function priceOf(vc: VcRow, change: { speed?: string; term?: number } = {}) {
  return priceFor({
    productType: 'backbone',
    speed: change.speed ?? vc.speed,
    term: change.term ?? vc.subscriptionTerm,
    serviceClass: vc.serviceClass,
    bandwidthType: vc.longhaulType,
  });
}

/** `GET /v2/services/{id}/upgrade/options`: the speeds the ports carry and the longer terms, each priced. */
export async function upgradeOptions(deps: VcDeps, customerId: string, circuitId: string): Promise<UpgradeOptions> {
  const record = await findVcRecord(deps.db, customerId, circuitId);
  if (!record) throw notFound(VC_NOT_FOUND);
  const { vc } = record;
  const facts = ruleFactsOf(record);
  const limit = portLimitMbps(record);
  // A circuit on flex bandwidth may grow by what its pool has left.
  const pool = vc.flexBandwidthId ? await findPoolRecord(deps.db, customerId, vc.flexBandwidthId) : null;
  const poolLimit = pool ? pool.pool.capacityMbps - pool.usedMbps + parseSpeedMbps(vc.speed) : Number.POSITIVE_INFINITY;
  const fits = (speed: string) => parseSpeedMbps(speed) <= Math.min(limit.mbps, poolLimit);
  const speeds = VC_SPEEDS.filter(fits).flatMap((speed) => {
    const price = priceOf(vc, { speed });
    return price ? [{ speed, mrc: price.mrc, is_current: speed === vc.speed }] : [];
  });
  const terms = SUBSCRIPTION_TERMS.filter(
    (term) => term >= vc.subscriptionTerm && (vc.flexBandwidthId === null || term === vc.subscriptionTerm),
  ).flatMap((term) => {
    const price = priceOf(vc, { term });
    return price ? [{ subscription_term: term, mrc: price.mrc }] : [];
  });
  const canBurst = canBurstVc(facts, customerId);
  const headroom = Number.isFinite(limit.mbps) ? limit.mbps - parseSpeedMbps(vc.speed) : 100_000;
  return {
    vc_circuit_id: vc.circuitId,
    current_speed: vc.speed,
    current_subscription_term: vc.subscriptionTerm,
    speeds,
    subscription_terms: terms,
    max_burst_mbps: canBurst ? Math.max(0, Math.floor(headroom / 100) * 100) : 0,
    can_burst: canBurst,
    can_upgrade: canUpgradeVc(facts, customerId),
  };
}

/** The checked new plan of a modify: speed and term, priced, or a 400 naming the field. */
function plannedChange(record: VcRecord, customerId: string, body: BillingModifyRequest) {
  const { vc } = record;
  if (!canUpgradeVc(ruleFactsOf(record), customerId)) throw stateConflict('id', VC_CHANGE_REFUSALS.upgrade);
  const speed = body.speed ?? vc.speed;
  const term = body.subscription_term ?? vc.subscriptionTerm;
  if (term !== vc.subscriptionTerm && vc.flexBandwidthId) throw invalidField('subscription_term', FLEX_TERM_MESSAGE);
  if (term < vc.subscriptionTerm) throw invalidField('subscription_term', TERM_SHORTER_MESSAGE);
  if (speed === vc.speed && term === vc.subscriptionTerm) throw invalidField('speed', SAME_PLAN_MESSAGE);
  const limit = portLimitMbps(record);
  if (parseSpeedMbps(speed) + vc.burstSpeedMbps > limit.mbps && limit.port) {
    throw invalidField('speed', speedAbovePortMessage(limit.port));
  }
  const current = priceOf(vc);
  const proposed = priceOf(vc, { speed, term });
  if (!proposed || !current) throw invalidField('subscription_term', 'This circuit is not sold with that term.');
  return { speed, term, current, proposed };
}

/** `POST /v2/billing/services/{id}/modify/preview`: the charges now and after the change, and the difference. */
export async function previewModify(
  deps: VcDeps,
  customerId: string,
  circuitId: string,
  body: BillingModifyRequest,
): Promise<BillingModifyPreview> {
  const record = await findVcRecord(deps.db, customerId, circuitId);
  if (!record) throw notFound(VC_NOT_FOUND);
  const { vc } = record;
  const plan = plannedChange(record, customerId, body);
  const serviceClass = vc.serviceClass;
  return modifyPreviewOf(
    vc.circuitId,
    { speed: vc.speed, subscriptionTerm: vc.subscriptionTerm, serviceClass, price: plan.current },
    { speed: plan.speed, subscriptionTerm: plan.term, serviceClass, price: plan.proposed },
  );
}

/**
 * `POST /v2/billing/services/{id}/modify`: a longer term applies at once; a new speed is configured by the
 * network (a modify workflow on a settled circuit).
 */
export async function modifyVc(
  deps: VcDeps,
  caller: Caller,
  circuitId: string,
  body: BillingModifyRequest,
): Promise<string> {
  const row = await runVcChange(deps, caller, {
    circuitId,
    action: 'vc.modify',
    extra: { speed: body.speed, subscription_term: body.subscription_term },
    prepare: async (record, tx) => {
      const plan = plannedChange(record, caller.actor.customerId, body);
      if (plan.speed !== record.vc.speed) assertSettled(record.vc);
      const poolId = record.vc.flexBandwidthId;
      if (poolId && plan.speed !== record.vc.speed) {
        // The new speed comes out of the pool, locked after the circuit, less what the circuit draws already.
        await drawFromPool(tx, caller.actor.customerId, {
          poolId,
          speed: plan.speed,
          field: 'speed',
          excludeMbps: currentSpeedMbps(record.vc),
        });
      }
      return { speed: plan.speed, subscriptionTerm: plan.term };
    },
    operation: (changes, record) => (changes.speed !== record.vc.speed ? 'modify' : undefined),
  });
  return `${row.circuitId} now runs at ${row.speed} on a ${row.subscriptionTerm}-month term.`;
}

export { VC_DELETE_REFUSALS };
