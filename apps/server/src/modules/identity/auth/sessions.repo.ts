import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { type customers, sessions, type users } from '../../../db/schema/index.js';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

export async function insertSession(
  db: Executor,
  values: {
    userId: string;
    tokenHash: string;
    ipAddress: string;
    userAgent: string;
    expiresAt: Date;
    isMfaPending?: boolean;
  },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
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

/** The user's live, fully signed-in sessions, most recently seen first. */
export async function listLiveUserSessions(db: Executor, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(sessions.isMfaPending, false),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Ends every live session of a user, but the one kept (the caller's own); answers how many ended. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  now: Date,
  keepSessionId: string | null = null,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends one live session of the user; null when the user has no such live session. */
export async function revokeUserSession(
  db: Executor,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<SessionRow | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning();
  return row ?? null;
}

/** The state of tracked sessions, in one query for all of them (the session tracker). */
export async function sessionStates(
  db: Executor,
  ids: readonly string[],
): Promise<{ id: string; revokedAt: Date | null; expiresAt: Date }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: sessions.id, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(inArray(sessions.id, [...ids]));
}
