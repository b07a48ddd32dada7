import { PASSWORD_RESET_REQUESTED_MESSAGE, type PasswordResetRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/http-client';

/** The answer is the same whether or not an account matches, so it tells nobody which logins exist. */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<string> {
  const answer = await api.post<{ message?: string }>('/users/request-password-reset', body);
  return answer?.message ?? PASSWORD_RESET_REQUESTED_MESSAGE;
}

/** Silent: the form shows a failure itself. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { isSilent: true } });
}
