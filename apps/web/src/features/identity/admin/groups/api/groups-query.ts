import type { Group } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';

export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  users: (groupId: string) => [...groupKeys.all, groupId, 'users'] as const,
  permissions: (groupId: string) => [...groupKeys.all, groupId, 'permissions'] as const,
};

export const groupsQuery = () =>
  queryOptions({ queryKey: groupKeys.list(), queryFn: () => api.get<Group[]>('/groups') });

export function useGroups() {
  return useQuery(groupsQuery());
}
