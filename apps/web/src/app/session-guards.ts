import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { isUnauthorizedError } from '@/api/api-error';
import { hasSessionCookie } from '@/api/cookies';
import { navigationCountsQuery } from '@/api/navigation-counts';
import { currentCustomerQuery, currentUserQuery, permissionsQuery } from '@/api/session';
import { EULA_PATH } from '@/api/sign-in';
import { isTermsAcceptanceRequired, termsStatusQuery } from '@/api/terms';
import { DEFAULT_PATH_AFTER_LOGIN, LOGIN_PATH, pathOf, rememberReturnPath } from '@/lib/return-path';

/**
 * Loader of the authenticated layout (spec 2): without a session the requested path and query are remembered
 * and the user goes to login. With one, the user, the permissions and the terms are loaded before any screen
 * renders, and the company and the sidebar's counts are fetched alongside (spec 7 "On start"); all of these calls
 * start together, as do the ones of the screen's own loader.
 */
export function requireSession(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const goToLogin = () => {
      rememberReturnPath(pathOf(new URL(request.url)));
      return redirect(LOGIN_PATH);
    };
    if (!hasSessionCookie()) throw goToLogin();
    void queryClient.prefetchQuery(currentCustomerQuery());
    void queryClient.prefetchQuery(navigationCountsQuery());
    const termsFailure = queryClient.ensureQueryData(termsStatusQuery()).then(
      () => null,
      (error: unknown) => error,
    );
    try {
      await Promise.all([
        queryClient.ensureQueryData(currentUserQuery()),
        queryClient.ensureQueryData(permissionsQuery()),
      ]);
    } catch (error) {
      if (isUnauthorizedError(error)) throw goToLogin();
      throw error;
    }
    requireAcceptedTerms(await termsFailure, request);
    return null;
  };
}

/**
 * spec 8: while the terms must be accepted (the terms request answers 404: nothing accepted, or a newer document)
 * the user goes to the eula step first, the requested path remembered. Any other failure of that request does not
 * keep the user out of the portal.
 */
function requireAcceptedTerms(termsFailure: unknown, request: Request): void {
  if (!isTermsAcceptanceRequired(termsFailure)) return;
  rememberReturnPath(pathOf(new URL(request.url)));
  throw redirect(EULA_PATH);
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

/**
 * The session is checked again when the page changes, not when only the query string does (a list's filter or
 * page), so typing in a filter does not run the session loader on every keystroke. A retry still runs it.
 */
export function skipRevalidationOnSearchChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
