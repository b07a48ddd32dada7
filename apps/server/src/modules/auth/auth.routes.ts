import { CSRF_COOKIE, routeTable, SESSION_COOKIE } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { mountRoute } from '../../http/mount-route.js';
import type { AuthService, RequestMeta } from './auth.service.js';
import { csrfTokenFor } from './secrets.js';

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ipAddress: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    requestId: String(request.id),
  };
}

function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { db: Database; auth: AuthService; secureCookies: boolean },
): void {
  const { auth, db } = deps;

  mountRoute(app, db, routeTable.auth.login, async (request, reply) => {
    const result = await auth.login(request.body, requestMeta(request));
    // spec 9: the session cookie has no expiry (it ends with the browser); the server session still expires.
    const cookie = { path: '/', sameSite: 'lax', secure: deps.secureCookies } as const;
    reply.setCookie(SESSION_COOKIE, result.token, { ...cookie, httpOnly: true });
    reply.setCookie(CSRF_COOKIE, csrfTokenFor(result.token), { ...cookie, httpOnly: false });
    return { token: result.token, time_expires: result.expiresAt.toISOString() };
  });

  mountRoute(app, db, routeTable.auth.logout, async (request, reply) => {
    if (request.auth) {
      const { session, user } = request.auth;
      await auth.logout({ id: session.id, customerId: user.customerId, userId: user.id }, requestMeta(request));
    }
    clearSessionCookies(reply);
    return { message: 'You have been logged out.' };
  });
}
