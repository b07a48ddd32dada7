import type { User } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { useRefreshUsers } from './refresh-users';

export function removeFromGroup({ uuid, groupId }: { uuid: string; groupId: string }): Promise<User> {
  return api.delete<User>(`/users/${encodeURIComponent(uuid)}/groups/${encodeURIComponent(groupId)}`);
}

/** Takes a user out of a group: every user is in exactly one group, so they fall back to read-only. */
export function useRemoveFromGroup() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: removeFromGroup, onSuccess: refresh });
}
