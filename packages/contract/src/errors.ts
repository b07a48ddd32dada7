import { ERROR_MESSAGES, VERIFIED_ONLY_SERVER_MESSAGE } from '@portal/domain';
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
  not_found: { status: 404, message: 'Not found.' },
  conflict: { status: 409, message: 'The request conflicts with the current state of the object.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'The request body has an unsupported content type.' },
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
