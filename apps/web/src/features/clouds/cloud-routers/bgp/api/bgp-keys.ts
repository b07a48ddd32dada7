/**
 * Query keys of BGP sessions on the live-events convention (docs/architecture.md "Live events"): the network's
 * workflow steps name a session `bgp_session` by its `bgp_settings_uuid`, so one session's queries (itself, its
 * routes, its log lines, a what-if) sit under `['bgp_session', uuid, ...]` and a connection's sessions under
 * `['bgp_session', 'list', cloudCircuitId]`. The connection itself is a `cr_connection`, the router a `cloud_router`.
 */
export const bgpKeys = {
  sessions: (cloudCircuitId: string) => ['bgp_session', 'list', cloudCircuitId] as const,
  session: (uuid: string) => ['bgp_session', uuid] as const,
  routes: (uuid: string, routeType: string) => ['bgp_session', uuid, 'routes', routeType] as const,
  logs: (uuid: string) => ['bgp_session', uuid, 'logs'] as const,
  whatIf: (uuid: string, fingerprint: string) => ['bgp_session', uuid, 'what-if', fingerprint] as const,
  /** A draft new session's what-if, under the sessions of its connection's key family (no uuid yet). */
  whatIfNew: (cloudCircuitId: string, fingerprint: string) =>
    ['bgp_session', 'new', cloudCircuitId, 'what-if', fingerprint] as const,
  connection: (cloudCircuitId: string) => ['cr_connection', cloudCircuitId] as const,
  lookingGlass: (routerCircuitId: string, address: string) =>
    ['cloud_router', routerCircuitId, 'looking-glass', address] as const,
  /** Whether an address is free on the router: any session of the router moves it, and they sit under it. */
  addressUniqueness: (routerCircuitId: string, address: string) =>
    ['cloud_router', routerCircuitId, 'address-unique', address] as const,
};
