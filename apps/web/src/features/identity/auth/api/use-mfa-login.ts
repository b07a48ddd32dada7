import { useMutation } from '@tanstack/react-query';
import { postMfaLogin, useCompleteSignIn } from '@/api/sign-in';

/**
 * The second factor of a login. The server answers a fresh session with a fresh anti-forgery cookie; the HTTP
 * client reads that cookie on every mutation, so the next request carries the new token. Silent: the form shows
 * a wrong code on its field.
 */
export function useMfaLogin() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: postMfaLogin,
    meta: { isSilent: true },
    onSuccess: () => completeSignIn(),
  });
}
