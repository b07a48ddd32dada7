import type { ActableCustomer } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';

export const actableCustomerKeys = {
  all: ['actable-customers'] as const,
  search: (query: string) => [...actableCustomerKeys.all, query.trim().toLowerCase()] as const,
};

/** `GET /v2/reseller-customers?q=`: the customers the user may act for, found by name, id or circuit id. */
export const actableCustomersQuery = (query: string) =>
  queryOptions({
    queryKey: actableCustomerKeys.search(query),
    queryFn: () =>
      api.get<ActableCustomer[]>('/reseller-customers', { query: query.trim() ? { q: query.trim() } : {} }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useActableCustomers(query: string) {
  return useQuery(actableCustomersQuery(query));
}
