/**
 * Query keys of one hosted or dedicated cloud connection on the live-events convention (docs/architecture.md "Live
 * events"): the network's workflow steps and the cloud's own moves name them `cloud_connection`, so a connection's
 * queries sit under `['cloud_connection', circuitId, ...]` and the lists under `['cloud_connection', 'list', kind]`.
 */
export const cloudConnectionKeys = {
  lists: () => ['cloud_connection', 'list'] as const,
  detail: (circuitId: string) => ['cloud_connection', circuitId] as const,
  status: (circuitId: string, state: string) => ['cloud_connection', circuitId, 'status', state] as const,
  upgradeOptions: (circuitId: string) => ['cloud_connection', circuitId, 'upgrade-options'] as const,
};
