/**
 * How a retried thing waits: `baseMs` doubled after every failed attempt, never more than `maxMs`, with up to
 * `jitter` (a fraction) taken off at random so that many clients failing together do not come back together.
 */
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
  /** 0 to 1: how much of the delay may be taken off at random (0.2: between 80 % and 100 % of it). */
  jitter: number;
}

/**
 * The one exponential backoff of the portal (job retries, e-mail delivery, reconnecting sockets and event
 * streams): the wait before retry number `retry` (0 for the first retry). `random` is injectable for tests.
 */
export function backoffDelay(retry: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  // Past 2^30 the cap has long been reached; stopping there keeps the arithmetic finite.
  const doublings = Math.min(Math.max(0, Math.floor(retry)), 30);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** doublings);
  return Math.round(ceiling * (1 - policy.jitter * random()));
}
