/** The key of the last order sent and what was sent with it. */
export interface SentOrder {
  key: string;
  fingerprint: string;
}

/**
 * The `Idempotency-Key` of an order (architecture rule 7): sending the same order again, after a failure or a lost
 * answer, reuses the key so the server never places it twice; a changed order is a new one and gets a new key.
 */
export function idempotencyKeyFor(previous: SentOrder | null, body: unknown, createKey: () => string): SentOrder {
  const fingerprint = JSON.stringify(body);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: createKey(), fingerprint };
}
