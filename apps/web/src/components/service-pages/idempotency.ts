import { useRef, useState } from 'react';

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

/**
 * The order state of an order screen: the server's refusal of the whole order (shown above the fields) and the
 * Idempotency-Key for each body sent (`keyFor(body)`: the same body again reuses the key, a changed one gets a new one).
 */
export function useOrderState() {
  const lastOrder = useRef<SentOrder | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const keyFor = (body: unknown) => {
    lastOrder.current = idempotencyKeyFor(lastOrder.current, body, () => crypto.randomUUID());
    return lastOrder.current.key;
  };
  return { refusal, setRefusal, keyFor };
}
