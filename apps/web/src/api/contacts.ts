import type { Contact } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';

/** `billing`: true for the billing contacts only, false for the others, null for all (spec 7 `?billing=true`). */
export type BillingFilter = boolean | null;

export const contactKeys = {
  all: ['contacts'] as const,
  list: (billing: BillingFilter) => [...contactKeys.all, 'list', { billing }] as const,
};

export const contactsQuery = (billing: BillingFilter) =>
  queryOptions({
    queryKey: contactKeys.list(billing),
    queryFn: () => api.get<Contact[]>('/contacts', { query: { billing } }),
  });

export function useContacts(billing: BillingFilter) {
  return useQuery(contactsQuery(billing));
}
