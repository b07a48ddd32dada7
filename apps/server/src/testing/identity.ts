import type { OutboxMessage } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';

/** A password the strength rule (spec 5) accepts. */
export const STRONG_PASSWORD = 'Quartz-Harbor-Lantern-92';

/** The development outbox, newest first. */
export async function outbox(app: FastifyInstance): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
  if (response.statusCode !== 200) throw new Error(`outbox answered ${response.statusCode}`);
  return response.json<OutboxMessage[]>();
}

/** The first link of the newest message to an address. */
export async function latestLinkTo(app: FastifyInstance, email: string): Promise<URL> {
  const message = (await outbox(app)).find((entry) => entry.to === email);
  const link = message?.links[0];
  if (!link) throw new Error(`no message with a link to ${email}`);
  return new URL(link);
}

/** Signs up a new company (from `remoteAddress` when given); answers the response. */
export function signUp(
  app: FastifyInstance,
  name: string,
  overrides: Record<string, unknown> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/v2/auth/signup',
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: {
      company_name: `${name} Industries`,
      first_name: 'Test',
      last_name: 'User',
      email: `${name}@example.org`,
      login: name,
      password: STRONG_PASSWORD,
      accept_terms: true,
      ...overrides,
    },
  });
}

/**
 * A TOTP code of a secret, `stepsAhead` 30-second steps from now (the server accepts one step either side). A
 * code is accepted once, so a test that enabled MFA with the current step signs in with the next one.
 */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
}

/** The rows of a raw SQL query, on either driver. */
export async function rowsOf<T>(result: unknown): Promise<T[]> {
  const resolved = await result;
  return (Array.isArray(resolved) ? resolved : (resolved as { rows: unknown[] }).rows) as T[];
}
