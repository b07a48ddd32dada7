import type { ResetPasswordRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/http-client';

export function resetPassword(body: ResetPasswordRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>('/users/reset-password', body);
}

/** Silent: the form puts a weak password or a spent link on the page itself. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { isSilent: true } });
}
