import type { CloudRouterConnection } from '@portal/contract';
import { useQueries } from '@tanstack/react-query';
import { portQuery } from '@/api/port';
import { routerConnectionsQuery } from '../api/cloud-router-queries';
import type { PortStates } from './topology-graph';

// The map reads through the cloud router screens' queries and the one-port query of src/api the ports' screens read
// too (the live-events convention's keys: `['cloud_router', 'list']`, `['cr_connection', 'list', router]`,
// `['port', id]`), so an event about any router, connection, BGP session or port refreshes what the map draws, and a
// screen already open shares its answers.

/** `GET /v2/services/cloud-routers/{id}/connections` of each router drawn, by router. */
export function useMapConnections(routerIds: readonly string[]) {
  return useQueries({
    queries: routerIds.map((routerId) => routerConnectionsQuery(routerId)),
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
    queries: portIds.map((portId) => portQuery(portId)),
    combine: (results) =>
      Object.fromEntries(
        portIds.map((portId, index) => {
          const port = results[index]?.data;
          return [portId, port ? { state: port.state, summary: port.summary } : undefined];
        }),
      ),
  });
}
