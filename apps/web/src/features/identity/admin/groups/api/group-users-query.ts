import type { User } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { groupKeys } from './groups-query';

/** The company's users in a group. */
export function useGroupUsers(groupId: string) {
  return useQuery({
    queryKey: groupKeys.users(groupId),
    queryFn: () => api.get<User[]>(`/groups/${encodeURIComponent(groupId)}/users`),
  });
}
