import { and, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { userTokens } from '../../../db/schema/index.js';

export type UserTokenKind = (typeof userTokens.$inferSelect)['kind'];
export type UserTokenRow = typeof userTokens.$inferSelect;

/** Issues a token of a kind; the earlier unused tokens of that kind stop working (only the newest link works). */
export async function issueUserToken(
  db: Executor,
  values: { userId: string; kind: UserTokenKind; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, values.userId), eq(userTokens.kind, values.kind), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values(values);
}

/**
 * Uses a live token: marks it used and answers it, or null when it is unknown, used or expired. The update is
 * the check, so two requests with one token cannot both succeed.
 */
export async function consumeUserToken(
  db: Executor,
  kind: UserTokenKind,
  tokenHash: string,
  now: Date,
): Promise<UserTokenRow | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Until when each user's pending password reset link works (a link asked for and not used yet), by user id; users
 * with none are absent. Wire reference 3.1 `reset_password_before`.
 */
export async function pendingPasswordResets(
  db: Executor,
  userIds: string[],
  now = new Date(),
): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userTokens.userId, until: max(userTokens.expiresAt) })
    .from(userTokens)
    .where(
      and(
        inArray(userTokens.userId, userIds),
        eq(userTokens.kind, 'password_reset'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .groupBy(userTokens.userId);
  return new Map(rows.flatMap((row) => (row.until ? [[row.userId, row.until] as const] : [])));
}
