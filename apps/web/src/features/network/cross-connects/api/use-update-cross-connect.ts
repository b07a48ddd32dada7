import type { OutboundCrossConnect } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { crossConnectKeys } from './cross-connect-keys';

/** `PATCH /v2/outbound-cross-connects/{circuit_id}` with `{user_description}`. Silent: the dialog shows refusals. */
export function useUpdateCrossConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ circuitId, userDescription }: { circuitId: string; userDescription: string }) =>
      api.patch<OutboundCrossConnect>(`/outbound-cross-connects/${encodeURIComponent(circuitId)}`, {
        user_description: userDescription,
      }),
    meta: { isSilent: true },
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: crossConnectKeys.list() }),
        queryClient.invalidateQueries({ queryKey: crossConnectKeys.detail(saved.circuit_id) }),
      ]),
  });
}
