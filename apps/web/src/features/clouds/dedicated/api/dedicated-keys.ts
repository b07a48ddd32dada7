import { cloudConnectionKeys } from '../../connections/api/cloud-connection-keys';

/**
 * Query keys of dedicated cloud connections: one connection's are the shared `cloudConnectionKeys` (live events name
 * them `cloud_connection`), the list sits under `['cloud_connection', 'list', 'dedicated']`.
 */
export const dedicatedKeys = {
  ...cloudConnectionKeys,
  list: () => ['cloud_connection', 'list', 'dedicated'] as const,
  onRamps: (provider: string) => ['locations', 'cloud', 'dedicated', provider] as const,
};
