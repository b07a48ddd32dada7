import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactKeys } from '@/api/contacts';
import { api } from '@/api/http-client';

export function deleteContact(uuid: string) {
  return api.delete<{ message: string }>(`/contacts/${encodeURIComponent(uuid)}`);
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
