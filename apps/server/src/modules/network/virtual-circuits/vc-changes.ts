import type { Executor } from '../../../db/client.js';
import type { RelatedService } from '../../../db/schema/index.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { type InventoryEntry, upsertCircuit } from '../../platform/inventory/inventory.repo.js';
import type { Caller } from '../ports/port-changes.js';
import { vcSummaryOf } from './vc-view.js';
import { findVcRecord, type VcRecord } from './vcs.repo.js';

/** The object type of VCs in activity entries and live events (the web keys a VC's queries `['vc', id]`). */
export const VC_OBJECT_TYPE = 'vc';

/** The inventory row of a VC (spec 4 summary): its ends' ports are its related services, its A end's PoP its place. */
export function inventoryEntryOf(record: VcRecord): InventoryEntry {
  const { vc } = record;
  const relatedServices: RelatedService[] = record.ends.map((end) => ({
    circuit_id: end.end.portCircuitId,
    service_type: end.port.isLag ? 'lag' : 'port',
  }));
  const pops = record.ends.map((end) => end.port.pop);
  return {
    circuitId: vc.circuitId,
    customerId: vc.customerId,
    serviceType: 'vc',
    name: vc.description,
    description: [vc.serviceClass, vc.mode.toUpperCase(), vc.speed, pops.join('-'), vc.poNumber ?? ''].join(' ').trim(),
    relatedServices,
    state: vc.state,
    summary: vcSummaryOf(record),
    pop: pops[0] ?? null,
  };
}

/** Keeps the inventory row in step with the VC, in the same transaction (read back with its ends). */
export async function syncVcInventory(tx: Executor, customerId: string, circuitId: string): Promise<void> {
  const record = await findVcRecord(tx, customerId, circuitId);
  if (!record) return;
  await upsertCircuit(tx, inventoryEntryOf(record));
}

/** The activity-log entry of a change to a VC (and so its live event), in the change's transaction. */
export async function recordVcActivity(
  tx: Executor,
  caller: Caller,
  entry: { action: string; circuitId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await recordActivity(tx, {
    customerId: caller.actor.customerId,
    actorUserId: caller.actor.userId,
    action: entry.action,
    objectType: VC_OBJECT_TYPE,
    objectId: entry.circuitId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: caller.meta.ipAddress,
    requestId: caller.meta.requestId,
  });
}
