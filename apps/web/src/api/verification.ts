import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './http-client';
import { sessionKeys } from './session';

/** spec 7 `POST /user-verify/resend`: a new verification link for the signed-in user (older links stop working). */
export function resendVerification(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/user-verify/resend');
}

/** Used by the banner of the shell and by the verification page; the caller shows the answer. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

/** spec 7 `POST /user-verify {code, login}`: verifies the e-mail address of the link. */
export function verifyUser(body: { code: string; login: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/user-verify', body);
}

/** Silent: the verification page shows the refusal itself. The session's user is refreshed on success. */
export function useVerifyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyUser,
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
