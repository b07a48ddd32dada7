/** How a failed job is retried: exponential backoff from `baseMs`, capped at `maxMs`, with ±20 % jitter. */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1000, maxMs: 5 * 60_000 };

/**
 * The wait before the next attempt after `attempt` failed attempts: base × 2^(attempt-1), capped, then spread by
 * ±20 % so that jobs failing together do not retry together. `random` is injectable for tests.
 */
export function retryDelayMs(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF, random = Math.random): number {
  const exponential = options.baseMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(options.maxMs, exponential);
  const jitter = 0.8 + random() * 0.4;
  return Math.round(capped * jitter);
}
