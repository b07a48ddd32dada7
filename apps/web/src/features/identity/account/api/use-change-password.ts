import type { ChangePasswordRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/http-client';

export function changePassword({ login, ...body }: ChangePasswordRequest & { login: string }) {
  return api.patch<{ message: string }>(`/users/${encodeURIComponent(login)}/password`, body);
}

/** Silent: the form shows a wrong current password or a weak new one on its field. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { isSilent: true } });
}
