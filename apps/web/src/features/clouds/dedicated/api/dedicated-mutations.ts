import {
  type CreateDedicatedCloudOrder,
  type DedicatedCloud,
  IDEMPOTENCY_KEY_HEADER,
  type UpdateDedicatedCloudRequest,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { dedicatedKeys } from './dedicated-keys';

/**
 * `POST /v2/services/cloud/dedicated/{provider}` with the order's `Idempotency-Key`. Silent: the form shows
 * refusals on its fields.
 */
export function useCreateDedicatedCloud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: { order: CreateDedicatedCloudOrder; idempotencyKey: string }) =>
      api.post<DedicatedCloud>(`/services/cloud/dedicated/${order.provider}`, order.body, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    meta: { isSilent: true },
    onSuccess: (cloud) => {
      queryClient.setQueryData(dedicatedKeys.detail(cloud.cloud_circuit_id), cloud);
      void queryClient.invalidateQueries({ queryKey: dedicatedKeys.lists() });
    },
  });
}

/** `PATCH /v2/services/cloud/dedicated/{id}`: description and PO number. Silent for the form. */
export function useUpdateDedicatedCloud(circuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateDedicatedCloudRequest) =>
      api.patch<DedicatedCloud>(`/services/cloud/dedicated/${encodeURIComponent(circuitId)}`, changes),
    meta: { isSilent: true },
    onSuccess: (cloud) => {
      queryClient.setQueryData(dedicatedKeys.detail(circuitId), cloud);
      void queryClient.invalidateQueries({ queryKey: dedicatedKeys.lists() });
    },
  });
}
