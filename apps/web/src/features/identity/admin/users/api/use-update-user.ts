import type { UpdateUserRequest, User } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { useRefreshUsers } from './refresh-users';

export function updateUser({ uuid, changes }: { uuid: string; changes: UpdateUserRequest }): Promise<User> {
  return api.patch<User>(`/users/${encodeURIComponent(uuid)}`, changes);
}

/** Changes a user (here: the group). Silent: the dialog shows a refusal (e.g. the last admin). */
export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: updateUser, meta: { isSilent: true }, onSuccess: refresh });
}
