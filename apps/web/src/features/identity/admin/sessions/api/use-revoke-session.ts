import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { sessionListKeys } from './sessions-query';

export function revokeSession(id: string) {
  return api.delete<{ message: string }>(`/auth/sessions/${encodeURIComponent(id)}`);
}

/** Ends one of the user's own sessions; that browser goes to login at once. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionListKeys.all }),
  });
}
