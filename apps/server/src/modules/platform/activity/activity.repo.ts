import { type AnyColumn, and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
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
  actorName: string | null;
  impersonatorLogin: string | null;
  impersonatorName: string | null;
};

/** Which entries to read: one object's (a details page's history tab), or the log's filters. */
export interface ActivityFilter {
  object_id?: string | undefined;
  object_type?: string | undefined;
  object?: string | undefined;
  user?: string | undefined;
  event?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** LIKE's own characters taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A user's name as people read it: first and last name, the login when both are empty. */
const nameOf = (user: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${user.firstName}, ${user.lastName})), '')`;

/** The user filter: entries the user made, or made on the customer's behalf. */
function byUser(login: string): SQL {
  const match = sql`(select ${users.id} from ${users} where lower(${users.login}) = lower(${login}))`;
  return sql`(${activityLog.actorUserId} in ${match} or ${activityLog.impersonatorUserId} in ${match})`;
}

/** The event filter: one code (`port.disable`), or every code of an area (`port` → `port.*`). */
function byEvent(event: string): SQL {
  if (event.includes('.')) return eq(activityLog.action, event);
  return sql`${activityLog.action} like ${`${likeLiteral(event)}.%`}`;
}

/** The customer's entries (tenancy first), narrowed by the filters asked for. */
function activityWhere(customerId: string, filter: ActivityFilter): SQL | undefined {
  return and(
    eq(activityLog.customerId, customerId),
    filter.object_id === undefined ? undefined : eq(activityLog.objectId, filter.object_id),
    filter.object_type === undefined ? undefined : eq(activityLog.objectType, filter.object_type),
    filter.object === undefined ? undefined : ilike(activityLog.objectId, `%${likeLiteral(filter.object)}%`),
    filter.user === undefined ? undefined : byUser(filter.user),
    filter.event === undefined ? undefined : byEvent(filter.event),
    filter.from === undefined ? undefined : gte(activityLog.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(activityLog.createdAt, filter.to),
  );
}

/** The customer's entries, newest first, a page at a time, with the logins and names of the actor and impersonator. */
export async function listActivity(
  db: Executor,
  customerId: string,
  page: { limit: number; offset: number } & ActivityFilter,
): Promise<ActivityRow[]> {
  const actor = alias(users, 'actor');
  const impersonator = alias(users, 'impersonator');
  const rows = await db
    .select({
      entry: activityLog,
      actorLogin: actor.login,
      actorName: nameOf(actor),
      impersonatorLogin: impersonator.login,
      impersonatorName: nameOf(impersonator),
    })
    .from(activityLog)
    .leftJoin(actor, eq(actor.id, activityLog.actorUserId))
    .leftJoin(impersonator, eq(impersonator.id, activityLog.impersonatorUserId))
    .where(activityWhere(customerId, page))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    ...row.entry,
    actorLogin: row.actorLogin,
    actorName: row.actorName,
    impersonatorLogin: row.impersonatorLogin,
    impersonatorName: row.impersonatorName,
  }));
}

export async function countActivity(db: Executor, customerId: string, filter: ActivityFilter = {}): Promise<number> {
  const [row] = await db.select({ total: count() }).from(activityLog).where(activityWhere(customerId, filter));
  return row?.total ?? 0;
}

/** Everyone who acted in the customer's log (themselves or on its behalf), by name. */
export async function listActivityUsers(db: Executor, customerId: string): Promise<{ login: string; name: string }[]> {
  const involved = sql`(
    select ${activityLog.actorUserId} from ${activityLog} where ${activityLog.customerId} = ${customerId}
    union
    select ${activityLog.impersonatorUserId} from ${activityLog} where ${activityLog.customerId} = ${customerId}
  )`;
  const rows = await db
    .select({ login: users.login, name: nameOf(users) })
    .from(users)
    .where(sql`${users.id} in ${involved}`)
    .orderBy(sql`lower(concat_ws(' ', ${users.firstName}, ${users.lastName}, ${users.login}))`);
  return rows.map((row) => ({ login: row.login, name: row.name ?? row.login }));
}
