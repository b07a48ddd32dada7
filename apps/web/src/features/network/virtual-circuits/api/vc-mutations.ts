import {
  type CreateBackboneRequest,
  IDEMPOTENCY_KEY_HEADER,
  type UpdateVcRequest,
  type VirtualCircuit,
} from '@portal/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetDeletedObject } from '@/api/forget-deleted-object';
import { api } from '@/api/http-client';
import { vcKeys } from './vc-keys';

const path = (circuitId: string) => `/services/${encodeURIComponent(circuitId)}`;

/** After a change the VC and the lists are stale; the live event says so too, a moment later. */
function refreshVc(queryClient: QueryClient, circuitId: string) {
  void queryClient.invalidateQueries({ queryKey: vcKeys.detail(circuitId) });
  void queryClient.invalidateQueries({ queryKey: vcKeys.lists() });
}

/** `POST /v2/services/backbone` with the order's `Idempotency-Key`. Silent: the form shows refusals on its fields. */
export function useCreateBackbone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateBackboneRequest; idempotencyKey: string }) =>
      api.post<VirtualCircuit>('/services/backbone', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    meta: { isSilent: true },
    onSuccess: (vc) => {
      queryClient.setQueryData(vcKeys.detail(vc.vc_circuit_id), vc);
      void queryClient.invalidateQueries({ queryKey: vcKeys.lists() });
      // The ends' ports now list the circuit and its VLANs.
      for (const end of vc.interfaces) void queryClient.invalidateQueries({ queryKey: ['port', end.port_circuit_id] });
    },
  });
}

/** `PATCH /v2/services/{id}`. Silent for the form. */
export function useUpdateVc(circuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateVcRequest) => api.patch<VirtualCircuit>(path(circuitId), changes),
    meta: { isSilent: true },
    onSuccess: (vc) => {
      queryClient.setQueryData(vcKeys.detail(circuitId), vc);
      void queryClient.invalidateQueries({ queryKey: vcKeys.lists() });
    },
  });
}

/** `DELETE /v2/services/{id}`. */
export function useDeleteVc(circuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(path(circuitId)),
    onSuccess: () => forgetDeletedObject(queryClient, vcKeys.detail(circuitId), vcKeys.lists()),
  });
}

/** `POST /v2/services/{id}/burst` (Mbps). Silent: the burst form shows the refusal. */
export function useAddBurst(circuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (speed: number) => api.post<{ message: string }>(`${path(circuitId)}/burst`, { speed }),
    meta: { isSilent: true },
    onSuccess: () => refreshVc(queryClient, circuitId),
  });
}

/** `DELETE /v2/services/{id}/burst`. */
export function useRemoveBurst(circuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(`${path(circuitId)}/burst`),
    onSuccess: () => refreshVc(queryClient, circuitId),
  });
}
