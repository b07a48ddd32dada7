import type { TeamInviteLookup } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/http-client';

export const inviteLookupKeys = {
  all: ['team-invite-lookup'] as const,
  byToken: (token: string) => [...inviteLookupKeys.all, token] as const,
};

/** What an invite link offers (company, group, address). Silent: the page explains an invalid link itself. */
export const inviteLookupQuery = (token: string) =>
  queryOptions({
    queryKey: inviteLookupKeys.byToken(token),
    queryFn: () => api.get<TeamInviteLookup>('/team-invites/lookup', { query: { token } }),
    enabled: token !== '',
    staleTime: 60_000,
    meta: { isSilent: true },
  });
