/** The first wait before reconnecting a dropped socket. */
export const RECONNECT_BASE_MS = 1000;
/** The longest wait between reconnection attempts. */
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first): doubling from one second up to
 * thirty, with up to a fifth taken off at random so many browsers dropped together do not return in step.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 16)));
  return Math.round(ceiling * (1 - 0.2 * random()));
}
