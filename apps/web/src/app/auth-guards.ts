import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { hasSessionCookie } from '@/api/cookies';
import { currentUserQuery } from '@/api/session';
import { isTermsAcceptanceRequired, termsStatusQuery } from '@/api/terms';
import { DEFAULT_PATH_AFTER_LOGIN, LOGIN_PATH, takeReturnPath } from '@/lib/return-path';

/**
 * Loader of /auth/mfa (spec 2): the code step needs the half-open session a login with MFA leaves; a user who is
 * fully signed in goes to the dashboard, a visitor without a session to login.
 */
export function requirePendingMfa(queryClient: QueryClient) {
  return async () => {
    if (!hasSessionCookie()) throw redirect(LOGIN_PATH);
    try {
      await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
    } catch {
      // The half-open session answers 401 (`mfa_pending`) everywhere but the code step: show the form.
      return null;
    }
    throw redirect(DEFAULT_PATH_AFTER_LOGIN);
  };
}

/** The signed-in user, or a redirect to login (the page itself is never remembered: it is an /auth step). */
async function signedInUser(queryClient: QueryClient) {
  if (!hasSessionCookie()) throw redirect(LOGIN_PATH);
  try {
    return await queryClient.fetchQuery(currentUserQuery());
  } catch {
    throw redirect(LOGIN_PATH);
  }
}

/**
 * Loader of /auth/eula (spec 2 and 8): shown while the terms must be accepted (the terms request answers 404);
 * a user who has accepted them goes on to the page they wanted, else the dashboard.
 */
export function requireTermsPending(queryClient: QueryClient) {
  return async () => {
    await signedInUser(queryClient);
    try {
      await queryClient.fetchQuery({ ...termsStatusQuery(), staleTime: 0 });
    } catch (error) {
      if (isTermsAcceptanceRequired(error)) return null;
      throw error;
    }
    throw redirect(takeReturnPath());
  };
}

/** Loader of /auth/mfaSignup: the setup step is for a signed-in user without two-factor authentication. */
export function requireMfaOff(queryClient: QueryClient) {
  return async () => {
    const user = await signedInUser(queryClient);
    if (user.mfa_enabled) throw redirect(takeReturnPath());
    return null;
  };
}
