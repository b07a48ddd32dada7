import {
  type AzureServiceKeyCheck,
  type CloudLocation,
  type HostedCloud,
  type OracleOcidCheck,
  type OracleVcStatus,
  PORTS_MAX_PAGE_SIZE,
  type Port,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { hostedKeys } from './hosted-keys';

/** The largest page of the list calls: a company's hosted connections (or ports) come in one request. */
const ALL = PORTS_MAX_PAGE_SIZE;

/** `GET /v2/services/cloud/connections/hosted`: every hosted connection of the company (a bare array). */
export function useHostedClouds() {
  return useQuery({
    queryKey: hostedKeys.list(),
    queryFn: () =>
      api.get<HostedCloud[]>('/services/cloud/connections/hosted', { query: { page_size: ALL }, throttle: false }),
  });
}

/** The provider's hosted on-ramps (`GET /v2/locations/cloud`), with their zones, region and lead time (spec 9). */
export function useHostedOnRamps(provider: string) {
  return useQuery({
    queryKey: hostedKeys.onRamps(provider),
    queryFn: () =>
      api.get<CloudLocation[]>('/locations/cloud', {
        query: { cloud_provider: provider, cloud_connection_type: 'hosted' },
      }),
  });
}

/**
 * The company's ports and LAGs a connection can start from, in one request of the largest page. Keyed under
 * `port`, so port events refresh it.
 */
export function useSourcePorts() {
  return useQuery({
    queryKey: ['port', 'list', 'hosted-sources'],
    queryFn: () => api.get<Port[]>('/ports', { query: { page_size: ALL, sort: 'pop' }, throttle: false }),
  });
}

/**
 * spec 5 remote check of an Azure ExpressRoute service key (`GET …/azure/service-key-validation`), asked once the
 * key has the lowercase-UUID form; the answer names what is wrong ('This key is not valid', or the capacity left).
 */
export function useAzureServiceKeyCheck(key: string, speed: string, isWellFormed: boolean) {
  return useQuery({
    queryKey: hostedKeys.azureKey(key, speed),
    queryFn: () =>
      api.get<AzureServiceKeyCheck>('/services/cloud/azure/service-key-validation', {
        query: { azure_service_key: key, speed: speed || undefined },
      }),
    meta: { isSilent: true },
    enabled: isWellFormed,
    staleTime: 30_000,
    retry: false,
  });
}

/** spec 5 remote check of an Oracle OCID in a region: 'OCID Successfully validated', in use, or not valid. */
export function useOracleOcidCheck(ocid: string, region: string, isWellFormed: boolean) {
  return useQuery({
    queryKey: hostedKeys.oracleOcid(ocid, region),
    queryFn: () =>
      api.get<OracleOcidCheck>('/services/cloud/oracle/ocid-validation', {
        query: { vc_ocid: ocid, region },
      }),
    meta: { isSilent: true },
    enabled: isWellFormed,
    staleTime: 30_000,
    retry: false,
  });
}

/**
 * Oracle's view of an Oracle connection's FastConnect virtual circuit (`GET …/hosted/{id}/vc-ocid-status`): its
 * lifecycle, provider and BGP states, the peering addresses, and whether the connection is in step with it.
 */
export function useOracleVcStatus(circuitId: string) {
  return useQuery({
    queryKey: hostedKeys.oracleStatus(circuitId),
    queryFn: () =>
      api.get<OracleVcStatus>(`/services/cloud/hosted/${encodeURIComponent(circuitId)}/vc-ocid-status`, {
        throttle: false,
      }),
    meta: { isSilent: true },
  });
}
