import { CSRF_HEADER, SESSION_COOKIE } from '@portal/contract';
import { permissionsForGroup } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { findLiveApiKey, isApiKeyFormat, touchApiKey } from '../modules/identity/api-keys/api-keys.repo.js';
import { csrfTokenFor, hashSecret, safeEqual } from '../modules/identity/auth/secrets.js';
import { findLiveSession, touchSession } from '../modules/identity/auth/sessions.repo.js';
import { AppError } from './app-error.js';
import type { AuthContext } from './auth-context.js';
import { applyOnBehalf } from './on-behalf.js';

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
export async function resolveAuth(db: Database, request: FastifyRequest): Promise<AuthContext | null> {
  const auth = await resolveCaller(db, request);
  return auth ? applyOnBehalf(db, request, auth) : null;
}

async function resolveCaller(db: Database, request: FastifyRequest): Promise<AuthContext | null> {
  const headerToken = tokenFromHeader(request.headers.authorization);
  const cookieToken = request.cookies[SESSION_COOKIE];
  const token = headerToken ?? cookieToken ?? null;
  if (!token) return null;
  const now = new Date();
  const via = headerToken ? 'header' : 'cookie';
  if (headerToken && isApiKeyFormat(headerToken)) {
    const key = await findLiveApiKey(db, hashSecret(headerToken), now);
    if (!key) return null;
    await touchApiKey(db, key.apiKey.id, now);
    const permissions = permissionsForGroup(key.user.groupName);
    return { user: key.user, customer: key.customer, session: null, apiKeyId: key.apiKey.id, token, via, permissions };
  }
  const found = await findLiveSession(db, hashSecret(token), now);
  if (!found) return null;
  await touchSession(db, found.session.id, now);
  return {
    user: found.user,
    customer: found.customer,
    session: found.session,
    apiKeyId: null,
    token,
    via,
    permissions: permissionsForGroup(found.user.groupName),
  };
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
