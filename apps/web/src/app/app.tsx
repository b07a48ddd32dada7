import { RouterProvider } from 'react-router';
import { captureOnBehalfFromUrl } from '@/api/on-behalf';
import { screenChecker } from '@/lib/route-tree';
import { installErrorReporting } from './error-reporting';
import { notifyError } from './notify-error';
import { Providers } from './providers';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';
import { endSessionAndGoToLogin } from './session-redirect';
import { ScreenRoutesContext } from './shell/screen-routes';

// A partner portal opens the portal with ?on_behalf_of={customer}: it is remembered (and taken out of the address)
// before the router exists, since creating the router already runs the first loaders and their requests.
const withoutOnBehalf = captureOnBehalfFromUrl(new URL(window.location.href));
if (withoutOnBehalf !== null) window.history.replaceState(window.history.state, '', withoutOnBehalf);

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
/** The shell shows only links whose screen exists in this router (app/shell/navigation.ts). */
const hasScreen = screenChecker(router.routes);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <ScreenRoutesContext value={hasScreen}>
        <RouterProvider router={router} />
      </ScreenRoutesContext>
    </Providers>
  );
}
