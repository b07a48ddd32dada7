import type { LoginRequest } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { recordActivity } from '../activity/activity.repo.js';
import { findUserForLogin, markLoggedIn } from '../users/users.repo.js';
import { decoyPasswordHash, hashSecret, newSecret, verifyPassword } from './secrets.js';
import { insertSession, revokeSession } from './sessions.repo.js';

export interface RequestMeta {
  ipAddress: string;
  userAgent: string;
  requestId: string;
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
}

export interface AuthService {
  login(input: LoginRequest, meta: RequestMeta): Promise<LoginResult>;
  logout(session: { id: string; customerId: string; userId: string }, meta: RequestMeta): Promise<void>;
}

/** Signing in and out. One answer for an unknown login and a wrong password; a fresh session at every login. */
export function createAuthService(db: Database, options: { sessionTtlDays: number }): AuthService {
  return {
    async login(input, meta) {
      const user = await findUserForLogin(db, input.login);
      const passwordHash = user?.passwordHash ?? (await decoyPasswordHash());
      const isValid = await verifyPassword(passwordHash, input.password);
      if (!user || !isValid) throw new AppError('invalid_credentials');

      const token = newSecret();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + options.sessionTtlDays * 24 * 60 * 60 * 1000);
      await db.transaction(async (tx) => {
        const session = await insertSession(tx, {
          userId: user.id,
          tokenHash: hashSecret(token),
          ipAddress: meta.ipAddress,
          userAgent: meta.userAgent.slice(0, 512),
          expiresAt,
        });
        await markLoggedIn(tx, user.id, now);
        await recordActivity(tx, {
          customerId: user.customerId,
          actorUserId: user.id,
          action: 'auth.login',
          objectType: 'session',
          objectId: session.id,
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
      });
      return { token, expiresAt };
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
