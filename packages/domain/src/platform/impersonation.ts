/** spec 2 "Host and brand": what the shell says while someone acts on behalf of a customer. */
export const IMPERSONATION_TEXTS = {
  loggedInto: (company: string) => `You are logged into ${company}`,
  returnToReseller: 'Return to Reseller portal',
} as const;

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
