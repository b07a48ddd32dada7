import type { CreateTeamInviteRequest, TeamInvite } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { inviteKeys } from './team-invites-query';

export function createInvite(body: CreateTeamInviteRequest): Promise<TeamInvite> {
  return api.post<TeamInvite>('/team-invites', body);
}

/** Invites an address into the company and a group. Silent: the form shows refused fields. */
export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}
