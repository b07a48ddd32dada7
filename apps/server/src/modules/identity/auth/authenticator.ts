import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import { apiKeys, customers, sessions, users } from '../../../db/schema/index.js';
import type { Authenticator, FoundCaller } from '../../../http/auth-context.js';
import { isApiKeyFormat, touchApiKey } from '../api-keys/api-keys.repo.js';
import { hashSecret } from './secrets.js';
import { touchSession } from './sessions.repo.js';

/** Last seen (a session) and last used (an API key) are refreshed at most once a minute. */
const TOUCH_AFTER_MS = 60_000;

/** The customer a request asks to act for, read in the caller's own query (null when none is asked). */
const requested = alias(customers, 'requested_customer');

/**
 * The two statements every authenticated request runs, built once and prepared (PostgreSQL plans each once per
 * connection): the live session, or the live API key, with its user, the user's company and the customer named by
 * `x-on-behalf-of`, in one round trip.
 */
function prepareLookups(db: Database) {
  const session = db
    .select({ session: sessions, user: users, customer: customers, requested })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(customers, eq(customers.id, users.customerId))
    .leftJoin(requested, eq(requested.id, sql`${sql.placeholder('requested')}::uuid`))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('auth_session');
  const apiKey = db
    .select({ apiKey: apiKeys, user: users, customer: customers, requested })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(customers, eq(customers.id, users.customerId))
    .leftJoin(requested, eq(requested.id, sql`${sql.placeholder('requested')}::uuid`))
    .where(
      and(
        eq(apiKeys.keyHash, sql.placeholder('hash')),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)),
      ),
    )
    .limit(1)
    .prepare('auth_api_key');
  return { session, apiKey };
}

function isStale(last: Date | null, now: Date): boolean {
  return last === null || now.getTime() - last.getTime() >= TOUCH_AFTER_MS;
}

/**
 * Identity's side of authentication, handed to the HTTP layer at `buildApp`: a token is an API key (only in the
 * `Authorization` header, wire reference 1) or a session token; either is looked up by its SHA-256 among the live
 * ones, together with the customer the request asks to act for. Its last use is refreshed when a minute old, so a
 * read stays one statement.
 */
export function createAuthenticator(db: Database): Authenticator {
  const lookups = prepareLookups(db);
  return {
    async findCaller(token, via, now, requestedCustomerId): Promise<FoundCaller | null> {
      const values = { hash: hashSecret(token), now: now.toISOString(), requested: requestedCustomerId };
      if (via === 'header' && isApiKeyFormat(token)) {
        const [key] = await lookups.apiKey.execute(values);
        if (!key) return null;
        if (isStale(key.apiKey.lastUsedAt, now)) await touchApiKey(db, key.apiKey.id, now);
        return {
          user: key.user,
          customer: key.customer,
          session: null,
          apiKeyId: key.apiKey.id,
          requested: key.requested,
        };
      }
      const [found] = await lookups.session.execute(values);
      if (!found) return null;
      if (isStale(found.session.lastSeenAt, now)) await touchSession(db, found.session.id, now);
      return {
        user: found.user,
        customer: found.customer,
        session: found.session,
        apiKeyId: null,
        requested: found.requested,
      };
    },
  };
}
