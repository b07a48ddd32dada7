import type { Contact, CreateContactRequest, UpdateContactRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactKeys } from '@/api/contacts';
import { api } from '@/api/http-client';

/** A new contact (no uuid) or the changes to one. */
export type ContactChange = { uuid: null; body: CreateContactRequest } | { uuid: string; body: UpdateContactRequest };

export function saveContact(change: ContactChange): Promise<Contact> {
  return change.uuid === null
    ? api.post<Contact>('/contacts', change.body)
    : api.patch<Contact>(`/contacts/${encodeURIComponent(change.uuid)}`, change.body);
}

/** Creates or changes a contact. Silent: the form shows refused fields. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
