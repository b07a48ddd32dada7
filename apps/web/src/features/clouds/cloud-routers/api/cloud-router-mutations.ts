import {
  type CloudRouter,
  type CloudRouterCloudConnection,
  type CloudRouterCloudOrder,
  type CloudRouterConnection,
  type CreateCloudRouterRequest,
  type CreateIpsecConnectionRequest,
  type CreatePortConnectionRequest,
  IDEMPOTENCY_KEY_HEADER,
  type IpsecConnectionCreated,
  type IpsecSettingsView,
  type UpdateCloudRouterRequest,
  type UpdateConnectionRequest,
  type UpdateIpsecRequest,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { crKeys } from './cloud-router-keys';

const path = encodeURIComponent;
const routerPath = (circuitId: string) => `/services/cloud-routers/${path(circuitId)}`;

/** `POST /v2/services/cloud-routers` with the order's `Idempotency-Key`. Silent: the form shows refusals. */
export function useCreateCloudRouter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateCloudRouterRequest; idempotencyKey: string }) =>
      api.post<CloudRouter>('/services/cloud-routers', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    meta: { isSilent: true },
    onSuccess: (router) => {
      queryClient.setQueryData(crKeys.detail(router.circuit_id), router);
      void queryClient.invalidateQueries({ queryKey: crKeys.lists() });
    },
  });
}

/** `PATCH /v2/services/cloud-routers/{id}`: name, regions, capacity. Silent for the form. */
export function useUpdateCloudRouter(circuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateCloudRouterRequest) => api.patch<CloudRouter>(routerPath(circuitId), changes),
    meta: { isSilent: true },
    onSuccess: (router) => {
      queryClient.setQueryData(crKeys.detail(circuitId), router);
      void queryClient.invalidateQueries({ queryKey: crKeys.lists() });
    },
  });
}

/** `DELETE /v2/services/cloud-routers/{id}`. */
export function useDeleteCloudRouter(circuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(routerPath(circuitId)),
    meta: { isSilent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: crKeys.detail(circuitId) });
      void queryClient.invalidateQueries({ queryKey: crKeys.lists() });
    },
  });
}

function useConnectionCreated(circuitId: string) {
  const queryClient = useQueryClient();
  return (connection: CloudRouterConnection) => {
    queryClient.setQueryData(crKeys.connection(connection.cloud_circuit_id), connection);
    void queryClient.invalidateQueries({ queryKey: crKeys.connections(circuitId) });
    void queryClient.invalidateQueries({ queryKey: crKeys.detail(circuitId) });
  };
}

/** `POST …/{id}/connections/ipsec` with an `Idempotency-Key`. The answer never carries the shared key. */
export function useCreateIpsecConnection(circuitId: string) {
  const onCreated = useConnectionCreated(circuitId);
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateIpsecConnectionRequest; idempotencyKey: string }) =>
      api.post<IpsecConnectionCreated>(`${routerPath(circuitId)}/connections/ipsec`, body, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    meta: { isSilent: true },
    onSuccess: onCreated,
  });
}

/** `POST …/{id}/connections/packetfabric`: a VLAN (or the whole port) of one of the company's ports. */
export function useCreatePortConnection(circuitId: string) {
  const onCreated = useConnectionCreated(circuitId);
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreatePortConnectionRequest; idempotencyKey: string }) =>
      api.post<CloudRouterConnection>(`${routerPath(circuitId)}/connections/packetfabric`, body, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    meta: { isSilent: true },
    onSuccess: onCreated,
  });
}

/**
 * `POST …/{id}/connections/{provider}` with an `Idempotency-Key`: a connection to AWS (under `/v2`) or Azure, Google,
 * Oracle or IBM (under `/v2.1`), as the Go client calls them.
 */
export function useCreateCloudConnection(circuitId: string) {
  const onCreated = useConnectionCreated(circuitId);
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: { order: CloudRouterCloudOrder; idempotencyKey: string }) =>
      api.post<CloudRouterCloudConnection>(`${routerPath(circuitId)}/connections/${order.provider}`, order.body, {
        version: order.provider === 'aws' ? 'v2' : 'v2.1',
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    meta: { isSilent: true },
    onSuccess: onCreated,
  });
}

/** `PATCH …/connections/{cid}`: description and PO number. Silent for the form. */
export function useUpdateConnection(circuitId: string, cloudCircuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateConnectionRequest) =>
      api.patch<CloudRouterConnection>(`${routerPath(circuitId)}/connections/${path(cloudCircuitId)}`, changes),
    meta: { isSilent: true },
    onSuccess: (connection) => {
      queryClient.setQueryData(crKeys.connection(cloudCircuitId), connection);
      void queryClient.invalidateQueries({ queryKey: crKeys.connections(circuitId) });
    },
  });
}

/** `PATCH /v2/services/ipsec/{cid}`: gateway, IKE and phase fields, a new pre-shared key. Silent for the form. */
export function useUpdateIpsec(circuitId: string, cloudCircuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateIpsecRequest) =>
      api.patch<IpsecSettingsView>(`/services/ipsec/${path(cloudCircuitId)}`, changes),
    meta: { isSilent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: crKeys.connection(cloudCircuitId) });
      void queryClient.invalidateQueries({ queryKey: crKeys.connections(circuitId) });
    },
  });
}

/** `DELETE …/connections/{cid}`: the connection and its BGP sessions. */
export function useDeleteConnection(circuitId: string, cloudCircuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(`${routerPath(circuitId)}/connections/${path(cloudCircuitId)}`),
    meta: { isSilent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: crKeys.connection(cloudCircuitId) });
      void queryClient.invalidateQueries({ queryKey: crKeys.connections(circuitId) });
      void queryClient.invalidateQueries({ queryKey: crKeys.detail(circuitId) });
    },
  });
}
