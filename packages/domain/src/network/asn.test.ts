import { describe, expect, it } from 'vitest';
import {
  ASN_RANGES,
  asnRangeMessage,
  DEFAULT_GOOGLE_BGP_ASN,
  DEFAULT_REMOTE_ASNS,
  validateCustomerAsn,
  validateGoogleBgpAsn,
  validatePrivateAsn,
  validateRemoteAsn,
  validateRouterPrivateAsn,
} from './asn.js';

const CUSTOMER = 'ASN value must be in the range 1-2147483647 inclusive';
const PRIVATE = 'ASN value must be in the range 64512-65534 or 4200000000-4294967294 inclusive';
const REMOTE = 'ASN value must be in the range 1-4294967294 inclusive';
const GOOGLE = 'ASN value must be 16550 or in the range 64512-65534 or 4200000000-4294967294 inclusive';

describe('spec 5 "Network and address rules": ASN', () => {
  it('has the ranges and defaults of spec 5 and 9', () => {
    expect(ASN_RANGES).toEqual({
      customer: { min: 1, max: 2147483647 },
      privateTwoByte: { min: 64512, max: 65534 },
      privateFourByte: { min: 4200000000, max: 4294967294 },
      remote: { min: 1, max: 4294967294 },
    });
    expect(DEFAULT_GOOGLE_BGP_ASN).toBe(16550);
    expect(DEFAULT_REMOTE_ASNS).toEqual({ google: 16550, oracle: 31898 });
    expect(asnRangeMessage([{ min: 1, max: 2 }])).toBe('ASN value must be in the range 1-2 inclusive');
  });

  it.each([
    [1, undefined],
    [2147483647, undefined],
    ['65000', undefined],
    [0, CUSTOMER],
    [2147483648, CUSTOMER],
    [1.5, CUSTOMER],
    ['', CUSTOMER],
    [null, CUSTOMER],
  ])('validateCustomerAsn(%j) -> %j', (value, expected) => {
    expect(validateCustomerAsn(value)).toBe(expected);
  });

  it.each([
    [64512, undefined],
    [65534, undefined],
    [4200000000, undefined],
    [4294967294, undefined],
    [64511, PRIVATE],
    [65535, PRIVATE],
    [4199999999, PRIVATE],
    [4294967295, PRIVATE],
  ])('validatePrivateAsn(%j) -> %j', (value, expected) => {
    expect(validatePrivateAsn(value)).toBe(expected);
  });

  it.each([
    [1, undefined],
    [4294967294, undefined],
    [0, REMOTE],
    [4294967295, REMOTE],
  ])('validateRemoteAsn(%j) -> %j', (value, expected) => {
    expect(validateRemoteAsn(value)).toBe(expected);
  });

  it.each([
    [16550, undefined],
    [64512, undefined],
    [4200000001, undefined],
    [16551, GOOGLE],
    [65535, GOOGLE],
  ])('validateGoogleBgpAsn(%j) -> %j', (value, expected) => {
    expect(validateGoogleBgpAsn(value)).toBe(expected);
  });
});

describe("a cloud router's private ASN (spec 5)", () => {
  it.each([
    [64512, undefined],
    [65534, undefined],
    [65535, 'ASN value must be in the range 64512-65534 inclusive'],
    [4200000000, 'ASN value must be in the range 64512-65534 inclusive'],
    [Number.NaN, 'ASN value must be in the range 64512-65534 inclusive'],
  ])('validateRouterPrivateAsn(%j) -> %j', (value, expected) => {
    expect(validateRouterPrivateAsn(value)).toBe(expected);
  });
});
