import type { customers, sessions, users } from '../db/schema/index.js';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

/** Who a token belongs to, as the identity module finds it: a live session's or a live API key's owner. */
export interface Caller {
  user: UserRow;
  customer: CustomerRow;
  /** The session; null when an API key authenticated the request. */
  session: SessionRow | null;
  /** The API key that authenticated the request, else null. */
  apiKeyId: string | null;
}

/** A caller with the customer its request named in `x-on-behalf-of` (null when none, or no such customer). */
export interface FoundCaller extends Caller {
  requested: CustomerRow | null;
}

/**
 * What the HTTP layer needs from identity to know who calls: given to `buildApp`'s authentication plugin, so the
 * cross-cutting plugins never import a module. `via` says where the token came from: an API key counts only in
 * the `Authorization` header. `requestedCustomerId` is read in the same query, so on-behalf requests cost no more.
 */
export interface Authenticator {
  findCaller(
    token: string,
    via: 'cookie' | 'header',
    now: Date,
    requestedCustomerId: string | null,
  ): Promise<FoundCaller | null>;
}

/** Who is calling, resolved once per request from the session cookie, a bearer token or an API key. */
export interface AuthContext extends Caller {
  /** The customer every query is scoped to (ARCHITECTURE rule 3). */
  customer: CustomerRow;
  token: string;
  /** `cookie` requests must carry the anti-forgery header on mutations; `header` requests need not. */
  via: 'cookie' | 'header';
  permissions: readonly string[];
  /** Set while a reseller or provider staff acts for `customer`: the company the user really belongs to. */
  onBehalfOf?: { customerId: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    authenticator: Authenticator;
  }
}
