/**
 * Query keys of cloud routers on the live-events convention (docs/architecture.md "Live events"): the server names
 * its objects `cloud_router`, `cr_connection` and `bgp_session`, and an event invalidates `[type, id]` and
 * `[type, 'list']`. So a router's queries sit under `['cloud_router', circuitId, ...]`, a connection's under
 * `['cr_connection', cloudCircuitId, ...]`, and the router's connections under `['cr_connection', 'list', ...]`, where
 * an event of any of them reaches them.
 */
export const crKeys = {
  lists: () => ['cloud_router', 'list'] as const,
  list: () => ['cloud_router', 'list', 'all'] as const,
  detail: (circuitId: string) => ['cloud_router', circuitId] as const,
  routerLogs: (circuitId: string, filter: object) => ['cloud_router', circuitId, 'router-logs', filter] as const,
  allRoutes: (circuitId: string) => ['cloud_router', circuitId, 'all-routes'] as const,
  connectionLists: () => ['cr_connection', 'list'] as const,
  connections: (circuitId: string) => ['cr_connection', 'list', circuitId] as const,
  connection: (cloudCircuitId: string) => ['cr_connection', cloudCircuitId] as const,
  connectionStatus: (cloudCircuitId: string, state: string) =>
    ['cr_connection', cloudCircuitId, 'status', state] as const,
  ipsec: (cloudCircuitId: string) => ['cr_connection', cloudCircuitId, 'ipsec'] as const,
  upgradeOptions: (cloudCircuitId: string) => ['cr_connection', cloudCircuitId, 'upgrade-options'] as const,
  sessions: (cloudCircuitId: string) => ['bgp_session', 'list', cloudCircuitId] as const,
  gatewayUniqueness: (address: string) => ['ipsec', 'gateway-uniqueness', address] as const,
  ports: () => ['port', 'list', 'cloud-router-connection'] as const,
};
