import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { SESSION_COOKIE } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { isApiRoute } from './api-paths.js';
import { AppError } from './app-error.js';
import { tokenFromHeader } from './authenticate.js';
import { SharedWindowCounter } from './rate-limit-store.js';

export interface EdgeRateLimitOptions {
  db: Database;
  /** Requests one caller may make in a window; 0 turns the limit off. */
  max: number;
  windowSeconds: number;
  /** How often the instance's counts meet the other instances' in the database. */
  syncMs: number;
}

/**
 * Who is calling, without asking the database: the presented API key or session token (header or cookie) as a
 * hash, so the counters never hold a secret, else the client's address (an IPv6 client by its /64). A token that is
 * not valid is answered 401 by authentication anyway.
 */
export function callerKey(request: FastifyRequest): string {
  const token = tokenFromHeader(request.headers.authorization) ?? request.cookies?.[SESSION_COOKIE];
  if (token) return tokenCallerKey(token);
  // An injected WebSocket upgrade (tests) carries no socket address.
  return request.ip ? `ip:${normalizeIP(request.ip)}` : 'ip:unknown';
}

/** The counter key of a caller presenting `token` (128 bits of its SHA-256). */
export function tokenCallerKey(token: string): string {
  return `token:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
}

/**
 * Limits at the edge (`@fastify/rate-limit`): every API route counts each caller's requests in a fixed window shared
 * by every instance (`SharedWindowCounter`: memory per request, one statement per sync), and answers 429
 * `rate_limited` in the house error format with `Retry-After` and the `x-ratelimit-*` headers once it is passed.
 */
export async function registerEdgeRateLimit(app: FastifyInstance, options: EdgeRateLimitOptions): Promise<void> {
  if (options.max <= 0) return;
  const counter = new SharedWindowCounter({ db: options.db, syncMs: options.syncMs, prefix: 'edge:', log: app.log });
  // The plugin constructs its store from a class; every route shares this one counter.
  class SharedStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      callback(null, counter.hit(key, options.windowSeconds * 1000));
    }
    child() {
      return this;
    }
  }
  // Routes outside the API opt out before the plugin's own onRoute hook sees them.
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) route.config = { ...(route.config ?? {}), rateLimit: false };
  });
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowSeconds * 1000,
    store: SharedStore,
    keyGenerator: callerKey,
    errorResponseBuilder: () => new AppError('rate_limited'),
  });
  app.addHook('onClose', () => counter.close());
}
