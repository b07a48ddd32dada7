import type { CreateApiKeyRequest, CreatedApiKey } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { apiKeyKeys } from './api-keys-query';

export function createApiKey(body: CreateApiKeyRequest): Promise<CreatedApiKey> {
  return api.post<CreatedApiKey>('/users/current/api-keys', body);
}

/** Silent: the form shows a refused name or expiry on its field. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
