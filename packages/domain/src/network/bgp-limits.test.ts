import { describe, expect, it } from 'vitest';
import {
  BFD_INTERVAL,
  BFD_MULTIPLIER,
  BGP_METRIC_MAX,
  MAX_PREFIXES,
  NAT_SPEED_MAX,
  validateAsPrepend,
  validateBfdInterval,
  validateBfdMultiplier,
  validateLocalPreference,
  validateMaxPrefixes,
  validateMd5Key,
  validateMed,
  validateMultihopTtl,
  validateNatSpeed,
  validateVlan,
} from './bgp-limits.js';

describe('spec 5 "Network and address rules": VLAN', () => {
  it.each([
    [4, undefined],
    [4094, undefined],
    ['100', undefined],
    [3, 'Value must be between 4 and 4094, inclusive.'],
    [4095, 'Value must be between 4 and 4094, inclusive.'],
    [10.5, 'Value must be between 4 and 4094, inclusive.'],
  ])('validateVlan(%j) -> %j', (value, expected) => {
    expect(validateVlan(value)).toBe(expected);
  });
});

describe('spec 5 "Network and address rules": MD5 key', () => {
  it.each([
    ['abcdef', undefined],
    ['a'.repeat(80), undefined],
    ['abcde', 'The min length is 6'],
    ['a'.repeat(81), 'The max length is 80'],
  ])('validateMd5Key(%j) -> %j', (value, expected) => {
    expect(validateMd5Key(value)).toBe(expected);
  });
});

describe('spec 5 "Network and address rules": BFD, multihop, AS prepend, MED, local preference, NAT', () => {
  it('has the defaults and maxima of the spec', () => {
    expect(BFD_INTERVAL).toEqual({ min: 3, max: 30000, default: 1000 });
    expect(BFD_MULTIPLIER).toEqual({ min: 2, max: 16, default: 5 });
    expect(MAX_PREFIXES).toBe(1000);
    expect(BGP_METRIC_MAX).toBe(4294967295);
    expect(NAT_SPEED_MAX).toBe(10000);
  });

  it.each([
    [validateBfdInterval, 3, undefined],
    [validateBfdInterval, 30000, undefined],
    [validateBfdInterval, 2, 'Value must be between 3 and 30000, inclusive.'],
    [validateBfdInterval, 30001, 'Value must be between 3 and 30000, inclusive.'],
    [validateBfdMultiplier, 2, undefined],
    [validateBfdMultiplier, 16, undefined],
    [validateBfdMultiplier, 1, 'Value must be between 2 and 16, inclusive.'],
    [validateBfdMultiplier, 17, 'Value must be between 2 and 16, inclusive.'],
    [validateMultihopTtl, 1, undefined],
    [validateMultihopTtl, 4, undefined],
    [validateMultihopTtl, 5, 'Value must be between 1 and 4, inclusive.'],
    [validateAsPrepend, 0, undefined],
    [validateAsPrepend, 5, undefined],
    [validateAsPrepend, 6, 'Value must be between 0 and 5, inclusive.'],
    [validateMed, 4294967295, undefined],
    [validateMed, 4294967296, 'Value must be between 0 and 4294967295, inclusive.'],
    [validateMed, -1, 'Value must be between 0 and 4294967295, inclusive.'],
    [validateMaxPrefixes, 1000, undefined],
    [validateMaxPrefixes, 1001, 'Value must be between 0 and 1000, inclusive.'],
    [validateNatSpeed, 10000, undefined],
    [validateNatSpeed, 10001, 'Value must be between 1 and 10000, inclusive.'],
    [validateNatSpeed, 0, 'Value must be between 1 and 10000, inclusive.'],
  ])('%o(%j) -> %j', (validate, value, expected) => {
    expect(validate(value)).toBe(expected);
  });

  it.each([
    [4294967295, undefined, undefined],
    [4294967296, undefined, 'Value must be between 0 and 4294967295, inclusive.'],
    [200, 100, 'Value must be between 0 and 100, inclusive.'],
    [100, 100, undefined],
  ])('validateLocalPreference(%j, max %j) -> %j', (value, max, expected) => {
    expect(validateLocalPreference(value, max)).toBe(expected);
  });
});
