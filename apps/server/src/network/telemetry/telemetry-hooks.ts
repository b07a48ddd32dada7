import { CLOUD_PROVIDERS, type CloudProvider, parseSpeedMbps } from '@portal/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CloudProviderDriver, ProviderSideState } from '../../clouds/cloud-provider-driver.js';
import type { Executor, Transaction } from '../../db/client.js';
import { networkWorkflows, telemetryInterfaces } from '../../db/schema/index.js';
import { LINK_DISABLED, LINK_UP, type LinkState, recordLinkChange } from '../link-state.js';
import type { NetworkDriver, NetworkObjectRef, NetworkObjectType, WorkflowStepUpdate } from '../network-driver.js';
import { setObjectTelemetrySpeed, stopObjectTelemetry, type TrackedInterface, trackInterface } from './collector.js';

/** The kinds of object with traffic to measure; cloud routers, BGP sessions and cross connects have none. */
const MEASURED_TYPES: readonly NetworkObjectType[] = [
  'port',
  'lag',
  'vc',
  'ptp',
  'cloud_connection',
  'cr_connection',
  'hpi',
];
/** Physical interfaces report optics (a hosted cloud connection, a VLAN on the customer's port, has none). */
const WITH_OPTICS: readonly NetworkObjectType[] = ['port', 'lag', 'ptp', 'cloud_connection'];

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * A hosted cloud connection: a cloud connection on the customer's port (`details.interfaces`, a VLAN of it); a
 * dedicated one is a port of its own and names none.
 */
function isHostedCloud(update: Pick<WorkflowStepUpdate, 'ref' | 'details'>): boolean {
  return update.ref.objectType === 'cloud_connection' && texts(update.details.interfaces).length > 0;
}

/**
 * The telemetry ids of an object (the convention the metric endpoints read): the object's own id; for a VC, a
 * point-to-point or a hosted cloud connection also `<id>/<port circuit id>` per interface (`details.interfaces`:
 * its traffic at that port, what a VC's stats and a hosted connection's stats-vc read); for a point-to-point also
 * the port the provider built at each end, by its own id (its port view, optics included); for a cloud-router
 * connection also `<id>:ipsec` and `<id>:nat` when `details.is_ipsec` / `details.has_nat`.
 */
export function telemetryIdsOf(update: Pick<WorkflowStepUpdate, 'ref' | 'details'>): string[] {
  const { ref, details } = update;
  const ids = [ref.objectId];
  if (ref.objectType === 'vc' || ref.objectType === 'ptp' || isHostedCloud(update)) {
    ids.push(...texts(details.interfaces).map((port) => `${ref.objectId}/${port}`));
  }
  if (ref.objectType === 'ptp') ids.push(...texts(details.interfaces));
  if (ref.objectType === 'cr_connection') {
    if (details.is_ipsec === true) ids.push(`${ref.objectId}:ipsec`);
    if (details.has_nat === true) ids.push(`${ref.objectId}:nat`);
  }
  return ids;
}

/**
 * The speed an object runs at, from its workflow's details: `speed_mbps` when given (a burst makes 1.5 Gbps, which
 * no speed text of the catalogue spells), else the `speed` text.
 */
function speedOf(details: Record<string, unknown>): number {
  if (typeof details.speed_mbps === 'number' && Number.isFinite(details.speed_mbps)) return details.speed_mbps;
  return typeof details.speed === 'string' ? parseSpeedMbps(details.speed) : 0;
}

/** Objects that are customer links themselves: their traffic crosses their own link. */
const LINKS: readonly NetworkObjectType[] = ['port', 'lag'];

/**
 * The customer links an object's traffic crosses: a port or LAG its own; a VC, point-to-point or cloud connection
 * the ports named in `details.interfaces` (its ends); anything else none (it rides on the provider's links).
 */
export function linkIdsOf(update: Pick<WorkflowStepUpdate, 'ref' | 'details'>): string[] {
  if (LINKS.includes(update.ref.objectType)) return [update.ref.objectId];
  return texts(update.details.interfaces);
}

/** How a finished operation leaves a port's or LAG's link (wire reference 3.3: disable sets admin down). */
const LINK_AFTER: Partial<Record<WorkflowStepUpdate['operation'], LinkState>> = {
  provision: LINK_UP,
  enable: LINK_UP,
  disable: LINK_DISABLED,
  deprovision: LINK_DISABLED,
};

/**
 * The network records a link going up or down when a port's or LAG's workflow completes: its telemetry, device
 * info and router logs read that record.
 */
async function recordLinkOf(tx: Transaction, update: WorkflowStepUpdate): Promise<void> {
  const link = LINK_AFTER[update.operation];
  if (!link || !LINKS.includes(update.ref.objectType)) return;
  await recordLinkChange(tx, update.ref.customerId, { ...link, linkId: update.ref.objectId, at: new Date() });
}

/** Starts measuring every interface of an object at the speed and on the links its workflow's details name. */
async function measureObject(tx: Executor, update: Pick<WorkflowStepUpdate, 'ref' | 'details'>): Promise<void> {
  const { ref, details } = update;
  const speedMbps = speedOf(details);
  if (speedMbps <= 0) return;
  const media = typeof details.media === 'string' ? details.media : null;
  for (const [index, telemetryId] of telemetryIdsOf(update).entries()) {
    const iface: TrackedInterface = {
      telemetryId,
      customerId: ref.customerId,
      objectId: ref.objectId,
      speedMbps,
      media,
      // A point-to-point's optics are its end ports'; a hosted cloud connection's are its port's; everything
      // else's its own.
      hasOptics:
        WITH_OPTICS.includes(ref.objectType) &&
        !isHostedCloud(update) &&
        (ref.objectType === 'ptp' ? texts(details.interfaces).includes(telemetryId) : index === 0),
      linkIds: linkIdsOf(update),
    };
    await trackInterface(tx, iface);
  }
}

const isCloudProvider = (value: unknown): value is CloudProvider =>
  typeof value === 'string' && (CLOUD_PROVIDERS as readonly string[]).includes(value);

/**
 * A connection to a cloud on the cloud's shared port, which carries traffic only once the cloud's side is up: a hosted
 * cloud connection, or a cloud router's connection to a cloud (`details.provider`; its others, IPsec and the
 * customer's own ports, have no cloud's side).
 */
function isCloudSided(update: Pick<WorkflowStepUpdate, 'ref' | 'details'>): boolean {
  return (
    isHostedCloud(update) || (update.ref.objectType === 'cr_connection' && isCloudProvider(update.details.provider))
  );
}

/**
 * Whether the cloud's side of a connection is up (AWS: accepted by the customer, and brought up). A connection the
 * cloud was never told of has nothing to wait for.
 */
async function isCloudSideUp(tx: Executor, clouds: CloudProviderDriver, update: WorkflowStepUpdate): Promise<boolean> {
  const provider = update.details.provider;
  if (!isCloudProvider(provider)) return true;
  const { customerId, objectId } = update.ref;
  const cloudSide = await clouds.providerState(tx, {
    connectionId: objectId,
    customerId,
    provider,
    portType: 'hosted',
  });
  return cloudSide === null || cloudSide.state === 'available';
}

/**
 * The network's part of a cloud connection when it is done: its latest workflow if that finished a provision or a
 * change (whose details carry the speed and the port), else null (still being built, failed, or deleted). The row is
 * locked as a workflow step locks it, so a step finishing at the same moment waits, then sees the cloud's side.
 */
async function finishedNetworkPart(tx: Executor, ref: NetworkObjectRef) {
  const [latest] = await tx
    .select({ operation: networkWorkflows.operation, state: networkWorkflows.state, details: networkWorkflows.details })
    .from(networkWorkflows)
    .where(
      and(
        eq(networkWorkflows.customerId, ref.customerId),
        eq(networkWorkflows.objectType, ref.objectType),
        eq(networkWorkflows.objectId, ref.objectId),
      ),
    )
    .orderBy(desc(networkWorkflows.createdAt))
    .limit(1)
    .for('update');
  if (latest?.state !== 'COMPLETE') return null;
  return latest.operation === 'provision' || latest.operation === 'modify' ? latest.details : null;
}

async function isMeasured(tx: Executor, ref: NetworkObjectRef): Promise<boolean> {
  const [row] = await tx
    .select({ telemetryId: telemetryInterfaces.telemetryId })
    .from(telemetryInterfaces)
    .where(
      and(
        eq(telemetryInterfaces.customerId, ref.customerId),
        eq(telemetryInterfaces.objectId, ref.objectId),
        isNull(telemetryInterfaces.stoppedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The kinds of object the cloud's shared port ends: a hosted connection, or a cloud router's connection to a cloud. */
const CLOUD_SIDED_TYPES = ['cloud_connection', 'cr_connection'] as const;

/**
 * A hosted connection or a cloud router's connection to a cloud whose cloud side comes up after the network's part
 * was done (an AWS connection the customer accepted later) starts being measured then; one already measured (a cloud
 * side back up after a change) keeps its interfaces as they are.
 */
async function measureWhenCloudSideUp(tx: Transaction, cloudSide: ProviderSideState): Promise<void> {
  if (cloudSide.state !== 'available') return;
  for (const objectType of CLOUD_SIDED_TYPES) {
    const ref: NetworkObjectRef = {
      objectType,
      objectId: cloudSide.ref.connectionId,
      customerId: cloudSide.ref.customerId,
    };
    const details = await finishedNetworkPart(tx, ref);
    if (details === null) continue;
    if (await isMeasured(tx, ref)) return;
    // A hosted connection's change of speed names no provider: the cloud's word is enough here.
    const isCloudConnection = objectType === 'cr_connection' || isHostedCloud({ ref, details });
    if (isCloudConnection) await measureObject(tx, { ref, details });
    return;
  }
}

/**
 * The network starts measuring an object when its provisioning completes (it needs `details.speed`), measures it at its
 * new speed once a change of speed completes (a burst, an upgrade), and stops when its deletion completes; a port's or
 * LAG's link follows its workflows. A hosted cloud connection, and a cloud router's connection to a cloud, is measured
 * from when it is active: its network part done and the cloud's side up, whichever comes last. Runs in the step's (or
 * the cloud change's) transaction, like every hook.
 */
export function registerTelemetryHooks(network: NetworkDriver, clouds: CloudProviderDriver): void {
  for (const objectType of MEASURED_TYPES) {
    network.onStep(objectType, async (tx, update) => {
      if (!update.isFinal || update.failureReason) return;
      await recordLinkOf(tx, update);
      if (update.operation === 'deprovision') {
        await stopObjectTelemetry(tx, update.ref.customerId, update.ref.objectId);
        return;
      }
      const speedMbps = speedOf(update.details);
      if (update.operation === 'modify' && speedMbps > 0) {
        await setObjectTelemetrySpeed(tx, update.ref.customerId, update.ref.objectId, speedMbps);
        return;
      }
      if (update.operation !== 'provision') return;
      if (isCloudSided(update) && !(await isCloudSideUp(tx, clouds, update))) return;
      await measureObject(tx, update);
    });
  }
  clouds.onProviderState('hosted', measureWhenCloudSideUp);
}
