import type {
  BgpDryRun,
  BgpDryRunRequest,
  BgpRoute,
  BgpSession,
  bgpLogSchema,
  CreateBgpSessionRequest,
  LookingGlass,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/http-client';
import { bgpKeys } from './bgp-keys';

const segment = encodeURIComponent;
export const connectionPath = (routerCircuitId: string, cloudCircuitId: string) =>
  `/services/cloud-routers/${segment(routerCircuitId)}/connections/${segment(cloudCircuitId)}`;

/** `GET …/connections/{cid}/bgp/{uuid}`: one session; live events refresh it as it establishes. */
export function useBgpSession(routerCircuitId: string, cloudCircuitId: string, uuid: string | undefined) {
  return useQuery({
    queryKey: bgpKeys.session(uuid ?? ''),
    queryFn: () =>
      api.get<BgpSession>(`${connectionPath(routerCircuitId, cloudCircuitId)}/bgp/${segment(uuid ?? '')}`, {
        throttle: false,
      }),
    enabled: uuid !== undefined && routerCircuitId !== '' && cloudCircuitId !== '',
  });
}

/** `GET …/connections/{cid}/bgp-routes?route_type=`: the session's routes after policy. */
export function useBgpRoutes(
  routerCircuitId: string,
  cloudCircuitId: string,
  uuid: string,
  routeType: BgpRoute['type'],
) {
  return useQuery({
    queryKey: bgpKeys.routes(uuid, routeType),
    queryFn: () =>
      api.get<BgpRoute[]>(`${connectionPath(routerCircuitId, cloudCircuitId)}/bgp-routes`, {
        query: { route_type: routeType, bgp_settings_uuid: uuid },
        throttle: false,
      }),
  });
}

export type BgpLogLine = z.infer<typeof bgpLogSchema>;

/** `GET /v2/services/cloud-routers/{id}/bgp-logs?cloud_circuit_id=`: the connection's BGP log, this session's lines. */
export function useBgpLogs(routerCircuitId: string, cloudCircuitId: string, uuid: string) {
  return useQuery({
    queryKey: bgpKeys.logs(uuid),
    queryFn: async () => {
      const lines = await api.get<BgpLogLine[]>(`/services/cloud-routers/${segment(routerCircuitId)}/bgp-logs`, {
        query: { cloud_circuit_id: cloudCircuitId },
        throttle: false,
      });
      return lines.filter((item) => item.bgp_settings_uuid === uuid);
    },
  });
}

/** `GET /v2/services/cloud-routers/{id}/looking-glass?address=`: the route and next hop towards an address. */
export function useLookingGlass(routerCircuitId: string, address: string | null) {
  return useQuery({
    queryKey: bgpKeys.lookingGlass(routerCircuitId, address ?? ''),
    queryFn: () =>
      api.get<LookingGlass>(`/services/cloud-routers/${segment(routerCircuitId)}/looking-glass`, {
        query: { address },
        throttle: false,
      }),
    enabled: address !== null,
    retry: false,
  });
}

/**
 * `POST /v2/services/cloud-routers/{id}/address_is_unique`: whether no session of the router uses the address
 * (as its router or peer address). A question, not a change, so it is read like a query.
 */
export function useAddressUniqueness(routerCircuitId: string, address: string, isEnabled: boolean) {
  return useQuery({
    queryKey: bgpKeys.addressUniqueness(routerCircuitId, address),
    queryFn: () =>
      api.post<{ address: string; is_unique: boolean }>(
        `/services/cloud-routers/${segment(routerCircuitId)}/address_is_unique`,
        { address },
      ),
    enabled: isEnabled,
    staleTime: 10_000,
    // A check that cannot be asked leaves the field to the server's own refusal on save.
    meta: { isSilent: true },
  });
}

/** A draft to try: the changed session's routing part, or a whole new session's create body, with its fingerprint. */
export type WhatIfDraft = { body: BgpDryRunRequest | CreateBgpSessionRequest; fingerprint: string };

/**
 * `POST …/bgp/{uuid}/dry-run` for a saved session's draft, `POST …/bgp/dry-run` for a new session's (the create
 * body): the what-if, nothing saved, so it is read like a query and cached by the draft's fingerprint; null while
 * there is no draft to ask about.
 */
export function useBgpWhatIf(
  routerCircuitId: string,
  cloudCircuitId: string,
  uuid: string | null,
  draft: WhatIfDraft | null,
) {
  const fingerprint = draft?.fingerprint ?? '';
  const sessions = `${connectionPath(routerCircuitId, cloudCircuitId)}/bgp`;
  return useQuery({
    queryKey: uuid === null ? bgpKeys.whatIfNew(cloudCircuitId, fingerprint) : bgpKeys.whatIf(uuid, fingerprint),
    queryFn: () =>
      api.post<BgpDryRun>(uuid === null ? `${sessions}/dry-run` : `${sessions}/${segment(uuid)}/dry-run`, draft?.body),
    enabled: draft !== null,
    retry: false,
    meta: { isSilent: true },
  });
}
