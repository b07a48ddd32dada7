import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isUnauthorizedError } from '@/api/api-error';
import { hasSessionCookie } from '@/api/cookies';
import { currentCustomerQuery, currentUserQuery, permissionsQuery } from '@/api/session';
import { DEFAULT_PATH_AFTER_LOGIN, LOGIN_PATH, pathOf, rememberReturnPath } from '@/lib/return-path';

/**
 * Loader of the authenticated layout (spec 2): without a session the requested path and query are remembered
 * and the user goes to login. With one, the user and permissions are loaded before any screen renders, and the
 * company is fetched alongside (spec 7 "On start").
 */
export function requireSession(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const goToLogin = () => {
      rememberReturnPath(pathOf(new URL(request.url)));
      return redirect(LOGIN_PATH);
    };
    if (!hasSessionCookie()) throw goToLogin();
    void queryClient.prefetchQuery(currentCustomerQuery());
    try {
      await Promise.all([
        queryClient.ensureQueryData(currentUserQuery()),
        queryClient.ensureQueryData(permissionsQuery()),
      ]);
    } catch (error) {
      if (isUnauthorizedError(error)) throw goToLogin();
      throw error;
    }
    return null;
  };
}

/** Loader of the login page (spec 2): a signed-in user goes to the dashboard instead. */
export function redirectIfSignedIn(queryClient: QueryClient) {
  return async () => {
    if (!hasSessionCookie()) return null;
    try {
      await queryClient.fetchQuery(currentUserQuery());
    } catch {
      // No usable session (spec 8: failing to load the initial user is silent): show the login form.
      return null;
    }
    throw redirect(DEFAULT_PATH_AFTER_LOGIN);
  };
}
