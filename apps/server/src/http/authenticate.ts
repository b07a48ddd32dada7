import { CSRF_HEADER, SESSION_COOKIE } from '@portal/contract';
import { permissionsForGroup } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { csrfTokenFor, safeEqual } from './anti-forgery.js';
import { AppError } from './app-error.js';
import type { AuthContext, Authenticator } from './auth-context.js';
import { applyOnBehalf, requestedCustomerId } from './on-behalf.js';

/**
 * Gives the app the identity module's answer to "whose token is this?". `buildApp` calls it before any route is
 * mounted; the plugins below only know the `Authenticator` interface.
 */
export function registerAuthentication(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorate('authenticator', authenticator);
}

/** Wire reference 1: API clients send `Authorization: Bearer <token>` or the bare token. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const trimmed = header.trim();
  const token = /^bearer\s+/i.test(trimmed) ? trimmed.replace(/^bearer\s+/i, '') : trimmed;
  return token.length > 0 && token.length <= 512 ? token : null;
}

/**
 * Resolves the caller of a request; `null` when there is no live session or API key. An API key (wire reference
 * 1: `api-<uuid>-<uuid>`) authenticates exactly like a session token, through the header.
 */
export async function resolveAuth(request: FastifyRequest): Promise<AuthContext | null> {
  const headerToken = tokenFromHeader(request.headers.authorization);
  const token = headerToken ?? request.cookies[SESSION_COOKIE] ?? null;
  if (!token) return null;
  const via = headerToken ? 'header' : 'cookie';
  const found = await request.server.authenticator.findCaller(token, via, new Date(), requestedCustomerId(request));
  if (!found) return null;
  const { requested, ...caller } = found;
  const auth: AuthContext = { ...caller, token, via, permissions: permissionsForGroup(caller.user.groupName) };
  return applyOnBehalf(request, auth, requested);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Cookie-authenticated mutations must echo the anti-forgery token (double submit bound to the session). */
export function enforceCsrf(request: FastifyRequest): void {
  const auth = request.auth;
  if (!auth) return;
  if (auth.via !== 'cookie' || SAFE_METHODS.has(request.method)) return;
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !safeEqual(sent, csrfTokenFor(auth.token))) {
    throw new AppError('csrf_failed');
  }
}
