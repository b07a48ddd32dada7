import type { Executor } from '../../../db/client.js';
import type { Caller } from '../../network/ports/port-changes.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { type InventoryEntry, upsertCircuit } from '../../platform/inventory/inventory.repo.js';
import { findHostedRecord, type HostedRecord } from './hosted.repo.js';
import { hostedSummaryOf, withoutSecrets } from './hosted-view.js';

/** The object type of hosted connections in activity entries and live events (the web keys `['hosted-cloud', id]`). */
export const HOSTED_OBJECT_TYPE = 'hosted-cloud';

/** The inventory row of a hosted connection (spec 4 summary; deleting counts as provisioning there). */
export function inventoryEntryOf(record: HostedRecord): InventoryEntry {
  const { cloud } = record;
  const summary = hostedSummaryOf(cloud.state);
  const vlan = record.vlans.map((item) => item.vlan).join('/');
  return {
    circuitId: cloud.circuitId,
    customerId: cloud.customerId,
    serviceType: 'cloud-hosted',
    name: cloud.description,
    description: [
      `Hosted ${cloud.provider}`,
      cloud.region,
      cloud.speed,
      `VLAN ${vlan} on ${cloud.portCircuitId}`,
      cloud.poNumber ?? '',
    ]
      .join(' ')
      .trim(),
    relatedServices: [{ circuit_id: cloud.portCircuitId, service_type: record.port.isLag ? 'lag' : 'port' }],
    state: cloud.state,
    summary: summary === 'deleting' ? 'provisioning' : summary,
    pop: record.port.pop,
  };
}

/** Keeps the inventory row in step with the connection, in the same transaction. */
export async function syncHostedInventory(tx: Executor, customerId: string, circuitId: string): Promise<void> {
  const record = await findHostedRecord(tx, customerId, circuitId);
  if (!record) return;
  await upsertCircuit(tx, inventoryEntryOf(record));
}

/** The activity-log entry of a change to a hosted connection (and so its live event), in the change's transaction. */
export async function recordHostedActivity(
  tx: Executor,
  caller: Caller,
  entry: { action: string; circuitId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await recordActivity(tx, {
    customerId: caller.actor.customerId,
    actorUserId: caller.actor.userId,
    action: entry.action,
    objectType: HOSTED_OBJECT_TYPE,
    objectId: entry.circuitId,
    before: withoutSecrets(entry.before ?? null),
    after: withoutSecrets(entry.after ?? null),
    ipAddress: caller.meta.ipAddress,
    requestId: caller.meta.requestId,
  });
}
