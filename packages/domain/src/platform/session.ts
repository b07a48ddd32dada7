/** spec 8: pages where a 401 does not send the user to login (login, mfa, reset-password, change-password). */
export const LOGIN_REDIRECT_EXEMPT_PAGES = [
  '/auth/login',
  '/auth/mfa',
  '/auth/reset-password',
  '/reset-password',
  '/user-account/change-password',
] as const;

/** spec 2: where the user goes after login by default. */
export const DEFAULT_AFTER_LOGIN_PATH = '/dashboard';

/** spec 8: true for a 401 or an 'Unauthorized' answer. */
export function isUnauthorized(status: number | undefined, message?: string | null): boolean {
  return status === 401 || message === 'Unauthorized';
}

/** spec 8: on a 401 the session is cleared and the user sent to login, except on the exempt pages. */
export function shouldRedirectToLogin(pathname: string): boolean {
  const path = (pathname.split(/[?#]/, 1)[0] ?? '').replace(/(.)\/+$/, '$1').toLowerCase();
  return !(LOGIN_REDIRECT_EXEMPT_PAGES as readonly string[]).includes(path);
}

// Only same-site paths (a single leading /) are followed, so a crafted link cannot send the user elsewhere.
/** spec 2 "Authentication": after login, back to the requested same-site path, else the dashboard. */
export function afterLoginPath(requested: string | null | undefined): string {
  if (!requested?.startsWith('/') || requested.startsWith('//') || requested.startsWith('/\\')) {
    return DEFAULT_AFTER_LOGIN_PATH;
  }
  return requested;
}
