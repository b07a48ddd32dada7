/** spec 7 and 9: API version v2, and v2.1 for status calls. */
export const API_VERSIONS = { default: 'v2', status: 'v2.1' } as const;

/** spec 9: identical GET requests are throttled at 1000 ms. */
export const GET_THROTTLE_MS = 1000;

/** spec 9: the router's redirect loop guard. */
export const ROUTER_REDIRECT_LOOP_GUARD = 30;

/** spec 4 and 9: an identical GET within 1 second of the previous one is a throttled duplicate. */
export function isThrottledDuplicate(previousAtMs: number | undefined, nowMs: number): boolean {
  return previousAtMs !== undefined && nowMs - previousAtMs < GET_THROTTLE_MS;
}
