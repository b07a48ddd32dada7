import type { AcceptTeamInviteRequest, CurrentUser } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/http-client';

/** Creates the invited user, verified, in the inviting company and group. It does not sign in. */
export function acceptInvite(body: AcceptTeamInviteRequest): Promise<CurrentUser> {
  return api.post<CurrentUser>('/team-invites/accept', body);
}

/** Silent: the form shows a taken login or a weak password on its field. */
export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite, meta: { isSilent: true } });
}
