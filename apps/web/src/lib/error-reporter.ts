import type { GelfMessage } from '@portal/contract';
import { isApiError } from '@/api/api-error';

/** spec 7: browser errors go to the log intake as GELF messages, without credentials. */
export const LOG_INTAKE_PATH = '/gelf';
const APP_NAME = 'portal-web';
/** GELF (syslog) level 3: error. */
const ERROR_LEVEL = 3;

export interface ReporterContext {
  host: string;
  environment: string;
  /** The page the user was on. */
  uri: () => string;
  /** The signed-in user's id, when known. */
  userId: () => string | null;
  now: () => number;
}

function describe(error: unknown): { message: string; traceback: string | null } {
  if (error instanceof Error) return { message: error.message || error.name, traceback: error.stack ?? null };
  if (typeof error === 'string') return { message: error, traceback: null };
  try {
    return { message: JSON.stringify(error) ?? String(error), traceback: null };
  } catch {
    return { message: String(error), traceback: null };
  }
}

/**
 * spec 8: the GELF message for an error, or null when it must not be sent: a 401 (an expired session is not a
 * fault) and a failure of the log intake itself (no loops).
 */
export function gelfMessageFor(error: unknown, context: ReporterContext): GelfMessage | null {
  if (isApiError(error)) {
    if (error.status === 401) return null;
    if (error.request?.url.endsWith(LOG_INTAKE_PATH)) return null;
  }
  const { message, traceback } = describe(error);
  const request = isApiError(error) ? error.request : null;
  const summary = request
    ? `${message} (${request.method} ${request.url} -> ${isApiError(error) ? (error.status ?? 'no answer') : ''})`
    : message;
  return {
    version: '1.1',
    host: context.host,
    short_message: summary.slice(0, 2000),
    ...(traceback ? { full_message: traceback.slice(0, 20_000) } : {}),
    timestamp: context.now() / 1000,
    level: ERROR_LEVEL,
    _app_name: APP_NAME,
    _environment: context.environment,
    _user_id: context.userId(),
    _uri: context.uri().slice(0, 2000),
    _traceback: traceback ? traceback.slice(0, 20_000) : null,
    _request_id: isApiError(error) ? error.requestId : null,
  };
}

export interface ErrorReporter {
  report(error: unknown): void;
}

/**
 * Sends each distinct error once per window and at most `maxPerMinute` a minute, so a render loop cannot flood
 * the intake. Sending never throws.
 */
export function createErrorReporter(
  context: ReporterContext,
  send: (message: GelfMessage) => Promise<unknown>,
  options: { maxPerMinute?: number; repeatWindowMs?: number } = {},
): ErrorReporter {
  const maxPerMinute = options.maxPerMinute ?? 20;
  const repeatWindowMs = options.repeatWindowMs ?? 60_000;
  const lastSent = new Map<string, number>();
  let minuteStart = 0;
  let sentThisMinute = 0;
  return {
    report(error) {
      const message = gelfMessageFor(error, context);
      if (!message) return;
      const at = context.now();
      if (at - minuteStart >= 60_000) {
        minuteStart = at;
        sentThisMinute = 0;
      }
      const previous = lastSent.get(message.short_message);
      if (previous !== undefined && at - previous < repeatWindowMs) return;
      if (sentThisMinute >= maxPerMinute) return;
      sentThisMinute += 1;
      lastSent.set(message.short_message, at);
      send(message).catch(() => undefined);
    },
  };
}

/** The browser's sender: no cookies, no credentials, survives a page unload. */
export function sendToIntake(message: GelfMessage): Promise<unknown> {
  return globalThis.fetch(LOG_INTAKE_PATH, {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });
}
