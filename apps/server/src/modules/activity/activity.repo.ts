import type { Executor } from '../../db/client.js';
import { activityLog } from '../../db/schema/index.js';

export interface ActivityEntry {
  customerId: string;
  actorUserId: string | null;
  impersonatorUserId?: string | null;
  action: string;
  objectType: string;
  objectId: string;
  before?: unknown;
  after?: unknown;
  ipAddress?: string;
  requestId?: string;
}

/** ARCHITECTURE rule 6: called inside the transaction of the change it records. */
export async function recordActivity(db: Executor, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    customerId: entry.customerId,
    actorUserId: entry.actorUserId,
    impersonatorUserId: entry.impersonatorUserId ?? null,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: entry.ipAddress ?? '',
    requestId: entry.requestId ?? '',
  });
}
