import { ERROR_MESSAGES, messages, VERIFIED_ONLY_SERVER_MESSAGE } from '@portal/domain';
import { z } from 'zod';

/**
 * The one error catalogue (ARCHITECTURE rule 5): every error the API answers carries one of these codes,
 * with its HTTP status. The message is readable and, where the specification words it, quoted from it.
 */
export const ERROR_CATALOGUE = {
  validation_failed: { status: 400, message: 'The request is not valid.' },
  unauthenticated: { status: 401, message: 'Unauthorized' },
  invalid_credentials: { status: 401, message: 'The login or password is incorrect.' },
  forbidden: { status: 403, message: ERROR_MESSAGES.forbidden },
  csrf_failed: {
    status: 403,
    message: 'The anti-forgery token is missing or does not match. Reload the page and try again.',
  },
  unverified: { status: 403, message: VERIFIED_ONLY_SERVER_MESSAGE },
  mfa_pending: {
    status: 401,
    message: 'Enter the authentication code of your authenticator app to finish signing in.',
  },
  terms_not_accepted: {
    status: 404,
    message: 'The terms and conditions must be accepted before you continue.',
  },
  login_locked: {
    status: 429,
    message: 'Too many failed login attempts. Please try again in 15 minutes.',
  },
  // 400, not 409: API clients only surface 400, 401 and 404 (wire reference 2), and the order can be changed to fit.
  no_capacity: { status: 400, message: 'There is no capacity left for that order at this location.' },
  // A refusal because of the object's current state (spec 5: deleting while provisioning, a change while deleting,
  // the last member of a LAG): 409 by HTTP, but 400 because the official client takes a 409 for success and would
  // believe the change made (wire reference 2). The reason is the message; `fields` names the object.
  state_conflict: { status: 400, message: 'The object cannot change in its current state.' },
  not_found: { status: 404, message: 'Not found.' },
  conflict: { status: 409, message: 'The request conflicts with the current state of the object.' },
  request_timeout: { status: 408, message: 'The request took too long to arrive.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  uri_too_long: { status: 414, message: 'The request path is too long: a path segment is longer than any id.' },
  unsupported_media_type: { status: 415, message: 'The request body has an unsupported content type.' },
  headers_too_large: { status: 431, message: 'The request headers (or its URL) are too large.' },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  internal: { status: 500, message: 'An unexpected error occurred. Quote the request id when you contact support.' },
  unavailable: { status: 503, message: 'The service is temporarily unavailable.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The body of every error answer: `{message, request_id, code, fields?}`; `fields` names each invalid field. */
export const errorBodySchema = z.object({
  message: z.string(),
  request_id: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A plain acknowledgement; the wire reference answers most actions with `{message}`. */
export const messageSchema = z.object({ message: z.string() });

/**
 * spec 5 "pattern" ('Not a valid value'): a query parameter given more than once (`?service_provider=a&
 * service_provider=b`) where the route takes one value; every route answers it so, naming the parameter.
 */
export const repeatedParameterMessage = (name: string) => `${messages.pattern()}: give ${name} once, not repeated.`;
