import { belongsInPartnerPortal, keepsOnBehalfIdentity, startsAtCustomerPicker } from '@portal/domain';
import { useEffect } from 'react';
import { endOnBehalf, onBehalfCustomerId } from '@/api/on-behalf';
import { useCurrentCustomer, useCurrentUser } from '@/api/session';
import { PARTNER_PORTAL_URL } from '@/lib/portal-links';
import { CUSTOMER_PICKER_PATH } from '../partner-routes';

export interface Impersonation {
  /** Acting on behalf of the current customer (the server answered for the customer the header names). */
  isImpersonating: boolean;
  /** A reseller who is not acting for a customer, on a deployment with a partner portal: about to leave. */
  isLeavingForPartnerPortal: boolean;
  /** Provider staff or a reseller not acting for anyone: their dashboard would be empty, the picker is their start. */
  startsAtCustomerPicker: boolean;
  isProviderStaff: boolean;
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

  const { data: user } = useCurrentUser();
  const isProviderStaff = user?.is_provider_staff ?? false;
  const startsAtPicker =
    customer !== undefined &&
    user !== undefined &&
    startsAtCustomerPicker(
      { isProviderStaff, companyType: customer.type, isImpersonating },
      PARTNER_PORTAL_URL !== null,
    );

  return { isImpersonating, isLeavingForPartnerPortal, startsAtCustomerPicker: startsAtPicker, isProviderStaff };
}

/**
 * The banner's way back: stop acting for the customer and go to the staff view (the customer picker) for provider
 * staff, to the partner portal for a reseller (or to its customer picker when the deployment has none).
 */
export function returnFromCustomer(isProviderStaff: boolean): void {
  endOnBehalf();
  window.location.assign(isProviderStaff ? CUSTOMER_PICKER_PATH : (PARTNER_PORTAL_URL ?? CUSTOMER_PICKER_PATH));
}
