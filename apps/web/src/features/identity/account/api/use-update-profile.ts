import type { CurrentUser, UpdateUserRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { sessionKeys } from '@/api/session';

export function updateProfile({ uuid, changes }: { uuid: string; changes: UpdateUserRequest }): Promise<CurrentUser> {
  return api.patch<CurrentUser>(`/users/${encodeURIComponent(uuid)}`, changes);
}

/** Changes the signed-in user's own profile; the session's user is replaced by the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { isSilent: true },
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.currentUser(), user),
  });
}
