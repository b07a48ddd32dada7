import type { Database } from '../../../db/client.js';
import type { Authenticator, Caller } from '../../../http/auth-context.js';
import { findLiveApiKey, isApiKeyFormat, touchApiKey } from '../api-keys/api-keys.repo.js';
import { hashSecret } from './secrets.js';
import { findLiveSession, touchSession } from './sessions.repo.js';

/**
 * Identity's side of authentication, handed to the HTTP layer at `buildApp`: a token is an API key (only in the
 * `Authorization` header, wire reference 1) or a session token; either is looked up by its SHA-256 among the live
 * ones, and its last use is refreshed.
 */
export function createAuthenticator(db: Database): Authenticator {
  return {
    async findCaller(token, via, now): Promise<Caller | null> {
      if (via === 'header' && isApiKeyFormat(token)) {
        const key = await findLiveApiKey(db, hashSecret(token), now);
        if (!key) return null;
        await touchApiKey(db, key.apiKey.id, now);
        return { user: key.user, customer: key.customer, session: null, apiKeyId: key.apiKey.id };
      }
      const found = await findLiveSession(db, hashSecret(token), now);
      if (!found) return null;
      await touchSession(db, found.session.id, now);
      return { user: found.user, customer: found.customer, session: found.session, apiKeyId: null };
    },
  };
}
