import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { cloudConnectionKeys } from './cloud-connection-keys';

/** `DELETE /v2/services/cloud/{id}`: the network takes the connection down (deleting), then it is gone. */
export function useDeleteCloudConnection(circuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(`/services/cloud/${encodeURIComponent(circuitId)}`),
    onSuccess: () => {
      // Marked stale, not read again now: the screen leaves it, and a connection the network removes fast is gone.
      void queryClient.invalidateQueries({ queryKey: cloudConnectionKeys.detail(circuitId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: cloudConnectionKeys.lists() });
    },
  });
}
