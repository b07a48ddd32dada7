import type { CurrentUser } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isUnauthorizedError } from './api-error';
import { hasSessionCookie } from './cookies';
import { api } from './http-client';
import { sessionKeys } from './session';

/**
 * The signed-in user on a public page (verification, invitation), or null. There a missing or expired session
 * is an answer, not a reason to send the visitor to login, so a 401 becomes null instead of a failure.
 */
export const optionalCurrentUserQuery = () =>
  queryOptions({
    queryKey: [...sessionKeys.all, 'optional-current-user'] as const,
    queryFn: async (): Promise<CurrentUser | null> => {
      if (!hasSessionCookie()) return null;
      try {
        return await api.get<CurrentUser>('/users/current');
      } catch (error) {
        if (isUnauthorizedError(error)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    meta: { isSilent: true },
  });

export function useOptionalCurrentUser() {
  return useQuery(optionalCurrentUserQuery());
}
