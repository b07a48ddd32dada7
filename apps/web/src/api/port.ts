import type { Port } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './http-client';

/**
 * The key of one port or LAG (`['port', circuitId]`, the live-events convention), so a `port` or `lag` event
 * refreshes it wherever it is read: the port's own screens and the cloud router map's port states.
 */
export const portKey = (circuitId: string) => ['port', circuitId] as const;

/**
 * `GET /v2/ports/{id}`: one port or LAG. Refreshed by live events, so it asks the server each time (no sharing of an
 * identical GET within a second, which could hide the change an event announced).
 */
export const portQuery = (circuitId: string) =>
  queryOptions({
    queryKey: portKey(circuitId),
    queryFn: () => api.get<Port>(`/ports/${encodeURIComponent(circuitId)}`, { throttle: false }),
  });
