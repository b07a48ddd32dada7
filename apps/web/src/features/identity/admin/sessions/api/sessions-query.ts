import type { UserSession } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';

export const sessionListKeys = {
  all: ['auth-sessions'] as const,
  own: () => [...sessionListKeys.all, 'own'] as const,
};

export const ownSessionsQuery = () =>
  queryOptions({ queryKey: sessionListKeys.own(), queryFn: () => api.get<UserSession[]>('/auth/sessions') });

export function useOwnSessions() {
  return useQuery(ownSessionsQuery());
}
