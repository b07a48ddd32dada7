import type { CompanyTypeEntry } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';

export const companyTypeKeys = { all: ['company-types'] as const };

export const companyTypesQuery = () =>
  queryOptions({
    queryKey: companyTypeKeys.all,
    queryFn: () => api.get<CompanyTypeEntry[]>('/customers/company-types'),
    staleTime: 60 * 60_000,
  });

export function useCompanyTypes() {
  return useQuery(companyTypesQuery());
}
