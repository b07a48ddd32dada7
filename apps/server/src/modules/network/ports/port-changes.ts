import type { Executor } from '../../../db/client.js';
import type { RelatedService } from '../../../db/schema/index.js';
import type { Actor } from '../../../http/actor.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { type InventoryEntry, upsertCircuit } from '../../platform/inventory/inventory.repo.js';
import { summaryOf } from './port-view.js';
import type { PortRow } from './ports.repo.js';

/** Who asks for a change and from where: what every activity-log entry records. */
export interface Caller {
  actor: Actor;
  meta: RequestMeta;
}

/**
 * The object type of ports and LAGs in activity entries and live events: the web keys a port's and a LAG's queries
 * `['port', circuitId]` (both are read through `/v2/ports/{id}`), so one type refreshes both.
 */
export const PORT_OBJECT_TYPE = 'port';

/** The inventory row of a port or LAG (spec 4 summary); a member names its LAG as parent and related service. */
export function inventoryEntryOf(row: PortRow): InventoryEntry {
  const relatedServices: RelatedService[] = row.lagId ? [{ circuit_id: row.lagId, service_type: 'lag' }] : [];
  return {
    circuitId: row.circuitId,
    customerId: row.customerId,
    serviceType: row.isLag ? 'lag' : 'port',
    name: row.description,
    description: [row.pop, row.zone, row.speed, row.media, row.poNumber ?? ''].join(' ').trim(),
    parentCircuitId: row.lagId,
    relatedServices,
    state: row.state,
    summary: summaryOf(row),
    pop: row.pop,
  };
}

/** Keeps the inventory row in step with the port row, in the same transaction. */
export async function syncInventory(tx: Executor, row: PortRow): Promise<void> {
  await upsertCircuit(tx, inventoryEntryOf(row));
}

/** The activity-log entry of a change to a port or LAG (and so its live event), in the change's transaction. */
export async function recordPortActivity(
  tx: Executor,
  caller: Caller,
  entry: { action: string; circuitId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await recordActivity(tx, {
    customerId: caller.actor.customerId,
    actorUserId: caller.actor.userId,
    action: entry.action,
    objectType: PORT_OBJECT_TYPE,
    objectId: entry.circuitId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: caller.meta.ipAddress,
    requestId: caller.meta.requestId,
  });
}
