import { belongsInPartnerPortal, keepsOnBehalfIdentity } from '@portal/domain';
import { useEffect } from 'react';
import { endOnBehalf, onBehalfCustomerId } from '@/api/on-behalf';
import { useCurrentCustomer } from '@/api/session';
import { PARTNER_PORTAL_URL } from '@/lib/portal-links';

export interface Impersonation {
  /** Acting on behalf of the current customer (the server answered for the customer the header names). */
  isImpersonating: boolean;
  /** A reseller who is not acting for a customer, on a deployment with a partner portal: about to leave. */
  isLeavingForPartnerPortal: boolean;
}

/**
 * spec 2 and 4: whether the user acts on behalf of the current customer. An on-behalf identity the server did
 * not answer for is discarded; a reseller who is not impersonating is sent to the partner portal.
 */
export function useImpersonation(): Impersonation {
  const { data: customer } = useCurrentCustomer();
  const onBehalf = onBehalfCustomerId();
  const isImpersonating = customer !== undefined && keepsOnBehalfIdentity(onBehalf, customer.customer_uuid);
  const isLeavingForPartnerPortal =
    customer !== undefined && PARTNER_PORTAL_URL !== null && belongsInPartnerPortal(customer.type, isImpersonating);

  useEffect(() => {
    if (customer && onBehalf !== null && !isImpersonating) endOnBehalf();
  }, [customer, onBehalf, isImpersonating]);

  useEffect(() => {
    if (isLeavingForPartnerPortal && PARTNER_PORTAL_URL) window.location.replace(PARTNER_PORTAL_URL);
  }, [isLeavingForPartnerPortal]);

  return { isImpersonating, isLeavingForPartnerPortal };
}

/** "Return to Reseller portal": stop acting for the customer and go back to the partner portal (or home). */
export function returnToResellerPortal(): void {
  endOnBehalf();
  window.location.assign(PARTNER_PORTAL_URL ?? '/');
}
