import { RouterProvider } from 'react-router';
import { installErrorReporting } from './error-reporting';
import { notifyError } from './notify-error';
import { Providers } from './providers';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';
import { endSessionAndGoToLogin } from './session-redirect';

/**
 * The query cache and the router are made once and wired together: the cache-wide error handler is where an
 * expired session is noticed, and the router is how the user is taken to login.
 */
const queryClient = createAppQueryClient({
  onUnauthorized: () => endSessionAndGoToLogin(router, queryClient),
  onError: notifyError,
  onReport: (error) => errorReporter.report(error),
});
const errorReporter = installErrorReporting(queryClient);
const router = createAppRouter(queryClient);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
