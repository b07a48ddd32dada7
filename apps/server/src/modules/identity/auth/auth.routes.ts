import { CSRF_COOKIE, routeTable, SESSION_COOKIE } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../../db/client.js';
import { csrfTokenFor } from '../../../http/anti-forgery.js';
import { mountRoute } from '../../../http/mount-route.js';
import { requestMeta } from '../../../http/request-meta.js';
import type { AuthService, LoginResult } from './auth.service.js';

function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { db: Database; auth: AuthService; secureCookies: boolean },
): void {
  const { auth, db } = deps;

  /** Sets the session cookies and answers the token like the wire reference's login. */
  function answerSession(reply: FastifyReply, result: LoginResult) {
    // spec 9: the session cookie has no expiry (it ends with the browser); the server session still expires.
    const cookie = { path: '/', sameSite: 'lax', secure: deps.secureCookies } as const;
    reply.setCookie(SESSION_COOKIE, result.token, { ...cookie, httpOnly: true });
    reply.setCookie(CSRF_COOKIE, csrfTokenFor(result.token), { ...cookie, httpOnly: false });
    return { token: result.token, time_expires: result.expiresAt.toISOString(), mfa_required: result.isMfaRequired };
  }

  mountRoute(app, db, routeTable.auth.login, async (request, reply) =>
    answerSession(reply, await auth.login(request.body, requestMeta(request))),
  );

  mountRoute(app, db, routeTable.auth.loginMfa, async (request, reply) => {
    const { session, user } = request.auth;
    const result = await auth.completeMfaLogin(
      { session, user },
      request.body.authentication_code,
      requestMeta(request),
    );
    return answerSession(reply, result);
  });

  mountRoute(app, db, routeTable.auth.logout, async (request, reply) => {
    const session = request.auth?.session;
    if (request.auth && session) {
      const { user } = request.auth;
      await auth.logout({ id: session.id, customerId: user.customerId, userId: user.id }, requestMeta(request));
    }
    clearSessionCookies(reply);
    return { message: 'You have been logged out.' };
  });
}
