import { parseSpeedMbps } from '@portal/domain';
import type { Transaction } from '../../db/client.js';
import { LINK_DISABLED, LINK_UP, type LinkState, recordLinkChange } from '../link-state.js';
import type { NetworkDriver, NetworkObjectType, WorkflowStepUpdate } from '../network-driver.js';
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
/** Physical interfaces report optics. */
const WITH_OPTICS: readonly NetworkObjectType[] = ['port', 'lag', 'ptp', 'cloud_connection'];

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The telemetry ids of an object (the convention the metric endpoints read): the object's own id; for a VC or a
 * point-to-point also `<id>/<port circuit id>` per interface (`details.interfaces`); for a point-to-point also the
 * port the provider built at each end, by its own id (its port view, optics included); for a cloud-router
 * connection also `<id>:ipsec` and `<id>:nat` when `details.is_ipsec` / `details.has_nat`.
 */
export function telemetryIdsOf(update: Pick<WorkflowStepUpdate, 'ref' | 'details'>): string[] {
  const { ref, details } = update;
  const ids = [ref.objectId];
  if (ref.objectType === 'vc' || ref.objectType === 'ptp') {
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

/**
 * The network starts measuring an object when its provisioning completes (it needs `details.speed`), measures it
 * at its new speed once a change of speed completes (a burst, an upgrade), and stops when its deletion completes; a port's or LAG's link follows its workflows. Runs in the step's transaction, like
 * every hook.
 */
export function registerTelemetryHooks(network: NetworkDriver): void {
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
      if (update.operation !== 'provision' || speedMbps <= 0) return;
      const media = typeof update.details.media === 'string' ? update.details.media : null;
      for (const [index, telemetryId] of telemetryIdsOf(update).entries()) {
        const iface: TrackedInterface = {
          telemetryId,
          customerId: update.ref.customerId,
          objectId: update.ref.objectId,
          speedMbps,
          media,
          // A point-to-point's optics are its end ports'; everything else's its own.
          hasOptics:
            WITH_OPTICS.includes(objectType) &&
            (objectType === 'ptp' ? texts(update.details.interfaces).includes(telemetryId) : index === 0),
          linkIds: linkIdsOf(update),
        };
        await trackInterface(tx, iface);
      }
    });
  }
}
