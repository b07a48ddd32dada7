import { type ErrorBody, errorBodySchema } from '@portal/contract';
import { ERROR_MESSAGES, requestFailedMessage, VERIFIED_ONLY_SERVER_MESSAGE } from '@portal/domain';

/** Codes the client gives to failures that never reached a server answer, or got one without an error body. */
export type ClientErrorCode = 'network_error' | 'aborted' | 'http_error';

/** Client messages of spec 8 "Client conditions". */
export const clientMessages = {
  network: ERROR_MESSAGES.networkError,
  aborted: ERROR_MESSAGES.requestAborted,
  status: requestFailedMessage,
} as const;

/** spec 8: the fallback when neither the server nor the client has a message. */
export const GENERIC_ERROR_MESSAGE = ERROR_MESSAGES.generic;
/** spec 8: what a 403 shows. */
export const FORBIDDEN_MESSAGE = ERROR_MESSAGES.forbidden;
/** spec 8: the server's refusal for unverified users, and what the portal shows instead. */
export const UNVERIFIED_SERVER_MESSAGE = VERIFIED_ONLY_SERVER_MESSAGE;
export const UNVERIFIED_MESSAGE = ERROR_MESSAGES.verifyEmail;

interface ApiErrorInit {
  status: number | null;
  code: string;
  message: string;
  requestId?: string | null;
  fields?: Record<string, string> | undefined;
}

/** The call that failed, for the error log (spec 8: request id, status, method and URL). */
export interface FailedRequest {
  method: string;
  url: string;
}

/**
 * A failed API call. `status` is null when no answer arrived (network failure, aborted request); `code` is the
 * server's catalogue code, or a {@link ClientErrorCode}.
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: string;
  readonly requestId: string | null;
  readonly fields: Record<string, string> | undefined;
  /** The failed call; set by the HTTP client. */
  request: FailedRequest | null = null;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId ?? null;
    this.fields = init.fields;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 401 answer: the session is missing or expired. */
export function isUnauthorizedError(error: unknown): boolean {
  return isApiError(error) && error.isUnauthorized;
}

/** Maps a non-2xx answer (its status and parsed body, if any) to an ApiError; the server's body wins. */
export function errorFromResponse(status: number, body: unknown, requestIdHeader: string | null): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const errorBody: ErrorBody = parsed.data;
    return new ApiError({
      status,
      code: errorBody.code,
      message: errorBody.message,
      requestId: errorBody.request_id,
      fields: errorBody.fields,
    });
  }
  return new ApiError({
    status,
    code: 'http_error',
    message: clientMessages.status(status),
    requestId: requestIdHeader,
  });
}

/** Maps a rejected fetch to an ApiError: an abort, or a network failure. */
export function errorFromFetchFailure(failure: unknown): ApiError {
  const isAbort = failure instanceof Error && failure.name === 'AbortError';
  return isAbort
    ? new ApiError({ status: null, code: 'aborted', message: clientMessages.aborted })
    : new ApiError({ status: null, code: 'network_error', message: clientMessages.network });
}

/**
 * spec 8: the text a user sees for a failed request: the no-permission message on 403 (or the verification
 * request when the server refuses an unverified user), else the server's message, else the client's message,
 * else the generic one.
 */
export function describeError(error: unknown): string {
  if (isApiError(error) && error.status === 403) {
    return error.message === UNVERIFIED_SERVER_MESSAGE ? UNVERIFIED_MESSAGE : FORBIDDEN_MESSAGE;
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return GENERIC_ERROR_MESSAGE;
}
