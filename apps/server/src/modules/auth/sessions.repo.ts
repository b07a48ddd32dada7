import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { customers, sessions, users } from '../../db/schema/index.js';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

export interface SessionWithOwner {
  session: SessionRow;
  user: UserRow;
  customer: CustomerRow;
}

export async function insertSession(
  db: Executor,
  values: { userId: string; tokenHash: string; ipAddress: string; userAgent: string; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** A live session (not revoked, not expired) with its user and the user's company. */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date): Promise<SessionWithOwner | null> {
  const [row] = await db
    .select({ session: sessions, user: users, customer: customers })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Last-seen is refreshed at most once a minute, so reads do not turn every request into a write. */
export async function touchSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, sql`${now}::timestamptz - interval '1 minute'`)));
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}
