import type { TermsDocument, TermsStatus } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { api } from './http-client';
import { sessionKeys } from './session';

export const termsKeys = {
  /** Part of the session: it belongs to the signed-in user and is dropped with it. */
  status: () => [...sessionKeys.all, 'terms-status'] as const,
  latest: () => ['terms', 'latest'] as const,
};

/**
 * The terms the signed-in user accepted. spec 8: a 404 means the terms must be accepted, which is an answer,
 * not a failure to report, so the query is silent.
 */
export const termsStatusQuery = () =>
  queryOptions({
    queryKey: termsKeys.status(),
    queryFn: () => api.get<TermsStatus>('/terms-and-conditions'),
    staleTime: 5 * 60_000,
    meta: { isSilent: true },
  });

/** The latest document, to read before accepting. */
export const latestTermsQuery = () =>
  queryOptions({
    queryKey: termsKeys.latest(),
    queryFn: () => api.get<TermsDocument>('/terms-and-conditions/latest'),
    staleTime: 60 * 60_000,
  });

/** spec 8: "404 on the terms request means the terms must be accepted". */
export function isTermsAcceptanceRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
