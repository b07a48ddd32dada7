import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MFA_PATH, postLogin, useCompleteSignIn } from '@/api/sign-in';

/**
 * Signs in (spec 2). With MFA on, the session is half-open and the user goes to the code step; otherwise on to
 * the eula step when needed, then the page the user was sent away from, else the dashboard. Failures are silent
 * here: the form shows them.
 */
export function useLogin() {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: postLogin,
    meta: { isSilent: true },
    onSuccess: async (answer) => {
      if (answer.mfa_required) {
        await navigate(MFA_PATH, { replace: true });
        return;
      }
      await completeSignIn();
    },
  });
}
