import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetDeletedObject } from '@/api/forget-deleted-object';
import { api } from '@/api/http-client';
import { cloudConnectionKeys } from './cloud-connection-keys';

/** `DELETE /v2/services/cloud/{id}`: the network takes the connection down (deleting), then it is gone. */
export function useDeleteCloudConnection(circuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(`/services/cloud/${encodeURIComponent(circuitId)}`),
    onSuccess: () =>
      forgetDeletedObject(queryClient, cloudConnectionKeys.detail(circuitId), cloudConnectionKeys.lists()),
  });
}
