import type { LoginRequest, LoginResponse, MfaLoginRequest } from '@portal/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { takeReturnPath } from '@/lib/return-path';
import { api } from './http-client';
import { sessionKeys } from './session';
import { isTermsAcceptanceRequired, termsStatusQuery } from './terms';

/** spec 2: the step where the latest terms and conditions are accepted. */
export const EULA_PATH = '/auth/eula';
/** spec 2: the second step of a login for a user with MFA on. */
export const MFA_PATH = '/auth/mfa';

/** `mfa_required: true` leaves the session half-open until the code is given (POST /auth/login/mfa). */
export function postLogin(credentials: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', credentials);
}

/** The second factor. The answer carries a fresh session, with a fresh anti-forgery cookie the client reads next. */
export function postMfaLogin(body: MfaLoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login/mfa', body);
}

/**
 * Where a user goes once fully signed in (spec 2 and 8): the eula step while the terms are not accepted (the
 * remembered path is kept for afterwards), else the remembered path, else the dashboard.
 */
export async function pathAfterSignIn(queryClient: QueryClient): Promise<string> {
  try {
    await queryClient.fetchQuery({ ...termsStatusQuery(), staleTime: 0 });
  } catch (error) {
    if (isTermsAcceptanceRequired(error)) return EULA_PATH;
    // Any other failure is met again, and reported, by the signed-in layout, which checks the terms too.
  }
  return takeReturnPath();
}

/**
 * Finishes a sign-in: whatever the cache held belonged to no session or another one, so it is dropped, then the
 * user goes on to the eula step or the page they wanted. The queries the page still on screen shows (the
 * invitation just accepted, the brand) stay until it unmounts: dropped under it, they would be asked for again
 * at once, and an invitation already used answers 404.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    queryClient.removeQueries({ queryKey: sessionKeys.all });
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
    await navigate(await pathAfterSignIn(queryClient), { replace: true });
  };
}
