import { type KeyValueStore, sessionStore } from './storage';

export const LOGIN_PATH = '/auth/login';
/** spec 2: where the user goes after login when no page was requested. */
export const DEFAULT_PATH_AFTER_LOGIN = '/dashboard';
const RETURN_PATH_KEY = 'portal-return-path';

/**
 * spec 8: pages where a 401 is an answer to show, not an expired session: login, mfa, reset-password and
 * change-password.
 */
const SESSION_REDIRECT_EXEMPT_PATHS = [
  '/auth/login',
  '/auth/mfa',
  '/auth/reset-password',
  '/reset-password',
  '/user-account/change-password',
];

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** Whether a 401 met on this page must leave the user where they are (spec 8). */
export function isSessionRedirectExempt(pathname: string): boolean {
  return SESSION_REDIRECT_EXEMPT_PATHS.includes(withoutTrailingSlash(pathname).toLowerCase());
}

/**
 * The path to come back to, if it is one: a local path (not `//host`, not a URL) outside the authentication
 * pages, so a stored value can neither leave the portal nor loop back to login.
 */
export function sanitizeReturnPath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  const pathname = withoutTrailingSlash(path.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  if (pathname === '/auth' || pathname.startsWith('/auth/') || isSessionRedirectExempt(pathname)) return null;
  return path;
}

/** The path and query of a location, as it is stored (spec 2: "the originally requested path and query"). */
export function pathOf(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** Remembers where a user was going when they were sent to login; a path that does not qualify is ignored. */
export function rememberReturnPath(path: string, store: KeyValueStore = sessionStore): void {
  const safePath = sanitizeReturnPath(path);
  if (safePath) store.set(RETURN_PATH_KEY, safePath);
}

/** The page to open after login, once: the remembered path, else the dashboard (spec 2). */
export function takeReturnPath(store: KeyValueStore = sessionStore): string {
  const stored = sanitizeReturnPath(store.get(RETURN_PATH_KEY));
  store.remove(RETURN_PATH_KEY);
  return stored ?? DEFAULT_PATH_AFTER_LOGIN;
}

export function forgetReturnPath(store: KeyValueStore = sessionStore): void {
  store.remove(RETURN_PATH_KEY);
}
