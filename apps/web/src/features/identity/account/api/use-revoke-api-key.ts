import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { apiKeyKeys } from './api-keys-query';

export function revokeApiKey(id: string) {
  return api.delete<{ message: string }>(`/users/current/api-keys/${encodeURIComponent(id)}`);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
