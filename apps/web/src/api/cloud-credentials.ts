import type { CloudCredential, CloudResources } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './http-client';

/**
 * The cloud credentials and what each sees: read by `/admin/cloud-credentials`, which also changes them, and by the
 * hosted cloud and cloud router connection order forms, which pick a credential and, through it, the cloud's
 * gateways and networks.
 */
export const cloudCredentialKeys = {
  all: ['cloud-credentials'] as const,
  regions: (credentialUuid: string) => ['cloud-credentials', credentialUuid, 'regions'] as const,
  resources: (credentialUuid: string, region: string) =>
    ['cloud-credentials', credentialUuid, 'resources', region] as const,
};

export const credentialPath = (credentialUuid: string) =>
  `/services/cloud/credentials/${encodeURIComponent(credentialUuid)}`;

export const cloudCredentialsQuery = () =>
  queryOptions({
    queryKey: cloudCredentialKeys.all,
    queryFn: () => api.get<CloudCredential[]>('/services/cloud/credentials'),
  });

export function useCloudCredentials() {
  return useQuery(cloudCredentialsQuery());
}

/** The cloud's regions a credential can use (`GET …/credentials/{id}/regions`), asked once one is chosen. */
export function useCredentialRegions(credentialUuid: string) {
  return useQuery({
    queryKey: cloudCredentialKeys.regions(credentialUuid),
    queryFn: () => api.get<{ code: string; name: string }[]>(`${credentialPath(credentialUuid)}/regions`),
    meta: { isSilent: true },
    enabled: credentialUuid !== '',
    retry: false,
  });
}

/**
 * What a credential sees in a region (`GET …/credentials/{id}/resources?region=`): its gateways (AWS Direct Connect,
 * virtual private and transit gateways; Google Cloud Routers) and networks (VPCs with their subnets), asked once a
 * credential and a region are chosen.
 */
export function useCredentialResources(credentialUuid: string, region: string) {
  return useQuery({
    queryKey: cloudCredentialKeys.resources(credentialUuid, region),
    queryFn: () => api.get<CloudResources>(`${credentialPath(credentialUuid)}/resources`, { query: { region } }),
    meta: { isSilent: true },
    enabled: credentialUuid !== '' && region !== '',
    retry: false,
    staleTime: 60_000,
  });
}
