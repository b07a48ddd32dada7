import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/api/http-client';
import { beginSignOut, cancelSignOut, endClientSession } from '@/api/session';
import { forgetReturnPath, LOGIN_PATH } from '@/lib/return-path';

export function logout(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/logout');
}

/** Signs out, forgets any page to return to, empties the cache and goes to login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => {
      beginSignOut();
      return logout();
    },
    onSuccess: async () => {
      forgetReturnPath();
      await endClientSession(queryClient, () => navigate(LOGIN_PATH, { replace: true }));
    },
    onError: cancelSignOut,
  });
}
