import type { CurrentCustomer, UpdateCustomerRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { sessionKeys } from '@/api/session';

export function updateCompany(changes: UpdateCustomerRequest): Promise<CurrentCustomer> {
  return api.patch<CurrentCustomer>('/customers/current', changes);
}

/** Silent: the form shows each refused field's message. The session's company is replaced by the answer. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    meta: { isSilent: true },
    onSuccess: (customer) => queryClient.setQueryData(sessionKeys.currentCustomer(), customer),
  });
}
