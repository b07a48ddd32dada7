import type { BgpSession, CreateBgpSessionRequest, UpdateBgpSessionRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { bgpKeys } from './bgp-keys';
import { connectionPath } from './bgp-queries';

/** Whatever a session change moves: the session and its sub-queries, the connection's list and its state. */
function useRefreshSession(cloudCircuitId: string) {
  const queryClient = useQueryClient();
  return (session: BgpSession) => {
    queryClient.setQueryData(bgpKeys.session(session.bgp_settings_uuid), session);
    void queryClient.invalidateQueries({ queryKey: bgpKeys.session(session.bgp_settings_uuid) });
    void queryClient.invalidateQueries({ queryKey: bgpKeys.sessions(cloudCircuitId) });
    void queryClient.invalidateQueries({ queryKey: bgpKeys.connection(cloudCircuitId) });
  };
}

/** `POST …/connections/{cid}/bgp`. Silent: the dialog puts refusals on its fields. */
export function useCreateBgpSession(routerCircuitId: string, cloudCircuitId: string) {
  const refresh = useRefreshSession(cloudCircuitId);
  return useMutation({
    mutationFn: (body: CreateBgpSessionRequest) =>
      api.post<BgpSession>(`${connectionPath(routerCircuitId, cloudCircuitId)}/bgp`, body),
    meta: { isSilent: true },
    onSuccess: refresh,
  });
}

/** `PUT …/connections/{cid}/bgp` with `bgp_settings_uuid` (wire reference 3.10: update is PUT, not PATCH). */
export function useUpdateBgpSession(routerCircuitId: string, cloudCircuitId: string) {
  const refresh = useRefreshSession(cloudCircuitId);
  return useMutation({
    mutationFn: (body: UpdateBgpSessionRequest) =>
      api.put<BgpSession>(`${connectionPath(routerCircuitId, cloudCircuitId)}/bgp`, body),
    meta: { isSilent: true },
    onSuccess: refresh,
  });
}
