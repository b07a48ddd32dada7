import { INVALID_VERIFICATION_MESSAGE, type VerifyUserRequest } from '@portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import { AppError, invalidField } from '../../../http/app-error.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { verificationMail } from '../../platform/mail/mail-templates.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { hashSecret, newSecret } from '../auth/secrets.js';
import { consumeUserToken, issueUserToken } from '../users/user-tokens.repo.js';
import { findUserByLogin, type UserRow, updateUserRow } from '../users/users.repo.js';

/** A verification link is valid 48 hours. */
export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

/**
 * Issues a verification code for the user and queues the e-mail with its link, inside the caller's transaction.
 * The mail goes out only if that transaction commits (the delivery job is enqueued in it too).
 */
export async function queueVerificationMail(
  tx: Executor,
  mailer: Mailer,
  input: { user: UserRow; origin: string; now: Date },
): Promise<string> {
  const code = newSecret();
  await issueUserToken(
    tx,
    {
      userId: input.user.id,
      kind: 'verification',
      tokenHash: hashSecret(code),
      expiresAt: new Date(input.now.getTime() + VERIFICATION_TTL_MS),
    },
    input.now,
  );
  return mailer.queue(
    tx,
    verificationMail({
      to: input.user.email,
      firstName: input.user.firstName,
      login: input.user.login,
      code,
      origin: input.origin,
    }),
  );
}

export interface VerificationService {
  verify(input: VerifyUserRequest, meta: RequestMeta): Promise<void>;
  resend(user: UserRow, meta: RequestMeta & { origin: string }): Promise<void>;
}

export function createVerificationService(db: Database, mailer: Mailer): VerificationService {
  return {
    async verify(input, meta) {
      const now = new Date();
      await db.transaction(async (tx) => {
        const user = await findUserByLogin(tx, input.login);
        const token = user ? await consumeUserToken(tx, 'verification', hashSecret(input.code), now) : null;
        if (!user || !token || token.userId !== user.id) throw invalidField('code', INVALID_VERIFICATION_MESSAGE);
        await updateUserRow(tx, user.id, { isVerified: true });
        await recordActivity(tx, {
          customerId: user.customerId,
          actorUserId: user.id,
          action: 'user.verify',
          objectType: 'user',
          objectId: user.id,
          before: { is_verified: user.isVerified },
          after: { is_verified: true },
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
      });
    },

    async resend(user, meta) {
      if (user.isVerified) throw new AppError('conflict', 'Your e-mail address is already verified.');
      const now = new Date();
      await db.transaction(async (tx) => {
        await queueVerificationMail(tx, mailer, { user, origin: meta.origin, now });
        await recordActivity(tx, {
          customerId: user.customerId,
          actorUserId: user.id,
          action: 'user.verification_resend',
          objectType: 'user',
          objectId: user.id,
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
      });
    },
  };
}
