import type { CreateOutboundCrossConnect } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { crossConnectKeys } from './cross-connect-keys';

/**
 * `POST /v2/outbound-cross-connects` (wire reference 3.13): answers only `{message}`; the new order then appears
 * in the list and walks the board. Silent: the form shows refused fields (spec 5 refusals come on `port`).
 */
export function useCreateCrossConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: CreateOutboundCrossConnect) => api.post<{ message: string }>('/outbound-cross-connects', order),
    meta: { isSilent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: crossConnectKeys.list() }),
        queryClient.invalidateQueries({ queryKey: crossConnectKeys.orderPorts() }),
      ]),
  });
}
