import type { TeamInvite } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { inviteKeys } from './team-invites-query';

export function resendInvite(id: string): Promise<TeamInvite> {
  return api.post<TeamInvite>(`/team-invites/${encodeURIComponent(id)}/resend`);
}

/** Sends the invite again with a new link and seven more days; the old link stops working. */
export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}
