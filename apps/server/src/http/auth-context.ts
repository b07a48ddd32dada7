import type { CustomerRow, SessionRow, UserRow } from '../modules/auth/sessions.repo.js';

/** Who is calling, resolved once per request from the session cookie, a bearer token or an API key. */
export interface AuthContext {
  user: UserRow;
  /** The customer every query is scoped to (ARCHITECTURE rule 3). */
  customer: CustomerRow;
  session: SessionRow;
  token: string;
  /** `cookie` requests must carry the anti-forgery header on mutations; `header` requests need not. */
  via: 'cookie' | 'header';
  permissions: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
