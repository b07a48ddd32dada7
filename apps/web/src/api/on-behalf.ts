import { type KeyValueStore, localStore } from '@/lib/storage';

/**
 * spec 6 and 7: the customer a reseller or provider staff acts for. While set, every request carries the
 * on-behalf header; the server decides whether the caller may act for that customer and answers for it.
 */
export const ON_BEHALF_STORAGE_KEY = 'portal-on-behalf-of';

/**
 * The query parameter the partner portal opens the portal with to start acting for one of its customers
 * (`/?on_behalf_of={customer uuid}`); it is taken out of the address once remembered.
 */
export const ON_BEHALF_QUERY_PARAMETER = 'on_behalf_of';

export function onBehalfCustomerId(store: KeyValueStore = localStore): string | null {
  return store.get(ON_BEHALF_STORAGE_KEY);
}

/** spec 4: logout, or an identity that is not the current customer any more, ends acting on behalf. */
export function endOnBehalf(store: KeyValueStore = localStore): void {
  store.remove(ON_BEHALF_STORAGE_KEY);
}

/**
 * Remembers the customer named by the page address, if any, and answers the address without the parameter
 * (or null when there was nothing to take).
 */
export function captureOnBehalfFromUrl(url: URL, store: KeyValueStore = localStore): string | null {
  const customerId = url.searchParams.get(ON_BEHALF_QUERY_PARAMETER)?.trim();
  if (customerId === undefined) return null;
  if (customerId !== '') store.set(ON_BEHALF_STORAGE_KEY, customerId);
  const cleaned = new URL(url);
  cleaned.searchParams.delete(ON_BEHALF_QUERY_PARAMETER);
  return `${cleaned.pathname}${cleaned.search}${cleaned.hash}`;
}

/**
 * Starts acting for a customer: the page opens that customer's dashboard afresh, as a partner portal's link would
 * (`/dashboard?on_behalf_of=`), so nothing of the previous company's data stays in memory.
 */
export function actOnBehalfOf(customerId: string): void {
  window.location.assign(`/dashboard?${ON_BEHALF_QUERY_PARAMETER}=${encodeURIComponent(customerId)}`);
}
