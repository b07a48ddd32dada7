/**
 * Query keys of hosted cloud connections on the live-events convention (docs/architecture.md "Live events"): the
 * network's workflow steps and the cloud's own moves name them `cloud_connection`, so one connection's queries sit
 * under `['cloud_connection', circuitId, ...]` and the list under `['cloud_connection', 'list', 'hosted']`.
 */
export const hostedKeys = {
  lists: () => ['cloud_connection', 'list'] as const,
  list: () => ['cloud_connection', 'list', 'hosted'] as const,
  detail: (circuitId: string) => ['cloud_connection', circuitId] as const,
  status: (circuitId: string, state: string) => ['cloud_connection', circuitId, 'status', state] as const,
  routerConfig: (circuitId: string, routerType: string) =>
    ['cloud_connection', circuitId, 'router-config', routerType] as const,
  onRamps: (provider: string) => ['locations', 'cloud', 'hosted', provider] as const,
  azureKey: (key: string, speed: string) => ['cloud-checks', 'azure', key, speed] as const,
  oracleOcid: (ocid: string, region: string) => ['cloud-checks', 'oracle', ocid, region] as const,
  credentialRegions: (credential: string) => ['cloud-credentials', credential, 'regions'] as const,
};
