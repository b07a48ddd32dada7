import type { CloudCredential, CreateCloudCredentialRequest, UpdateCloudCredentialRequest } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';

export const cloudCredentialKeys = { all: ['cloud-credentials'] as const };

export const cloudCredentialsQuery = () =>
  queryOptions({
    queryKey: cloudCredentialKeys.all,
    queryFn: () => api.get<CloudCredential[]>('/services/cloud/credentials'),
  });

export function useCloudCredentials() {
  return useQuery(cloudCredentialsQuery());
}

/** Adds a credential. Silent: the form shows refused fields. */
export function useCreateCloudCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCloudCredentialRequest) => api.post<CloudCredential>('/services/cloud/credentials', body),
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudCredentialKeys.all }),
  });
}

/** Renames a credential or rotates its secret. Silent: the form shows refused fields. */
export function useUpdateCloudCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: UpdateCloudCredentialRequest }) =>
      api.patch<CloudCredential>(`/services/cloud/credentials/${encodeURIComponent(uuid)}`, body),
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudCredentialKeys.all }),
  });
}

export function useDeleteCloudCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api.delete<{ message: string }>(`/services/cloud/credentials/${encodeURIComponent(uuid)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudCredentialKeys.all }),
  });
}
