import {
  type CreatedLag,
  type CreateLagRequest,
  type CreatePortRequest,
  IDEMPOTENCY_KEY_HEADER,
  type Port,
  type UpdateLagRequest,
  type UpdatePortRequest,
} from '@portal/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetDeletedObject } from '@/api/forget-deleted-object';
import { api } from '@/api/http-client';
import { locationKeys } from '@/api/locations';
import { portKeys } from './port-keys';

const path = (circuitId: string) => encodeURIComponent(circuitId);

/** The part of a port the actions need: which one, and whether it is a LAG (LAG actions have their own paths). */
export type PortTarget = Pick<Port, 'port_circuit_id' | 'is_lag' | 'pop'>;

const basePath = (target: PortTarget) => `${target.is_lag ? '/lags' : '/ports'}/${path(target.port_circuit_id)}`;

/** After a change the object, its status and the lists are stale; the live event will say so too, a moment later. */
function refreshPort(queryClient: QueryClient, circuitId: string) {
  void queryClient.invalidateQueries({ queryKey: portKeys.detail(circuitId) });
  void queryClient.invalidateQueries({ queryKey: portKeys.lists() });
}

/** `POST /v2/ports` with the order's `Idempotency-Key`. Silent: the form shows refusals on their fields. */
export function useCreatePort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreatePortRequest; idempotencyKey: string }) =>
      api.post<Port>('/ports', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    meta: { isSilent: true },
    onSuccess: (port) => {
      queryClient.setQueryData(portKeys.detail(port.port_circuit_id), port);
      void queryClient.invalidateQueries({ queryKey: portKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: locationKeys.availability(port.pop) });
    },
  });
}

/** `POST /v2/lags`. Silent: the form shows refusals on their fields. */
export function useCreateLag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLagRequest) => api.post<CreatedLag>('/lags', body),
    meta: { isSilent: true },
    onSuccess: (lag, body) => {
      refreshPort(queryClient, lag.port_circuit_id);
      for (const member of body.members) void queryClient.invalidateQueries({ queryKey: portKeys.detail(member) });
    },
  });
}

/** `PATCH /v2/ports/{id}` or `/v2/lags/{id}`: description and PO number (a LAG: description). Silent for the form. */
export function useUpdatePort(target: PortTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePortRequest | UpdateLagRequest) => api.patch<Port>(basePath(target), changes),
    meta: { isSilent: true },
    onSuccess: (port) => {
      queryClient.setQueryData(portKeys.detail(port.port_circuit_id), port);
      void queryClient.invalidateQueries({ queryKey: portKeys.lists() });
    },
  });
}

/** `POST …/enable` or `…/disable` of a port or LAG. */
export function useSetPortEnabled(target: PortTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isEnabled: boolean) => api.post<unknown>(`${basePath(target)}/${isEnabled ? 'enable' : 'disable'}`),
    onSuccess: () => refreshPort(queryClient, target.port_circuit_id),
  });
}

/** `DELETE /v2/ports/{id}` or `/v2/lags/{id}`: the network deprovisions it (deleting, then gone). */
export function useDeletePort(target: PortTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(basePath(target)),
    onSuccess: () => {
      forgetDeletedObject(queryClient, portKeys.detail(target.port_circuit_id), portKeys.lists());
      void queryClient.invalidateQueries({ queryKey: locationKeys.availability(target.pop) });
    },
  });
}

/** `POST /v2/lags/{id}/members` and `DELETE /v2/lags/{id}/members/{member}`. */
export function useLagMemberChange(lagCircuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, isAdding }: { member: string; isAdding: boolean }) =>
      isAdding
        ? api.post<unknown>(`/lags/${path(lagCircuitId)}/members`, { member_port_circuit_id: member })
        : api.delete<unknown>(`/lags/${path(lagCircuitId)}/members/${path(member)}`),
    onSuccess: (_answer, { member }) => {
      refreshPort(queryClient, lagCircuitId);
      void queryClient.invalidateQueries({ queryKey: portKeys.detail(member) });
    },
  });
}
