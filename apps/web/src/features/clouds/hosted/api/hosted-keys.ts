import { cloudConnectionKeys } from '../../connections/api/cloud-connection-keys';

/**
 * Query keys of hosted cloud connections: one connection's are the shared `cloudConnectionKeys` (live events name
 * them `cloud_connection`), the list sits under `['cloud_connection', 'list', 'hosted']`.
 */
export const hostedKeys = {
  ...cloudConnectionKeys,
  list: () => ['cloud_connection', 'list', 'hosted'] as const,
  routerConfig: (circuitId: string, routerType: string) =>
    ['cloud_connection', circuitId, 'router-config', routerType] as const,
  /** Under the connection's key: the cloud's moves (live `cloud_connection` events) refresh Oracle's view too. */
  oracleStatus: (circuitId: string) => ['cloud_connection', circuitId, 'oracle-status'] as const,
  onRamps: (provider: string) => ['locations', 'cloud', 'hosted', provider] as const,
  azureKey: (key: string, speed: string) => ['cloud-checks', 'azure', key, speed] as const,
  oracleOcid: (ocid: string, region: string) => ['cloud-checks', 'oracle', ocid, region] as const,
};
