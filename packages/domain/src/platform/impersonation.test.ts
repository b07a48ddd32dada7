import { describe, expect, it } from 'vitest';
import {
  belongsInPartnerPortal,
  IMPERSONATION_TEXTS,
  keepsOnBehalfIdentity,
  returnLinkLabel,
  startsAtCustomerPicker,
} from './impersonation.js';

describe('spec 2 and 4: acting on behalf of a customer', () => {
  it('says which company the user is logged into, and how to go back', () => {
    expect(IMPERSONATION_TEXTS.loggedInto('Hooli Cloud')).toBe('You are logged into Hooli Cloud');
    expect(IMPERSONATION_TEXTS.returnToReseller).toBe('Return to Reseller portal');
  });

  it.each([
    ['c-1', 'c-1', true],
    ['c-1', 'c-2', false],
    [null, 'c-1', false],
  ])('keepsOnBehalfIdentity(%j, current %j) -> %j', (onBehalf, current, expected) => {
    expect(keepsOnBehalfIdentity(onBehalf, current)).toBe(expected);
  });

  it.each([
    ['reseller', false, true],
    ['reseller', true, false],
    ['others', false, false],
    ['ix', false, false],
  ])('a %s company (impersonating %j) belongs in the partner portal: %j', (type, impersonating, expected) => {
    expect(belongsInPartnerPortal(type, impersonating)).toBe(expected);
  });

  it('offers provider staff the way back to the staff view, a reseller the way back to its portal', () => {
    expect(returnLinkLabel(true)).toBe('Return to staff view');
    expect(returnLinkLabel(false)).toBe('Return to Reseller portal');
  });

  it.each([
    [{ isProviderStaff: true, companyType: 'others', isImpersonating: false }, false, true],
    [{ isProviderStaff: true, companyType: 'others', isImpersonating: true }, false, false],
    [{ isProviderStaff: false, companyType: 'reseller', isImpersonating: false }, false, true],
    [{ isProviderStaff: false, companyType: 'reseller', isImpersonating: false }, true, false],
    [{ isProviderStaff: false, companyType: 'reseller', isImpersonating: true }, false, false],
    [{ isProviderStaff: false, companyType: 'others', isImpersonating: false }, false, false],
  ])('startsAtCustomerPicker(%j, partner portal %j) -> %j', (user, hasPartnerPortal, expected) => {
    expect(startsAtCustomerPicker(user, hasPartnerPortal)).toBe(expected);
  });
});
