import type { CustomerRow, SessionRow, UserRow } from '../modules/identity/auth/sessions.repo.js';

/** Who is calling, resolved once per request from the session cookie, a bearer token or an API key. */
export interface AuthContext {
  user: UserRow;
  /** The customer every query is scoped to (ARCHITECTURE rule 3). */
  customer: CustomerRow;
  /** The session; null when an API key authenticated the request. */
  session: SessionRow | null;
  /** The API key that authenticated the request, else null. */
  apiKeyId: string | null;
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
}
