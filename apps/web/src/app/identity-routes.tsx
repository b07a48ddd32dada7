import { PERMISSIONS } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { requireMfaOff, requirePendingMfa, requireTermsPending } from './auth-guards';
import { redirectIfSignedIn } from './session-guards';

const handle = (routeHandle: RouteHandle): RouteHandle => routeHandle;
const outsideSearch = (title: string) => handle({ title, omitFromSearch: true });

const resetPasswordRoute = {
  handle: outsideSearch('Reset Password'),
  lazy: () =>
    import('@/features/identity/auth/reset-password-page').then((module) => ({ Component: module.ResetPasswordPage })),
};

/** The children of /auth besides login (spec 2 "Authentication and account"); none is in navigation search. */
export function authChildRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'eula',
      handle: outsideSearch('Terms and Conditions'),
      loader: requireTermsPending(queryClient),
      lazy: () => import('@/features/identity/auth/eula-page').then((module) => ({ Component: module.EulaPage })),
    },
    {
      path: 'mfaSignup',
      handle: outsideSearch('Two-Factor Authentication Setup'),
      loader: requireMfaOff(queryClient),
      lazy: () =>
        import('@/features/identity/auth/mfa-signup-page').then((module) => ({ Component: module.MfaSignupPage })),
    },
    {
      path: 'mfa',
      handle: outsideSearch('Two-Factor Authentication'),
      loader: requirePendingMfa(queryClient),
      lazy: () => import('@/features/identity/auth/mfa-page').then((module) => ({ Component: module.MfaPage })),
    },
    {
      path: 'sso',
      handle: outsideSearch('Single Sign-On'),
      loader: redirectIfSignedIn(queryClient),
      lazy: () => import('@/features/identity/auth/sso-page').then((module) => ({ Component: module.SsoPage })),
    },
    {
      path: 'forgot-password',
      handle: outsideSearch('Forgot Password'),
      lazy: () =>
        import('@/features/identity/auth/forgot-password-page').then((module) => ({
          Component: module.ForgotPasswordPage,
        })),
    },
    { path: 'reset-password', ...resetPasswordRoute },
    {
      path: 'refresh',
      handle: outsideSearch('Logging In'),
      lazy: () => import('@/features/identity/auth/refresh-page').then((module) => ({ Component: module.RefreshPage })),
    },
    {
      path: 'federated-login',
      handle: outsideSearch('Federated Login'),
      lazy: () =>
        import('@/features/identity/auth/federated-login-page').then((module) => ({
          Component: module.FederatedLoginPage,
        })),
    },
    {
      path: 'signup',
      handle: outsideSearch('Sign Up'),
      loader: redirectIfSignedIn(queryClient),
      lazy: () =>
        import('@/features/identity/onboarding/signup-page').then((module) => ({ Component: module.SignupPage })),
    },
  ];
}

/** Public pages outside /auth: the links of the e-mails (verification, password reset, invitation). */
export const publicIdentityRoutes: RouteObject[] = [
  { path: 'reset-password', ...resetPasswordRoute },
  {
    path: 'verify-user',
    handle: outsideSearch('Verify Email'),
    lazy: () =>
      import('@/features/identity/onboarding/verify-user-page').then((module) => ({
        Component: module.VerifyUserPage,
      })),
  },
  {
    path: 'accept-invite',
    handle: outsideSearch('Accept Invitation'),
    lazy: () =>
      import('@/features/identity/onboarding/accept-invite-page').then((module) => ({
        Component: module.AcceptInvitePage,
      })),
  },
];

/** /user-account (spec 2); alerts needs the alerts feature and comes with it. */
export const accountRoutes: RouteObject = {
  path: 'user-account',
  lazy: () =>
    import('@/features/identity/account/account-layout').then((module) => ({ Component: module.AccountLayout })),
  children: [
    {
      index: true,
      handle: handle({ title: 'Account Settings' }),
      lazy: () =>
        import('@/features/identity/account/account-settings-page').then((module) => ({
          Component: module.AccountSettingsPage,
        })),
    },
    {
      path: 'enable-mfa',
      handle: handle({ title: 'Two-Factor Authentication' }),
      lazy: () =>
        import('@/features/identity/account/enable-mfa-page').then((module) => ({ Component: module.EnableMfaPage })),
    },
    {
      path: 'change-password',
      handle: handle({ title: 'Change Password' }),
      lazy: () =>
        import('@/features/identity/account/change-password-page').then((module) => ({
          Component: module.ChangePasswordPage,
        })),
    },
    {
      path: 'api-keys',
      handle: handle({ title: 'API Keys', permissions: [PERMISSIONS.API_KEY_CREATE] }),
      lazy: () =>
        import('@/features/identity/account/api-keys-page').then((module) => ({ Component: module.ApiKeysPage })),
    },
    {
      path: 'api-key/add',
      handle: handle({ title: 'Add API Key', permissions: [PERMISSIONS.API_KEY_CREATE] }),
      lazy: () =>
        import('@/features/identity/account/add-api-key-page').then((module) => ({ Component: module.AddApiKeyPage })),
    },
  ],
};

/** /admin (spec 2 "Company administration"), which opens the company profile. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: () => import('@/features/identity/admin/admin-layout').then((module) => ({ Component: module.AdminLayout })),
  children: [
    { index: true, element: <Navigate to="profile" replace /> },
    {
      path: 'profile',
      handle: handle({ title: 'Company Profile' }),
      lazy: () =>
        import('@/features/identity/admin/profile/company-profile-page').then((module) => ({
          Component: module.CompanyProfilePage,
        })),
    },
    {
      path: 'company-contacts',
      handle: handle({ title: 'Company Contacts', permissions: [PERMISSIONS.COMPANY_READ] }),
      lazy: () =>
        import('@/features/identity/admin/contacts/company-contacts-page').then((module) => ({
          Component: module.CompanyContactsPage,
        })),
    },
    {
      path: 'cloud-credentials',
      handle: handle({ title: 'Cloud Credentials', permissions: [PERMISSIONS.HOSTED_CLOUD_READ] }),
      lazy: () =>
        import('@/features/identity/admin/cloud-credentials/cloud-credentials-page').then((module) => ({
          Component: module.CloudCredentialsPage,
        })),
    },
    {
      path: 'active-users',
      handle: handle({ title: 'Active Users', permissions: [PERMISSIONS.USER_READ] }),
      lazy: () =>
        import('@/features/identity/admin/users/active-users-page').then((module) => ({
          Component: module.ActiveUsersPage,
        })),
    },
    {
      path: 'pending-invites',
      handle: handle({ title: 'Pending Invites', permissions: [PERMISSIONS.USER_CREATE] }),
      lazy: () =>
        import('@/features/identity/admin/invites/pending-invites-page').then((module) => ({
          Component: module.PendingInvitesPage,
        })),
    },
    {
      path: 'groups',
      handle: handle({ title: 'Groups', permissions: [PERMISSIONS.USER_READ] }),
      lazy: () =>
        import('@/features/identity/admin/groups/groups-page').then((module) => ({ Component: module.GroupsPage })),
    },
    {
      path: 'sessions',
      handle: handle({ title: 'Sessions' }),
      lazy: () =>
        import('@/features/identity/admin/sessions/sessions-page').then((module) => ({
          Component: module.SessionsPage,
        })),
    },
  ],
};

/** /activity-logs, "Activity Logs" (spec 2). */
export const activityLogRoutes: RouteObject = {
  path: 'activity-logs',
  handle: handle({ title: 'Activity Logs', permissions: [PERMISSIONS.ACTIVITY_LOG_READ] }),
  lazy: () =>
    import('@/features/platform/activity-logs/activity-logs-page').then((module) => ({
      Component: module.ActivityLogsPage,
    })),
};
