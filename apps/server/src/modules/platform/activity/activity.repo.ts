import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import { activityLog, users } from '../../../db/schema/index.js';
import { publishActivityRecorded } from '../../../events/activity-events.js';

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

/**
 * An actor who belongs to another company than the entry's acted on its behalf (a reseller or provider staff):
 * the entry names them as the impersonator too, so the log shows "on behalf of" without every caller saying so.
 */
function actingOnBehalf(entry: ActivityEntry): SQL | null {
  if (!entry.actorUserId) return null;
  return sql`(select ${users.id} from ${users} where ${users.id} = ${entry.actorUserId} and ${users.customerId} <> ${entry.customerId})`;
}

/** ARCHITECTURE rule 6: called inside the transaction of the change it records. */
export async function recordActivity(db: Executor, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    customerId: entry.customerId,
    actorUserId: entry.actorUserId,
    impersonatorUserId: entry.impersonatorUserId ?? actingOnBehalf(entry),
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: entry.ipAddress ?? '',
    requestId: entry.requestId ?? '',
  });
  // Every entry is also a live event for the customer's open browsers, delivered when the transaction commits.
  await publishActivityRecorded(db, entry);
}

export type ActivityRow = typeof activityLog.$inferSelect & {
  actorLogin: string | null;
  impersonatorLogin: string | null;
};

/** Which entries to read: one object's (a details page's history tab) or all of the customer's. */
export interface ActivityFilter {
  object_id?: string;
  object_type?: string;
}

/** The customer's entries (tenancy first), narrowed to one object or kind of object when asked. */
function activityWhere(customerId: string, filter: ActivityFilter): SQL | undefined {
  return and(
    eq(activityLog.customerId, customerId),
    filter.object_id === undefined ? undefined : eq(activityLog.objectId, filter.object_id),
    filter.object_type === undefined ? undefined : eq(activityLog.objectType, filter.object_type),
  );
}

/** The customer's entries, newest first, a page at a time, with the logins of the actor and the impersonator. */
export async function listActivity(
  db: Executor,
  customerId: string,
  page: { limit: number; offset: number } & ActivityFilter,
): Promise<ActivityRow[]> {
  const actor = alias(users, 'actor');
  const impersonator = alias(users, 'impersonator');
  const rows = await db
    .select({ entry: activityLog, actorLogin: actor.login, impersonatorLogin: impersonator.login })
    .from(activityLog)
    .leftJoin(actor, eq(actor.id, activityLog.actorUserId))
    .leftJoin(impersonator, eq(impersonator.id, activityLog.impersonatorUserId))
    .where(activityWhere(customerId, page))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row.entry, actorLogin: row.actorLogin, impersonatorLogin: row.impersonatorLogin }));
}

export async function countActivity(db: Executor, customerId: string, filter: ActivityFilter = {}): Promise<number> {
  const [row] = await db.select({ total: count() }).from(activityLog).where(activityWhere(customerId, filter));
  return row?.total ?? 0;
}
