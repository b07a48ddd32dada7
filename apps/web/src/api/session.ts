import type { CurrentCustomer, CurrentUser, PermissionEntry } from '@portal/contract';
import { normalizePermissions } from '@portal/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './http-client';
import { endOnBehalf } from './on-behalf';

/**
 * The session of the signed-in user: who they are, their company and their permissions. The shell, the route
 * guards and every feature read these queries; their keys live here so nothing else defines them twice.
 */
export const sessionKeys = {
  all: ['session'] as const,
  currentUser: () => [...sessionKeys.all, 'current-user'] as const,
  currentCustomer: () => [...sessionKeys.all, 'current-customer'] as const,
  permissions: () => [...sessionKeys.all, 'permissions'] as const,
};

/** spec 8: failing to load the initial user is swallowed silently (a 401 still ends the session). */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: sessionKeys.currentUser(),
    queryFn: () => api.get<CurrentUser>('/users/current'),
    staleTime: 5 * 60_000,
    meta: { isSilent: true },
  });

export const currentCustomerQuery = () =>
  queryOptions({
    queryKey: sessionKeys.currentCustomer(),
    queryFn: () => api.get<CurrentCustomer>('/customers/current'),
    staleTime: 5 * 60_000,
  });

/** spec 6: permission keys are compared in lower case, so they are stored that way. */
export const permissionsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.permissions(),
    queryFn: async () => {
      const entries = await api.get<PermissionEntry[]>('/users/current/permissions');
      return normalizePermissions(entries.map((entry) => entry.permission_key));
    },
    staleTime: 5 * 60_000,
  });

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

export function useCurrentCustomer() {
  return useQuery(currentCustomerQuery());
}

export function usePermissions() {
  return useQuery(permissionsQuery());
}

let signingOut = false;

/** Marks a logout under way: the 401s its requests meet are expected and must not send anyone anywhere. */
export function beginSignOut(): void {
  signingOut = true;
}

/** The logout failed: the session goes on, and a 401 means again what it always means. */
export function cancelSignOut(): void {
  signingOut = false;
}

export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Ends the session on the client: the session queries are marked stale first (so the login page asks the server
 * again instead of trusting a cached user), then `leave` navigates away, and only once the signed-in screens
 * are gone is the whole cache dropped (so none of them refetches on the way out: a screen still mounted would
 * ask again at once for every query dropped under it, and meet 401s).
 */
export async function endClientSession(queryClient: QueryClient, leave: () => Promise<void> | void): Promise<void> {
  // spec 4: logout clears the impersonation state too.
  endOnBehalf();
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all, refetchType: 'none' });
  try {
    await leave();
    await signedInScreensGone(queryClient);
  } finally {
    signingOut = false;
  }
  queryClient.clear();
}

/** How long the signed-in screens may take to unmount after the navigation away (the router renders it in a transition). */
const UNMOUNT_WAIT_MS = 2000;

/**
 * Resolves once nothing on screen watches the permissions any more: every signed-in screen does, through the
 * authenticated layout, so this is when they have unmounted.
 */
function signedInScreensGone(queryClient: QueryClient): Promise<void> {
  const cache = queryClient.getQueryCache();
  const isWatched = () => (cache.find({ queryKey: sessionKeys.permissions() })?.getObserversCount() ?? 0) > 0;
  if (!isWatched()) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = cache.subscribe((event) => {
      if (event.type === 'observerRemoved' && !isWatched()) finish();
    });
    const timer = setTimeout(finish, UNMOUNT_WAIT_MS);
  });
}
