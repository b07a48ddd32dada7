import type { UploadCustomerImageResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { sessionKeys } from '@/api/session';

export function uploadLogo(file: File): Promise<UploadCustomerImageResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<UploadCustomerImageResponse>('/customers/current/image', form);
}

/** Silent: the logo card shows a refused file itself. The company is read again for its new logo URL. */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.currentCustomer() }),
  });
}
