import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { idempotencyKeys } from '../../../db/schema/index.js';
import { AppError, invalidField } from '../../../http/app-error.js';

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

/** A fingerprint of a request body: a retry must send the same body as the first request. */
export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
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
