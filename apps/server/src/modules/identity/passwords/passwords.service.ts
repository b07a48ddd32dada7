import {
  type ChangePasswordRequest,
  INVALID_RESET_TOKEN_MESSAGE,
  type ResetPasswordRequest,
  WRONG_OLD_PASSWORD_MESSAGE,
} from '@portal/contract';
import { hasPermissions, PERMISSIONS } from '@portal/domain';
import type { Database } from '../../../db/client.js';
import { AppError, invalidField, notFound } from '../../../http/app-error.js';
import type { AuthContext } from '../../../http/auth-context.js';
import { hitRateLimit } from '../../../http/rate-limit.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { passwordResetMail } from '../../platform/mail/mail-templates.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { assertStrongPassword } from '../auth/password-policy.js';
import { hashPassword, hashSecret, newSecret, verifyPassword } from '../auth/secrets.js';
import { revokeUserSessions } from '../auth/sessions.repo.js';
import { consumeUserToken, issueUserToken } from '../users/user-tokens.repo.js';
import { findCompanyUser, findUserById, findUserForLogin, type UserRow, updateUserRow } from '../users/users.repo.js';

/** A password reset link works once and for one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * One account receives at most this many reset e-mails an hour, so nobody can flood a mailbox with them. Past it the
 * answer stays the same (it must not tell whether the account exists) and no mail is sent.
 */
export const PASSWORD_RESET_ACCOUNT_LIMIT = { limit: 3, windowSeconds: 60 * 60 } as const;

const userWords = (user: UserRow) => [user.login, user.email, user.firstName, user.lastName];

export interface PasswordsService {
  requestReset(userLogin: string, meta: RequestMeta & { origin: string }): Promise<void>;
  reset(input: ResetPasswordRequest, meta: RequestMeta): Promise<void>;
  /** Whose password changed: the caller's own, or another user's of the company. */
  change(auth: AuthContext, id: string, input: ChangePasswordRequest, meta: RequestMeta): Promise<'own' | 'other'>;
}

export function createPasswordsService(db: Database, mailer: Mailer): PasswordsService {
  return {
    async requestReset(userLogin, meta) {
      const user = await findUserForLogin(db, userLogin);
      // The answer is the same for an unknown login: nothing tells whether an account exists.
      if (!user) return;
      const now = new Date();
      const withinLimit = await hitRateLimit(
        db,
        { bucket: `password-reset:user:${user.id}`, ...PASSWORD_RESET_ACCOUNT_LIMIT },
        now,
      );
      if (!withinLimit) return;
      const token = newSecret();
      await db.transaction(async (tx) => {
        await issueUserToken(
          tx,
          {
            userId: user.id,
            kind: 'password_reset',
            tokenHash: hashSecret(token),
            expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
          },
          now,
        );
        await recordActivity(tx, {
          customerId: user.customerId,
          actorUserId: null,
          action: 'password.reset_request',
          objectType: 'user',
          objectId: user.id,
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
        await mailer.queue(
          tx,
          passwordResetMail({ to: user.email, firstName: user.firstName, token, origin: meta.origin }),
        );
      });
    },

    async reset(input, meta) {
      const now = new Date();
      await db.transaction(async (tx) => {
        const token = await consumeUserToken(tx, 'password_reset', hashSecret(input.rt), now);
        const user = token ? await findUserById(tx, token.userId) : null;
        if (!user) throw invalidField('rt', INVALID_RESET_TOKEN_MESSAGE);
        // A weak password throws here and rolls the transaction back, so the link still works for a better one.
        await assertStrongPassword(input.new_password, 'new_password', userWords(user));
        // The link reached the user's mailbox, which proves the address as well.
        await updateUserRow(tx, user.id, { passwordHash: await hashPassword(input.new_password), isVerified: true });
        const ended = await revokeUserSessions(tx, user.id, now);
        await recordActivity(tx, {
          customerId: user.customerId,
          actorUserId: user.id,
          action: 'password.reset',
          objectType: 'user',
          objectId: user.id,
          after: { sessions_ended: ended },
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
      });
    },

    async change(auth, id, input, meta) {
      const target = await findCompanyUser(db, auth.customer.id, id);
      if (!target) throw notFound('User not found.');
      const isSelf = target.id === auth.user.id;
      // Setting another user's password of the company is a user manager's call (wire reference 3.1).
      if (!isSelf && !hasPermissions(auth.permissions, [PERMISSIONS.USER_UPDATE])) throw new AppError('forbidden');
      // The current password proves the caller knows it, whoever's it is: a user manager who does not (the user
      // changed it since) sends the user a reset link instead.
      if (!(await verifyPassword(target.passwordHash, input.old_password))) {
        throw invalidField('old_password', WRONG_OLD_PASSWORD_MESSAGE);
      }
      await assertStrongPassword(input.new_password, 'new_password', userWords(target));
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction(async (tx) => {
        await updateUserRow(tx, target.id, { passwordHash });
        // Own change: the other sessions end. Another user's: all of theirs, wherever they were signed in.
        const kept = isSelf ? (auth.session?.id ?? null) : null;
        const ended = await revokeUserSessions(tx, target.id, new Date(), kept);
        await recordActivity(tx, {
          customerId: auth.customer.id,
          actorUserId: auth.user.id,
          action: 'password.change',
          objectType: 'user',
          objectId: target.id,
          after: isSelf ? { other_sessions_ended: ended } : { sessions_ended: ended, changed_by_user_manager: true },
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
      });
      return isSelf ? 'own' : 'other';
    },
  };
}
