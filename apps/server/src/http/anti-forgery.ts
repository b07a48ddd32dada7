import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The anti-forgery token for a session: derived from the session token, so it needs no storage, cannot be
 * guessed without the token, and reveals nothing about it. The SPA reads it from a cookie and echoes it.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
