import { PASSWORD_RESET_REQUESTED_MESSAGE, routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { consumeRateLimit } from '../../../http/rate-limit.js';
import { type LinkOriginSettings, linkOrigin, requestMeta } from '../../../http/request-meta.js';
import type { PasswordsService } from './passwords.service.js';

/** One address may ask for this many reset links an hour, whatever the accounts (then 429). */
export const PASSWORD_RESET_IP_LIMIT = { limit: 20, windowSeconds: 60 * 60 } as const;

export function registerPasswordRoutes(
  app: FastifyInstance,
  deps: { db: Database; passwords: PasswordsService; links: LinkOriginSettings },
): void {
  const { db, passwords } = deps;

  mountRoute(app, db, routeTable.passwords.requestReset, async (request) => {
    await consumeRateLimit(db, { bucket: `password-reset:ip:${request.ip}`, ...PASSWORD_RESET_IP_LIMIT });
    const origin = linkOrigin(request, deps.links);
    await passwords.requestReset(request.body.user_login, { ...requestMeta(request), origin });
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  });

  mountRoute(app, db, routeTable.passwords.reset, async (request) => {
    await passwords.reset(request.body, requestMeta(request));
    return { message: 'Your password has been changed. Sign in with the new password.' };
  });

  mountRoute(app, db, routeTable.passwords.change, async (request) => {
    const whose = await passwords.change(request.auth, request.params.id, request.body, requestMeta(request));
    return { message: whose === 'own' ? 'Your password has been changed.' : "The user's password has been changed." };
  });
}
