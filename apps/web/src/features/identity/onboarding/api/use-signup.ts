import type { CurrentUser, SignupRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/http-client';

export function signup(body: SignupRequest): Promise<CurrentUser> {
  return api.post<CurrentUser>('/auth/signup', body);
}

/** Creates the company and its first admin; the user is not signed in and must verify the address first. */
export function useSignup() {
  return useMutation({ mutationFn: signup, meta: { isSilent: true } });
}
