import type { Executor } from '../../../db/client.js';
import { AppError, conflictOn } from '../../../http/app-error.js';
import { findTakenIdentity } from './users.repo.js';

export const LOGIN_TAKEN_MESSAGE = 'This login is already taken.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail address already exists.';

/** 409 naming the field when another user has the login or the e-mail address (both are unique everywhere). */
export async function assertIdentityFree(
  db: Executor,
  wanted: { login?: string | undefined; email?: string | undefined },
  exceptUserId?: string,
): Promise<void> {
  const taken = await findTakenIdentity(db, wanted, exceptUserId);
  if (taken.login && taken.email) {
    throw new AppError('conflict', `${LOGIN_TAKEN_MESSAGE} ${EMAIL_TAKEN_MESSAGE}`, {
      login: LOGIN_TAKEN_MESSAGE,
      email: EMAIL_TAKEN_MESSAGE,
    });
  }
  if (taken.login) throw conflictOn('login', LOGIN_TAKEN_MESSAGE);
  if (taken.email) throw conflictOn('email', EMAIL_TAKEN_MESSAGE);
}

/** The constraint a unique violation (23505) names, through any wrapping; null for any other error. */
export function uniqueConstraintOf(error: unknown): string | null {
  for (let current: unknown = error; current && typeof current === 'object'; ) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}

/**
 * Two sign-ups racing for one login both pass the check above; the unique index stops the second. This turns
 * that violation into the same 409 (and rethrows anything else).
 */
export function rethrowIdentityConflict(error: unknown): never {
  const constraint = uniqueConstraintOf(error);
  if (constraint === null) throw error;
  if (constraint.includes('email')) throw conflictOn('email', EMAIL_TAKEN_MESSAGE);
  throw conflictOn('login', LOGIN_TAKEN_MESSAGE);
}
