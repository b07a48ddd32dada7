import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { crossConnectKeys } from './cross-connect-keys';

/**
 * `DELETE /v2/outbound-cross-connects/{circuit_id}`: the network removes it (an order still on the board is
 * canceled); answers spec 8's delete notice.
 */
export function useDeleteCrossConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (circuitId: string) =>
      api.delete<{ message: string }>(`/outbound-cross-connects/${encodeURIComponent(circuitId)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: crossConnectKeys.list() }),
        queryClient.invalidateQueries({ queryKey: crossConnectKeys.orderPorts() }),
      ]),
  });
}
