import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { inviteKeys } from './team-invites-query';

export function cancelInvite(id: string) {
  return api.delete<{ message: string }>(`/team-invites/${encodeURIComponent(id)}`);
}

/** Cancels a pending invite; its link stops working. */
export function useCancelInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}
