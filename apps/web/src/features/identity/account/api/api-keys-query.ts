import type { ApiKey } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.list(),
    queryFn: () => api.get<ApiKey[]>('/users/current/api-keys'),
  });

export function useApiKeys() {
  return useQuery(apiKeysQuery());
}
