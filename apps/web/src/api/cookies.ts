import { CSRF_COOKIE } from '@portal/contract';

/** The value of a readable cookie, or null; `cookieHeader` defaults to the document's cookies. */
export function readCookie(name: string, cookieHeader: string = documentCookies()): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * Whether the browser holds a session hint: the server sets the readable anti-forgery cookie together with the
 * httpOnly session cookie and clears both on logout, so without it there is no usable session and the portal
 * can go to the login page without asking the server.
 */
export function hasSessionCookie(): boolean {
  return readCookie(CSRF_COOKIE) !== null;
}

function documentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
