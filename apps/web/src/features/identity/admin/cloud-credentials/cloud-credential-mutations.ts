import type { CloudCredential, CreateCloudCredentialRequest, UpdateCloudCredentialRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cloudCredentialKeys, credentialPath } from '@/api/cloud-credentials';
import { api } from '@/api/http-client';

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
      api.patch<CloudCredential>(credentialPath(uuid), body),
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudCredentialKeys.all }),
  });
}

export function useDeleteCloudCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete<{ message: string }>(credentialPath(uuid)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudCredentialKeys.all }),
  });
}
