/** spec 2 "Host and brand": what the shell says while someone acts on behalf of a customer. */
export const IMPERSONATION_TEXTS = {
  loggedInto: (company: string) => `You are logged into ${company}`,
  returnToReseller: 'Return to Reseller portal',
  /** Provider staff go back to their own view (the customer picker), not to a reseller's portal. */
  returnToStaff: 'Return to staff view',
} as const;

/** spec 2: the banner's way back, by who is acting: provider staff, or a reseller's user. */
export function returnLinkLabel(isProviderStaff: boolean): string {
  return isProviderStaff ? IMPERSONATION_TEXTS.returnToStaff : IMPERSONATION_TEXTS.returnToReseller;
}

/** Who is signed in, as far as acting for customers goes. */
export interface ActingUser {
  isProviderStaff: boolean;
  /** spec 3 company type of the user's own company (`reseller`, `others`, `ix`). */
  companyType: string;
  isImpersonating: boolean;
}

/**
 * spec 1 and 2: provider staff and a reseller's users work on behalf of customers. Until they act for one, their own
 * company has no services, so they start at the customer picker instead of an empty dashboard (a reseller goes to
 * the partner portal instead when the deployment has one).
 */
export function startsAtCustomerPicker(user: ActingUser, hasPartnerPortal: boolean): boolean {
  if (user.isImpersonating) return false;
  if (user.isProviderStaff) return true;
  return user.companyType === 'reseller' && !hasPartnerPortal;
}

/**
 * spec 4 "Session": an on-behalf identity is kept only while it is the current customer; one that differs from
 * the customer the server answers for (ended, refused, or left over from another login) is discarded.
 */
export function keepsOnBehalfIdentity(onBehalfCustomerId: string | null, currentCustomerId: string): boolean {
  return onBehalfCustomerId !== null && onBehalfCustomerId === currentCustomerId;
}

/** spec 2 "Host and brand": a reseller who is not acting on behalf of a customer belongs in the partner portal. */
export function belongsInPartnerPortal(companyType: string, isImpersonating: boolean): boolean {
  return companyType === 'reseller' && !isImpersonating;
}
