import { describe, expect, it } from 'vitest';
import { DISALLOWED_IPV4_RANGES, isDisallowedIpv4 } from './address-ranges.js';
import { validateGatewayAddress, validateGatewayUniqueness } from './gateway.js';

const NOT_ALLOWED = 'This address is not allowed.';
const INVALID = 'Must be a valid host IP address in the format x.x.x.x, where x is a number from 0-255.';

describe('spec 5 "Network and address rules": gateway', () => {
  it.each([
    ['8.8.8.8', undefined],
    ['52.1.2.3', undefined],
    ['172.32.0.1', undefined],
    ['10.1.2.3', NOT_ALLOWED],
    ['172.16.5.4', NOT_ALLOWED],
    ['192.168.0.1', NOT_ALLOWED],
    ['127.0.0.1', NOT_ALLOWED],
    ['169.254.1.1', NOT_ALLOWED],
    ['192.0.2.10', NOT_ALLOWED],
    ['198.51.100.7', NOT_ALLOWED],
    ['203.0.113.200', NOT_ALLOWED],
    ['224.0.0.5', NOT_ALLOWED],
    ['239.255.255.255', NOT_ALLOWED],
    ['0.0.0.0', NOT_ALLOWED],
    ['100.64.0.1', NOT_ALLOWED],
    ['198.18.0.1', NOT_ALLOWED],
    ['240.0.0.1', NOT_ALLOWED],
    ['255.255.255.255', NOT_ALLOWED],
    ['8.8.8.8/32', INVALID],
    ['300.1.1.1', INVALID],
    ['gateway', INVALID],
  ])('validateGatewayAddress(%j) -> %j', (value, expected) => {
    expect(validateGatewayAddress(value)).toBe(expected);
  });

  it.each([
    [true, undefined],
    [false, 'This address is not unique.'],
  ])('validateGatewayUniqueness(%j) -> %j', (isUnique, expected) => {
    expect(validateGatewayUniqueness(isUnique)).toBe(expected);
  });

  it('lists the three documentation ranges and ignores what is not an IPv4', () => {
    expect(DISALLOWED_IPV4_RANGES.documentation).toEqual(['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24']);
    expect(isDisallowedIpv4('not an ip')).toBe(false);
  });
});
