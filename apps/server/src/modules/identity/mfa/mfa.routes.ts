import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { requestMeta } from '../../../http/request-meta.js';
import type { MfaService } from './mfa.service.js';

export function registerMfaRoutes(app: FastifyInstance, deps: { db: Database; mfa: MfaService }): void {
  const { db, mfa } = deps;

  mountRoute(app, db, routeTable.mfa.setup, async (request) => mfa.setup(request.auth.user, requestMeta(request)));

  mountRoute(app, db, routeTable.mfa.qrcode, async (request, reply) => {
    const png = await mfa.qrCode(request.auth.user);
    reply.header('content-type', 'image/png').header('cache-control', 'no-store');
    return png;
  });

  mountRoute(app, db, routeTable.mfa.enable, async (request) => {
    const codes = await mfa.enable(request.auth.user, request.body.authentication_code, requestMeta(request));
    return {
      message: 'Two-factor login is on. Keep the recovery codes somewhere safe: they are shown only once.',
      recovery_codes: codes,
    };
  });

  mountRoute(app, db, routeTable.mfa.disable, async (request) => {
    await mfa.disable(request.auth.user, request.body.password, requestMeta(request));
    return { message: 'Two-factor login is off.' };
  });
}
