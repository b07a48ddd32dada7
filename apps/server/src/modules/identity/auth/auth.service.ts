import { INVALID_AUTHENTICATION_CODE_MESSAGE, type LoginRequest } from '@portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import { AppError, invalidField } from '../../../http/app-error.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import { consumeRecoveryCode } from '../mfa/recovery-codes.js';
import { looksLikeTotp, verifyTotp } from '../mfa/totp.js';
import { findUserForLogin, markLoggedIn, type UserRow, updateUserRow } from '../users/users.repo.js';
import {
  accountKeyFor,
  assertLoginAllowed,
  clearLoginFailures,
  type LoginAttempt,
  recordLoginFailure,
} from './login-protection.js';
import { decoyPasswordHash, hashSecret, newSecret, verifyPassword } from './secrets.js';
import { insertSession, revokeSession, type SessionRow } from './sessions.repo.js';

/** A half-open MFA login must be finished within 10 minutes. */
export const MFA_PENDING_TTL_MS = 10 * 60 * 1000;

export interface LoginResult {
  token: string;
  expiresAt: Date;
  isMfaRequired: boolean;
}

export interface AuthService {
  login(input: LoginRequest, meta: RequestMeta): Promise<LoginResult>;
  /** Finishes a half-open MFA login with a TOTP or recovery code: a fresh, complete session. */
  completeMfaLogin(
    pending: { session: SessionRow | null; user: UserRow },
    code: string,
    meta: RequestMeta,
  ): Promise<LoginResult>;
  logout(session: { id: string; customerId: string; userId: string }, meta: RequestMeta): Promise<void>;
}

/**
 * Signing in and out. One answer for an unknown login and a wrong password; a fresh session at every login;
 * failed attempts counted in the database per (account, address) pair, with backoff (login protection).
 */
export function createAuthService(db: Database, options: { sessionTtlDays: number; secrets: SecretBox }): AuthService {
  const sessionTtlMs = options.sessionTtlDays * 24 * 60 * 60 * 1000;

  async function startSession(
    tx: Executor,
    user: UserRow,
    meta: RequestMeta,
    now: Date,
    isMfaPending: boolean,
  ): Promise<{ token: string; expiresAt: Date; session: SessionRow }> {
    const token = newSecret();
    const expiresAt = new Date(now.getTime() + (isMfaPending ? MFA_PENDING_TTL_MS : sessionTtlMs));
    const session = await insertSession(tx, {
      userId: user.id,
      tokenHash: hashSecret(token),
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
      expiresAt,
      isMfaPending,
    });
    return { token, expiresAt, session };
  }

  async function fail(
    user: UserRow | null,
    attempt: LoginAttempt,
    meta: RequestMeta,
    error: AppError,
    action: string,
  ): Promise<never> {
    await db.transaction(async (tx) => {
      await recordLoginFailure(tx, attempt, new Date());
      if (user) {
        await recordActivity(tx, {
          customerId: user.customerId,
          actorUserId: user.id,
          action,
          objectType: 'user',
          objectId: user.id,
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
      }
    });
    throw error;
  }

  return {
    async login(input, meta) {
      const now = new Date();
      const user = await findUserForLogin(db, input.login);
      const attempt = { accountKey: accountKeyFor(user?.id ?? null, input.login), ipAddress: meta.ipAddress };
      await assertLoginAllowed(db, attempt, now);
      const passwordHash = user?.passwordHash ?? (await decoyPasswordHash());
      const isValid = await verifyPassword(passwordHash, input.password);
      if (!user || !isValid) {
        return fail(user, attempt, meta, new AppError('invalid_credentials'), 'auth.login_failed');
      }

      return db.transaction(async (tx) => {
        const started = await startSession(tx, user, meta, now, user.mfaEnabled);
        // Only a complete sign-in forgives the pair's failures: with a second factor that is the code's step, so
        // signing in again with a known password never resets the backoff of guessed codes.
        if (!user.mfaEnabled) {
          await clearLoginFailures(tx, attempt);
          await markLoggedIn(tx, user.id, now);
        }
        await recordActivity(tx, {
          customerId: user.customerId,
          actorUserId: user.id,
          action: 'auth.login',
          objectType: 'session',
          objectId: started.session.id,
          after: { mfa_required: user.mfaEnabled },
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
        return { token: started.token, expiresAt: started.expiresAt, isMfaRequired: user.mfaEnabled };
      });
    },

    async completeMfaLogin({ session, user }, code, meta) {
      if (!session?.isMfaPending || !user.mfaEnabled || !user.mfaSecret) {
        throw new AppError('conflict', 'There is no sign-in waiting for an authentication code.');
      }
      const now = new Date();
      const attempt = { accountKey: accountKeyFor(user.id, user.login), ipAddress: meta.ipAddress };
      await assertLoginAllowed(db, attempt, now);
      const secret = options.secrets.open(user.mfaSecret, 'totp');
      const timeStep = looksLikeTotp(code) ? await verifyTotp(secret, code, user.mfaLastTimeStep) : null;

      const result = await db.transaction(async (tx) => {
        const isRecoveryCode = timeStep === null && (await consumeRecoveryCode(tx, user.id, code, now));
        if (timeStep === null && !isRecoveryCode) return null;
        await revokeSession(tx, session.id, now);
        const started = await startSession(tx, user, meta, now, false);
        if (timeStep !== null) await updateUserRow(tx, user.id, { mfaLastTimeStep: timeStep });
        await clearLoginFailures(tx, attempt);
        await markLoggedIn(tx, user.id, now);
        await recordActivity(tx, {
          customerId: user.customerId,
          actorUserId: user.id,
          action: isRecoveryCode ? 'mfa.recovery_code_used' : 'auth.login_mfa',
          objectType: 'session',
          objectId: started.session.id,
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
        return { token: started.token, expiresAt: started.expiresAt, isMfaRequired: false };
      });
      if (result) return result;
      const error = invalidField('authentication_code', INVALID_AUTHENTICATION_CODE_MESSAGE);
      return fail(user, attempt, meta, error, 'auth.login_failed');
    },

    async logout(session, meta) {
      await db.transaction(async (tx) => {
        await revokeSession(tx, session.id, new Date());
        await recordActivity(tx, {
          customerId: session.customerId,
          actorUserId: session.userId,
          action: 'auth.logout',
          objectType: 'session',
          objectId: session.id,
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
      });
    },
  };
}
