import {
  type HostedCloud,
  type HostedOrder,
  IDEMPOTENCY_KEY_HEADER,
  type RouterConfig,
  type RouterType,
  type UpdateHostedRequest,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { hostedKeys } from './hosted-keys';

/**
 * `POST /v2/services/cloud/hosted/{provider}` with the order's `Idempotency-Key`. Silent: the form shows refusals
 * on its fields.
 */
export function useCreateHostedCloud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: { order: HostedOrder; idempotencyKey: string }) =>
      api.post<HostedCloud>(`/services/cloud/hosted/${order.provider}`, order.body, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    meta: { isSilent: true },
    onSuccess: (cloud) => {
      queryClient.setQueryData(hostedKeys.detail(cloud.cloud_circuit_id), cloud);
      void queryClient.invalidateQueries({ queryKey: hostedKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['port'] });
    },
  });
}

/** `PATCH /v2/services/cloud/hosted/{id}`: description, PO number or the provider-side settings. Silent for the form. */
export function useUpdateHostedCloud(circuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateHostedRequest) =>
      api.patch<HostedCloud>(`/services/cloud/hosted/${encodeURIComponent(circuitId)}`, changes),
    meta: { isSilent: true },
    onSuccess: (cloud) => {
      queryClient.setQueryData(hostedKeys.detail(circuitId), cloud);
      void queryClient.invalidateQueries({ queryKey: hostedKeys.lists() });
    },
  });
}

/**
 * `GET /v2/services/cloud/connections/{id}/router-config?router_type=`: the configuration text for one of the nine
 * router types, fetched when the user asks for the file (a mutation: it runs on a click, not on render).
 */
export function useRouterConfig(circuitId: string) {
  return useMutation({
    mutationFn: (routerType: RouterType) =>
      api.get<RouterConfig>(`/services/cloud/connections/${encodeURIComponent(circuitId)}/router-config`, {
        query: { router_type: routerType },
        throttle: false,
      }),
    meta: { isSilent: true },
  });
}

/**
 * `POST /v2/services/cloud/hosted/{id}/sync`: Oracle's side is read again and the connection takes its state. The
 * answer is the connection as it now is; Oracle's view is asked again. Silent: the card shows the outcome.
 */
export function useSyncOracle(circuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<HostedCloud>(`/services/cloud/hosted/${encodeURIComponent(circuitId)}/sync`),
    meta: { isSilent: true },
    onSuccess: (cloud) => {
      queryClient.setQueryData(hostedKeys.detail(circuitId), cloud);
      void queryClient.invalidateQueries({ queryKey: hostedKeys.oracleStatus(circuitId) });
      void queryClient.invalidateQueries({ queryKey: hostedKeys.lists() });
    },
  });
}
