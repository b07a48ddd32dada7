import { type BackoffPolicy, backoffDelay } from '@portal/domain';

/** A dropped socket or event stream reconnects after 1 s, doubling up to 30 s, up to a fifth less at random. */
export const RECONNECT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 30_000, jitter: 0.2 };

/** How long to wait before reconnection attempt `attempt` (0 for the first). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  return backoffDelay(attempt, RECONNECT_BACKOFF, random);
}
