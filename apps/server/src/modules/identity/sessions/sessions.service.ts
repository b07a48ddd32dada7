import type { UserSession } from '@portal/contract';
import { hasPermissions, PERMISSIONS } from '@portal/domain';
import type { Database } from '../../../db/client.js';
import { AppError, notFound } from '../../../http/app-error.js';
import type { AuthContext } from '../../../http/auth-context.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { listLiveUserSessions, revokeUserSession, revokeUserSessions, type SessionRow } from '../auth/sessions.repo.js';
import { findCompanyUser } from '../users/users.repo.js';
import { describeDevice } from './device.js';

function presentSession(session: SessionRow, currentSessionId: string | null): UserSession {
  return {
    id: session.id,
    device: describeDevice(session.userAgent),
    user_agent: session.userAgent,
    ip_address: session.ipAddress,
    time_created: session.createdAt.toISOString(),
    time_last_seen: session.lastSeenAt.toISOString(),
    time_expires: session.expiresAt.toISOString(),
    is_current: session.id === currentSessionId,
  };
}

const USER_NOT_FOUND = 'User not found.';

export interface SessionsService {
  list(auth: AuthContext, userUuid: string | undefined): Promise<UserSession[]>;
  revokeAllOfUser(auth: AuthContext, userUuid: string, meta: RequestMeta): Promise<number>;
  revokeOwn(auth: AuthContext, sessionId: string, meta: RequestMeta): Promise<void>;
}

/** Who is signed in where, and signing them out: revocation is a row update, so every instance sees it at once. */
export function createSessionsService(db: Database): SessionsService {
  return {
    async list(auth, userUuid) {
      let userId = auth.user.id;
      if (userUuid && userUuid !== auth.user.id) {
        if (!hasPermissions(auth.permissions, [PERMISSIONS.USER_UPDATE])) throw new AppError('forbidden');
        const user = await findCompanyUser(db, auth.customer.id, userUuid);
        if (!user) throw notFound(USER_NOT_FOUND);
        userId = user.id;
      }
      const rows = await listLiveUserSessions(db, userId, new Date());
      return rows.map((row) => presentSession(row, auth.session?.id ?? null));
    },

    async revokeAllOfUser(auth, userUuid, meta) {
      return db.transaction(async (tx) => {
        const user = await findCompanyUser(tx, auth.customer.id, userUuid);
        if (!user) throw notFound(USER_NOT_FOUND);
        const keep = user.id === auth.user.id ? (auth.session?.id ?? null) : null;
        const ended = await revokeUserSessions(tx, user.id, new Date(), keep);
        await recordActivity(tx, {
          customerId: auth.customer.id,
          actorUserId: auth.user.id,
          action: 'session.revoke_all',
          objectType: 'user',
          objectId: user.id,
          after: { sessions_ended: ended },
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
        return ended;
      });
    },

    async revokeOwn(auth, sessionId, meta) {
      await db.transaction(async (tx) => {
        const session = await revokeUserSession(tx, auth.user.id, sessionId, new Date());
        if (!session) throw notFound('Session not found.');
        await recordActivity(tx, {
          customerId: auth.customer.id,
          actorUserId: auth.user.id,
          action: 'session.revoke',
          objectType: 'session',
          objectId: session.id,
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
      });
    },
  };
}
