import { and, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { loginFailures } from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';

/** Failed attempts are counted over 15 minutes: 5 lock the account, 30 from one address lock the address. */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 30 } as const;

/** The account key of an attempt: the user's id when the login named a user, else the login as typed. */
export function accountKeyFor(userId: string | null, typedLogin: string): string {
  return userId ?? `login:${typedLogin.trim().toLowerCase()}`;
}

export function lockedMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** When the limit-th most recent failure leaves the window, or null while under the limit. */
async function unlockTime(
  db: Executor,
  column: typeof loginFailures.accountKey | typeof loginFailures.ipAddress,
  value: string,
  limit: number,
  now: Date,
): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.createdAt, new Date(now.getTime() - LOGIN_LIMITS.windowMs))))
    .orderBy(desc(loginFailures.createdAt))
    .limit(limit);
  const oldestCounted = rows.length >= limit ? rows[limit - 1] : undefined;
  return oldestCounted ? new Date(oldestCounted.createdAt.getTime() + LOGIN_LIMITS.windowMs) : null;
}

/** 429 while the address or the account has too many recent failures; attempts then are not even checked. */
export async function assertLoginAllowed(
  db: Executor,
  attempt: { accountKey: string; ipAddress: string },
  now: Date,
): Promise<void> {
  const unlocks = [
    await unlockTime(db, loginFailures.ipAddress, attempt.ipAddress, LOGIN_LIMITS.perAddress, now),
    await unlockTime(db, loginFailures.accountKey, attempt.accountKey, LOGIN_LIMITS.perAccount, now),
  ].filter((time): time is Date => time !== null && time > now);
  if (unlocks.length === 0) return;
  const waitMs = Math.max(...unlocks.map((time) => time.getTime())) - now.getTime();
  throw new AppError('login_locked', lockedMessage(waitMs), undefined, {
    'retry-after': String(Math.ceil(waitMs / 1000)),
  });
}

export async function recordLoginFailure(db: Executor, attempt: { accountKey: string; ipAddress: string }) {
  await db.insert(loginFailures).values(attempt);
}

/** A successful sign-in forgives the account's earlier failures (the address keeps its count). */
export async function clearAccountFailures(db: Executor, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}
