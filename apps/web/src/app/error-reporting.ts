import type { CurrentUser } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/api/session';
import { createErrorReporter, type ErrorReporter, sendToIntake } from '@/lib/error-reporter';

/**
 * spec 8: errors go to the log intake — failed requests (from the query cache) and unhandled exceptions and
 * promise rejections (from the window) — with the signed-in user's id when it is known.
 */
export function installErrorReporting(queryClient: QueryClient, target: Window = window): ErrorReporter {
  const reporter = createErrorReporter(
    {
      host: target.location.host,
      environment: import.meta.env.MODE,
      uri: () => `${target.location.pathname}${target.location.search}`,
      userId: () => queryClient.getQueryData<CurrentUser>(sessionKeys.currentUser())?.uuid ?? null,
      now: () => Date.now(),
    },
    sendToIntake,
  );
  target.addEventListener('error', (event) => reporter.report(event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reporter.report(event.reason));
  return reporter;
}
