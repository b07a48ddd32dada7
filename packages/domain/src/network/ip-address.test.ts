import { describe, expect, it } from 'vitest';
import { isIpv4, isIpv6, parseAddress, validateIpv4, validateIpv6, validatePrefix } from './ip-address.js';
import { formatIpv4, parseIpv4, parseIpv4Cidr, parseMask } from './ipv4.js';

describe('spec 5 "Network and address rules": IPv4', () => {
  it.each([
    ['192.0.2.1', {}, undefined],
    ['10.0.0.0/8', {}, undefined],
    ['10.0.0.0/32', { requireMask: true }, undefined],
    ['10.0.0.0/0', { requireMask: true }, undefined],
    ['10.0.0.1', { requireMask: true }, 'Not a valid mask'],
    ['10.0.0.0/33', {}, 'Not a valid mask'],
    ['10.0.0.0/', {}, 'Not a valid mask'],
    ['10.0.0.0/08', {}, 'Not a valid mask'],
    ['10.0.0.0/8/8', {}, 'Not a valid IPv4.'],
    ['256.0.0.1', {}, 'Not a valid IPv4.'],
    ['1.2.3', {}, 'Not a valid IPv4.'],
    ['1.2.3.4.5', {}, 'Not a valid IPv4.'],
    ['01.2.3.4', {}, 'Not a valid IPv4.'],
    ['a.b.c.d', {}, 'Not a valid IPv4.'],
    ['', {}, 'Not a valid IPv4.'],
  ])('validateIpv4(%j, %j) -> %j', (value, options, expected) => {
    expect(validateIpv4(value, options)).toBe(expected);
  });

  it.each([
    ['0.0.0.0', 0],
    ['255.255.255.255', 4294967295],
    ['192.168.1.10', 3232235786],
    ['1.2.3.-4', undefined],
  ])('parseIpv4(%j) -> %j and back', (value, expected) => {
    expect(parseIpv4(value)).toBe(expected);
    if (expected !== undefined) expect(formatIpv4(expected)).toBe(value);
  });

  it.each([
    ['0', 0],
    ['32', 32],
    ['33', undefined],
    ['-1', undefined],
    ['x', undefined],
  ])('parseMask(%j) -> %j', (value, expected) => {
    expect(parseMask(value)).toBe(expected);
  });

  it('parseIpv4Cidr needs exactly one mask', () => {
    expect(parseIpv4Cidr('10.1.0.0/16')).toEqual({ address: 167837696, mask: 16 });
    expect(parseIpv4Cidr('10.1.0.0')).toBeUndefined();
    expect(parseIpv4Cidr('10.1.0.0/16/1')).toBeUndefined();
  });

  it.each([
    ['192.0.2.1', true],
    [' 192.0.2.1 ', true],
    ['192.0.2', false],
  ])('isIpv4(%j) -> %j', (value, expected) => {
    expect(isIpv4(value)).toBe(expected);
  });
});

describe('spec 5 "Network and address rules": IPv6', () => {
  it.each([
    ['2001:db8::1', {}, undefined],
    ['2001:db8::/32', {}, undefined],
    ['2001:db8::/64', { requireMask: true }, undefined],
    ['2001:db8::/0', {}, undefined],
    ['2001:db8::/65', {}, 'Not a valid mask'],
    ['2001:db8::1', { requireMask: true }, 'Not a valid mask'],
    ['2001:db8::zz', {}, 'Not a valid IPv6'],
    ['192.0.2.1', {}, 'Not a valid IPv6'],
    ['2001:db8::/32/1', {}, 'Not a valid IPv6'],
  ])('validateIpv6(%j, %j) -> %j', (value, options, expected) => {
    expect(validateIpv6(value, options)).toBe(expected);
  });

  it.each([
    ['::1', true],
    ['fe80::1', true],
    ['1.2.3.4', false],
  ])('isIpv6(%j) -> %j', (value, expected) => {
    expect(isIpv6(value)).toBe(expected);
  });
});

describe('spec 5 "Network and address rules": prefix', () => {
  it.each([
    ['10.0.0.0/24', undefined],
    ['2001:db8::', undefined],
    ['2001:db8::/48', undefined],
    ['10.0.0.0', 'Prefix should be valid IPv4 with a mask or an IPv6 address'],
    ['10.0.0.0/40', 'Prefix should be valid IPv4 with a mask or an IPv6 address'],
    ['2001:db8::/96', 'Prefix should be valid IPv4 with a mask or an IPv6 address'],
    ['prefix', 'Prefix should be valid IPv4 with a mask or an IPv6 address'],
  ])('validatePrefix(%j) -> %j', (value, expected) => {
    expect(validatePrefix(value)).toBe(expected);
  });

  it.each([
    ['10.0.0.1/24', 'ipv4'],
    ['2001:db8::1', 'ipv6'],
    ['bad', undefined],
    ['1.1.1.1/1/1', undefined],
  ])('parseAddress(%j) has kind %j', (value, kind) => {
    expect(parseAddress(value)?.kind()).toBe(kind);
  });
});
