/**
 * Query keys of dedicated cloud connections on the live-events convention (docs/architecture.md "Live events"): the
 * network's workflow steps name them `cloud_connection`, so one connection's queries sit under
 * `['cloud_connection', circuitId, ...]` and the list under `['cloud_connection', 'list', 'dedicated']`.
 */
export const dedicatedKeys = {
  lists: () => ['cloud_connection', 'list'] as const,
  list: () => ['cloud_connection', 'list', 'dedicated'] as const,
  detail: (circuitId: string) => ['cloud_connection', circuitId] as const,
  earlyTermination: (circuitId: string) => ['cloud_connection', circuitId, 'early-termination-liability'] as const,
  onRamps: (provider: string) => ['locations', 'cloud', 'dedicated', provider] as const,
};
