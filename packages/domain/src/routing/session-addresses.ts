import { GATEWAY_MESSAGES } from '../network/gateway.js';
import { parseHostAddress } from './prefix.js';

/** A BGP session's two addresses as its router holds them: its own side with the mask, and its peer's. */
export interface SessionAddresses {
  id: string;
  l3Address: string;
  remoteAddress: string;
}

/** The host an address names, with or without a mask, in its canonical text; undefined when it is not an address. */
export function sessionHostOf(value: string): string | undefined {
  return parseHostAddress(value.trim().split('/')[0] ?? '')?.text;
}

/**
 * Issue 18 (`address_is_unique`): whether an address is taken on a router, as the router side or the peer of one of
 * its sessions (the session `exceptId`, the one being changed, does not count).
 */
export function isSessionAddressUsed(
  address: string,
  sessions: readonly SessionAddresses[],
  exceptId?: string,
): boolean {
  const host = sessionHostOf(address);
  if (host === undefined) return false;
  return sessions.some(
    (session) =>
      session.id !== exceptId &&
      (sessionHostOf(session.l3Address) === host || sessionHostOf(session.remoteAddress) === host),
  );
}

/**
 * spec 5 "Network and address rules" ('This address is not unique.' when the uniqueness check fails): a session's
 * router-side address (`l3_address`) is used by no other session of its router, on either side.
 */
export function validateUniqueSessionAddress(
  l3Address: string,
  sessions: readonly SessionAddresses[],
  exceptId?: string,
): string | undefined {
  return isSessionAddressUsed(l3Address, sessions, exceptId) ? GATEWAY_MESSAGES.notUnique : undefined;
}
