import { describe, expect, it } from 'vitest';
import { hasHostBits, validateHostBits, validateNetwork, validateNetworkWithMask } from './network-address.js';

const INVALID =
  'Must be a valid IP with mask in the format x.x.x.x/m, where x is a number from 0-255 and m is a value from 0-32.';
const NOT_NETWORK = 'Must be a valid network address.';
const HOST_BITS = 'This prefix has host bits set. Last octet must be 0, unless mask is /32.';

describe('spec 5 "Network and address rules": network', () => {
  it.each([
    ['10.0.0.0/8', undefined],
    ['192.168.1.0/24', undefined],
    ['192.168.1.128/25', undefined],
    ['192.168.1.7/32', undefined],
    ['0.0.0.0/0', undefined],
    ['192.168.1.1/24', NOT_NETWORK],
    ['10.1.0.0/8', NOT_NETWORK],
    ['192.168.1.0', INVALID],
    ['192.168.1.0/33', INVALID],
    ['2001:db8::/32', INVALID],
  ])('validateNetwork(%j) -> %j', (value, expected) => {
    expect(validateNetwork(value)).toBe(expected);
  });

  it.each([
    ['10.0.0.0/29', 29, undefined],
    ['10.0.0.8/29', 29, undefined],
    ['10.0.0.4/29', 29, NOT_NETWORK],
    ['10.0.0.0/30', 29, 'Must be a valid IP with mask in the format x.x.x.x/29, where x is a number from 0-255.'],
    ['10.0.0.0', 31, 'Must be a valid IP with mask in the format x.x.x.x/31, where x is a number from 0-255.'],
  ])('validateNetworkWithMask(%j, %i) -> %j', (value, mask, expected) => {
    expect(validateNetworkWithMask(value, mask)).toBe(expected);
  });
});

describe('spec 5 "Network and address rules": host bits', () => {
  it.each([
    ['10.0.0.0/24', undefined],
    ['10.0.0.1/24', HOST_BITS],
    ['10.0.0.1/32', undefined],
    ['2001:db8::/32', undefined],
    ['2001:db8::1/64', HOST_BITS],
    ['not a prefix', undefined],
  ])('validateHostBits(%j) -> %j', (value, expected) => {
    expect(validateHostBits(value)).toBe(expected);
  });

  it('hasHostBits is false for a plain address', () => {
    expect(hasHostBits('2001:db8::1')).toBe(false);
  });
});
