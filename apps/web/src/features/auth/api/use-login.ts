import type { LoginRequest, LoginResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/api/http-client';
import { takeReturnPath } from '@/lib/return-path';

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', credentials);
}

/**
 * Signs in, then opens the page the user was sent away from, else the dashboard (spec 2). Whatever the cache
 * held belonged to no session or another one, so it is dropped. Failures are silent here: the form shows them.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    meta: { isSilent: true },
    onSuccess: async () => {
      queryClient.clear();
      await navigate(takeReturnPath(), { replace: true });
    },
  });
}
