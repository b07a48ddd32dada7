import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CenteredLoader } from '@/components/centered-loader';
import { prefetchDashboard } from '@/features/platform/dashboard/dashboard-loader';
import { DEFAULT_PATH_AFTER_LOGIN, LOGIN_PATH } from '@/lib/return-path';
import type { RouteHandle } from '@/lib/route-handle';
import { billingRoutes } from './billing-routes';
import { cloudRouterMapRoutes } from './cloud-router-map-routes';
import { cloudRouterRoutes } from './cloud-routers-routes';
import { crossConnectRoutes } from './cross-connects-routes';
import { dedicatedCloudRoutes } from './dedicated-clouds-routes';
import { hostedCloudRoutes } from './hosted-clouds-routes';
import {
  accountRoutes,
  activityLogRoutes,
  adminRoutes,
  authChildRoutes,
  publicIdentityRoutes,
} from './identity-routes';
import { customerPickerRoute } from './partner-routes';
import { portRoutes } from './ports-routes';
import { ptpRoutes } from './ptps-routes';
import { RootLayout } from './root-layout';
import { AppError, ContentError } from './route-errors';
import { redirectIfSignedIn, requireSession, skipRevalidationOnSearchChange } from './session-guards';
import { vcRoutes } from './vcs-routes';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;

const dashboardRoute = (queryClient: QueryClient) => ({
  handle: handle({ title: 'Dashboard' }),
  loader: prefetchDashboard(queryClient),
  lazy: () =>
    import('@/features/platform/dashboard/dashboard-page').then((module) => ({ Component: module.DashboardPage })),
});

/**
 * The routes of the portal (spec 2). Screens load lazily; every route carries its metadata in `handle`. The
 * signed-in screens sit under one layout whose loader checks the session; a pathless route inside it keeps
 * errors within the content area so the shell stays usable.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

/** The route tree of the portal; the shell's links are checked against it (app/shell/navigation.ts). */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: AppError,
      HydrateFallback: CenteredLoader,
      children: [
        {
          path: 'auth',
          children: [
            { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
            {
              path: 'login',
              handle: handle({ title: 'Login', omitFromSearch: true }),
              loader: redirectIfSignedIn(queryClient),
              lazy: () =>
                import('@/features/identity/auth/login-page').then((module) => ({ Component: module.LoginPage })),
            },
            ...authChildRoutes(queryClient),
          ],
        },
        ...publicIdentityRoutes,
        {
          id: 'authenticated',
          handle: handle({ authenticated: true }),
          loader: requireSession(queryClient),
          shouldRevalidate: skipRevalidationOnSearchChange,
          lazy: () =>
            import('./shell/authenticated-layout').then((module) => ({ Component: module.AuthenticatedLayout })),
          children: [
            {
              ErrorBoundary: ContentError,
              children: [
                { index: true, ...dashboardRoute(queryClient) },
                { path: DEFAULT_PATH_AFTER_LOGIN.slice(1), ...dashboardRoute(queryClient) },
                {
                  path: 'circuits/:circuitId',
                  handle: handle({ title: 'Circuit Lookup', omitFromSearch: true }),
                  lazy: () =>
                    import('@/features/platform/circuits/circuit-lookup-page').then((module) => ({
                      Component: module.CircuitLookupPage,
                    })),
                },
                accountRoutes,
                adminRoutes,
                activityLogRoutes,
                customerPickerRoute,
                portRoutes,
                vcRoutes,
                ptpRoutes,
                hostedCloudRoutes,
                dedicatedCloudRoutes,
                cloudRouterRoutes,
                crossConnectRoutes,
                billingRoutes,
                cloudRouterMapRoutes,
              ],
            },
          ],
        },
        // spec 2: unknown paths redirect to /.
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
