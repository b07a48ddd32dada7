import type { NavigationCounts } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './http-client';

/**
 * The sidebar's count badges (spec 2), every count of the current customer in one call. Its key is made stale
 * by every live event (`keysToInvalidate`), so a badge follows an order or a deletion as it happens.
 */
export const NAVIGATION_COUNTS_KEY = ['navigation-counts'] as const;

export const navigationCountsQuery = () =>
  queryOptions({
    queryKey: NAVIGATION_COUNTS_KEY,
    queryFn: async () => (await api.get<NavigationCounts>('/navigation/counts')).counts,
    staleTime: 60_000,
    // A missing badge is no reason to interrupt the user: the sidebar shows its links without counts.
    meta: { isSilent: true },
  });

/** The counts by key; empty until loaded or when the call fails. */
export function useNavigationCounts(): Readonly<Record<string, number>> {
  const { data } = useQuery(navigationCountsQuery());
  return data ?? NO_COUNTS;
}

const NO_COUNTS: Readonly<Record<string, number>> = Object.freeze({});
