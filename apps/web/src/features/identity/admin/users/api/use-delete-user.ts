import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { useRefreshUsers } from './refresh-users';

export function deleteUser(uuid: string) {
  return api.delete<{ message: string }>(`/users/${encodeURIComponent(uuid)}`);
}

/** Deletes a user; their sessions and API keys stop working at once. */
export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: deleteUser, onSuccess: refresh });
}
