import { parseSpeedMbps } from '@portal/domain';
import type { NetworkDriver, NetworkObjectType, WorkflowStepUpdate } from '../network-driver.js';
import { stopObjectTelemetry, type TrackedInterface, trackInterface } from './collector.js';

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
 * point-to-point also `<id>/<port circuit id>` per interface (`details.interfaces`); for a cloud-router
 * connection also `<id>:ipsec` and `<id>:nat` when `details.is_ipsec` / `details.has_nat`.
 */
export function telemetryIdsOf(update: Pick<WorkflowStepUpdate, 'ref' | 'details'>): string[] {
  const { ref, details } = update;
  const ids = [ref.objectId];
  if (ref.objectType === 'vc' || ref.objectType === 'ptp') {
    ids.push(...texts(details.interfaces).map((port) => `${ref.objectId}/${port}`));
  }
  if (ref.objectType === 'cr_connection') {
    if (details.is_ipsec === true) ids.push(`${ref.objectId}:ipsec`);
    if (details.has_nat === true) ids.push(`${ref.objectId}:nat`);
  }
  return ids;
}

/**
 * The network starts measuring an object when its provisioning completes (it needs `details.speed`) and stops
 * when its deletion completes. Runs in the step's transaction, like every hook.
 */
export function registerTelemetryHooks(network: NetworkDriver): void {
  for (const objectType of MEASURED_TYPES) {
    network.onStep(objectType, async (tx, update) => {
      if (!update.isFinal || update.failureReason) return;
      if (update.operation === 'deprovision') {
        await stopObjectTelemetry(tx, update.ref.customerId, update.ref.objectId);
        return;
      }
      const speedMbps = typeof update.details.speed === 'string' ? parseSpeedMbps(update.details.speed) : 0;
      if (update.operation !== 'provision' || speedMbps <= 0) return;
      const media = typeof update.details.media === 'string' ? update.details.media : null;
      for (const [index, telemetryId] of telemetryIdsOf(update).entries()) {
        const iface: TrackedInterface = {
          telemetryId,
          customerId: update.ref.customerId,
          objectId: update.ref.objectId,
          speedMbps,
          media,
          hasOptics: index === 0 && WITH_OPTICS.includes(objectType),
        };
        await trackInterface(tx, iface);
      }
    });
  }
}
