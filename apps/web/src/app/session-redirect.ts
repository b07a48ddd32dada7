import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { hasSessionCookie } from '@/api/cookies';
import { endClientSession, isSigningOut } from '@/api/session';
import { isSessionRedirectExempt, LOGIN_PATH, pathOf, rememberReturnPath } from '@/lib/return-path';
import { showSessionEndedNotice } from './session-ended-notice';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * spec 8: a 401 clears the session, remembers the path and goes to login, except on the pages where a 401 is
 * an answer to show (login, mfa, reset-password, change-password). The path is the one being opened when a
 * navigation is under way (its loader met the 401), else the current one. A 401 met while the user signs out,
 * or after they did (the session cookies are gone), is the logout itself: nothing is remembered, so the next login
 * opens the dashboard rather than the page the user left.
 */
export function endSessionAndGoToLogin(router: AppRouter, queryClient: QueryClient): void {
  if (isSigningOut()) return;
  const target = router.state.navigation.location ?? router.state.location;
  if (isSessionRedirectExempt(target.pathname)) return;
  if (hasSessionCookie()) {
    // The user was signed in: say why they are at login (the tracking socket may not have told them first).
    rememberReturnPath(pathOf(target));
    showSessionEndedNotice('unknown');
  }
  void endClientSession(queryClient, () => router.navigate(LOGIN_PATH, { replace: true }));
}
