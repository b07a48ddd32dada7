import { and, eq, ne, notLike } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { idempotencyKeys } from '../../../db/schema/index.js';
import { AppError, invalidField } from '../../../http/app-error.js';
import type { Fingerprints } from '../../../platform/platform.js';

/** The longest `Idempotency-Key` accepted (a UUID or a client's own token fits easily). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';

/** The `Idempotency-Key` header of a request: undefined when absent, 400 when empty or too long. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (key === '' || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw invalidField('Idempotency-Key', `The min length is 1 and the max length is ${MAX_IDEMPOTENCY_KEY_LENGTH}`);
  }
  return key;
}

/** How a keyed fingerprint of a body starts; any other stored value is from before they were keyed. */
const KEYED_HASH_PREFIX = 'hmac-sha256:';

/** What an unkeyed hash of an older version is replaced with: it matches no body, as its retry would not. */
export const FORGOTTEN_REQUEST_HASH = 'forgotten';

/**
 * A fingerprint of a request body: a retry must send the same body as the first request. Keyed (an HMAC under a key
 * derived from SECRETS_KEY, the platform's `fingerprints`): an order's body may carry a BGP MD5 key or an IPsec
 * pre-shared key, and a plain hash of it could be tried against guesses of a short key by whoever reads the table.
 */
export function requestHashOf(fingerprints: Fingerprints, body: unknown): string {
  return `${KEYED_HASH_PREFIX}${fingerprints.fingerprint(JSON.stringify(body), 'idempotency-request')}`;
}

/**
 * Run at start: the plain SHA-256 body hashes an older version stored (claims never expire) are forgotten, so none
 * can be tried against guesses of a secret its body carried. A retry of such an order after the upgrade answers
 * the 409 of another body, as it would against the keyed hash anyway: it never places the order twice.
 */
export async function forgetUnkeyedRequestHashes(db: Executor): Promise<number> {
  const forgotten = await db
    .update(idempotencyKeys)
    .set({ requestHash: FORGOTTEN_REQUEST_HASH })
    .where(
      and(
        notLike(idempotencyKeys.requestHash, `${KEYED_HASH_PREFIX}%`),
        ne(idempotencyKeys.requestHash, FORGOTTEN_REQUEST_HASH),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return forgotten.length;
}

export interface IdempotencyClaim {
  customerId: string;
  scope: string;
  key: string;
  requestHash: string;
  /** The id the request will create if it is the first with this key. */
  objectId: string;
}

/**
 * Claims a key inside the creating transaction. The first request inserts it and answers null (go ahead); a
 * retry answers the id the first one created. Two requests racing with one key: the second waits on the first's
 * uncommitted row and then sees it, so only one object is ever created. The same key with another body is a 409.
 */
export async function claimIdempotencyKey(db: Executor, claim: IdempotencyClaim): Promise<string | null> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ objectId: idempotencyKeys.objectId });
  if (inserted.length > 0) return null;
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.customerId, claim.customerId),
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.key, claim.key),
      ),
    )
    .limit(1);
  if (!existing) throw new Error('idempotency key vanished between insert and read');
  if (existing.requestHash !== claim.requestHash) throw new AppError('conflict', IDEMPOTENCY_KEY_REUSED_MESSAGE);
  return existing.objectId;
}
