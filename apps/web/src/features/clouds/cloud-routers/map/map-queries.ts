import type { CloudRouter, CloudRouterConnection, Port } from '@portal/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import type { PortStates } from './topology-graph';

/**
 * The map's reads, keyed on the live-events convention the cloud router screens share (`['cloud_router', 'list']`,
 * `['cr_connection', 'list', router]`, `['port', id]`): an event about any router, connection, BGP session or port
 * refreshes what the map draws.
 */
const mapKeys = {
  routers: () => ['cloud_router', 'list', 'all'] as const,
  connections: (routerId: string) => ['cr_connection', 'list', routerId] as const,
  port: (portId: string) => ['port', portId] as const,
};

const enc = encodeURIComponent;

/** `GET /v2/services/cloud-routers`: the company's cloud routers. */
export function useMapRouters() {
  return useQuery({
    queryKey: mapKeys.routers(),
    queryFn: () => api.get<CloudRouter[]>('/services/cloud-routers', { throttle: false }),
  });
}

/** `GET /v2/services/cloud-routers/{id}/connections` of each router drawn, by router. */
export function useMapConnections(routerIds: readonly string[]) {
  return useQueries({
    queries: routerIds.map((routerId) => ({
      queryKey: mapKeys.connections(routerId),
      queryFn: () =>
        api.get<CloudRouterConnection[]>(`/services/cloud-routers/${enc(routerId)}/connections`, { throttle: false }),
    })),
    combine: (results) => ({
      byRouter: Object.fromEntries(routerIds.map((routerId, index) => [routerId, results[index]?.data])) as Record<
        string,
        CloudRouterConnection[] | undefined
      >,
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
      refetch: () => {
        for (const result of results) void result.refetch();
      },
    }),
  });
}

/** `GET /v2/ports/{id}` of each port a connection uses: its state and spec 4 summary. */
export function useMapPorts(portIds: readonly string[]): PortStates {
  return useQueries({
    queries: portIds.map((portId) => ({
      queryKey: mapKeys.port(portId),
      queryFn: () => api.get<Port>(`/ports/${enc(portId)}`, { throttle: false }),
    })),
    combine: (results) =>
      Object.fromEntries(
        portIds.map((portId, index) => {
          const port = results[index]?.data;
          return [portId, port ? { state: port.state, summary: port.summary } : undefined];
        }),
      ),
  });
}
