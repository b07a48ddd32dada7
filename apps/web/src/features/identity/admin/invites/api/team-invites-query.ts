import type { TeamInvite } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';

export const inviteKeys = {
  all: ['team-invites'] as const,
  list: () => [...inviteKeys.all, 'list'] as const,
};

export const teamInvitesQuery = () =>
  queryOptions({ queryKey: inviteKeys.list(), queryFn: () => api.get<TeamInvite[]>('/team-invites') });

export function useTeamInvites() {
  return useQuery(teamInvitesQuery());
}
