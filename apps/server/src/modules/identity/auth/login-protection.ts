import { type BackoffPolicy, backoffDelay } from '@portal/domain';
import { and, count, eq, gt, max } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { LOGIN_FAILURE_MEMORY_MS, loginFailures } from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';

/**
 * Failed attempts are counted per (account, address) pair over a day: the first `freeFailures` cost nothing, then
 * each further one makes the pair wait `backoff` (30 s doubling to 15 minutes, no jitter, so the wait can be told
 * exactly) after its latest failure. One address guessing at one account slows only itself: the account's owner
 * elsewhere, and everyone else behind the same proxy address, sign in as before.
 */
export const LOGIN_PROTECTION = {
  freeFailures: 3,
  backoff: { baseMs: 30_000, maxMs: 15 * 60_000, jitter: 0 } satisfies BackoffPolicy,
  memoryMs: LOGIN_FAILURE_MEMORY_MS,
} as const;

/** One sign-in attempt: whose account (see `accountKeyFor`) from which address. */
export interface LoginAttempt {
  accountKey: string;
  ipAddress: string;
}

/** The account key of an attempt: the user's id when the login named a user, else the login as typed. */
export function accountKeyFor(userId: string | null, typedLogin: string): string {
  return userId ?? `login:${typedLogin.trim().toLowerCase()}`;
}

/** The wait of a pair after `failures` failures: none while they are free, then the exponential backoff. */
export function loginWaitMs(failures: number): number {
  if (failures < LOGIN_PROTECTION.freeFailures) return 0;
  return backoffDelay(failures - LOGIN_PROTECTION.freeFailures, LOGIN_PROTECTION.backoff);
}

export function lockedMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) {
    return `Too many failed login attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const pairOf = (attempt: LoginAttempt) =>
  and(eq(loginFailures.accountKey, attempt.accountKey), eq(loginFailures.ipAddress, attempt.ipAddress));

/**
 * 429 while the pair waits out its backoff; attempts then are not even checked (nor counted). One indexed
 * aggregate over the pair's failures of the last day.
 */
export async function assertLoginAllowed(db: Executor, attempt: LoginAttempt, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_PROTECTION.memoryMs);
  const [row] = await db
    .select({ failures: count(), latest: max(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(pairOf(attempt), gt(loginFailures.createdAt, since)));
  if (!row?.latest) return;
  const unlocksAt = new Date(row.latest).getTime() + loginWaitMs(row.failures);
  const waitMs = unlocksAt - now.getTime();
  if (waitMs <= 0) return;
  throw new AppError('login_locked', lockedMessage(waitMs), undefined, {
    'retry-after': String(Math.ceil(waitMs / 1000)),
  });
}

export async function recordLoginFailure(db: Executor, attempt: LoginAttempt, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ ...attempt, createdAt: now });
}

/** A successful sign-in forgives the failures of its pair; another address's failures on the account stay its own. */
export async function clearLoginFailures(db: Executor, attempt: LoginAttempt): Promise<void> {
  await db.delete(loginFailures).where(pairOf(attempt));
}
