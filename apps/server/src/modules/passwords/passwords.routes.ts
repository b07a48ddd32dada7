import { PASSWORD_RESET_REQUESTED_MESSAGE, routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { mountRoute } from '../../http/mount-route.js';
import { linkOrigin, requestMeta } from '../../http/request-meta.js';
import type { PasswordsService } from './passwords.service.js';

export function registerPasswordRoutes(
  app: FastifyInstance,
  deps: { db: Database; passwords: PasswordsService; publicUrl: string | undefined },
): void {
  const { db, passwords } = deps;

  mountRoute(app, db, routeTable.passwords.requestReset, async (request) => {
    const origin = linkOrigin(request, deps.publicUrl);
    await passwords.requestReset(request.body.user_login, { ...requestMeta(request), origin });
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  });

  mountRoute(app, db, routeTable.passwords.reset, async (request) => {
    await passwords.reset(request.body, requestMeta(request));
    return { message: 'Your password has been changed. Sign in with the new password.' };
  });

  mountRoute(app, db, routeTable.passwords.change, async (request) => {
    await passwords.change(request.auth, request.params.id, request.body, requestMeta(request));
    return { message: 'Your password has been changed.' };
  });
}
