import { afterLoginPath, DEFAULT_AFTER_LOGIN_PATH, shouldRedirectToLogin } from '@portal/domain';
import { type KeyValueStore, sessionStore } from './storage';

export const LOGIN_PATH = '/auth/login';
/** spec 2: where the user goes after login when no page was requested. */
export const DEFAULT_PATH_AFTER_LOGIN = DEFAULT_AFTER_LOGIN_PATH;
const RETURN_PATH_KEY = 'portal-return-path';

/** Whether a 401 met on this page must leave the user where they are (spec 8, rule in the domain). */
export function isSessionRedirectExempt(pathname: string): boolean {
  return !shouldRedirectToLogin(pathname);
}

/**
 * The path to come back to, if it is one: a local path (not `//host`, not a URL) outside the authentication
 * pages, so a stored value can neither leave the portal nor loop back to login.
 */
export function sanitizeReturnPath(path: string | null | undefined): string | null {
  // The domain rule answers the dashboard for anything that is not a same-site path.
  if (!path || afterLoginPath(path) !== path) return null;
  const pathname = (path.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '').toLowerCase();
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
