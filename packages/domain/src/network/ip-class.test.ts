import { describe, expect, it } from 'vitest';
import {
  isPrivateAddress,
  isZeroAddress,
  validateNonZeroAddress,
  validatePrivateIp,
  validatePublicIp,
  validateVifAddress,
} from './ip-class.js';

const NOT_PUBLIC = 'This IP falls within a private range. Please add a public IP.';
const NOT_PRIVATE = 'This IP falls within a public range. Please add a private IP.';

describe('spec 5 "Network and address rules": public and private IP', () => {
  it.each([
    ['8.8.8.8', undefined],
    ['52.0.0.1/30', undefined],
    ['2600::1', undefined],
    ['10.0.0.1', NOT_PUBLIC],
    ['172.20.1.1/30', NOT_PUBLIC],
    ['fd00::1', NOT_PUBLIC],
    ['garbage', NOT_PUBLIC],
  ])('validatePublicIp(%j) -> %j', (value, expected) => {
    expect(validatePublicIp(value)).toBe(expected);
  });

  it.each([
    ['192.168.10.1', undefined],
    ['fc00::/64', undefined],
    ['8.8.4.4', NOT_PRIVATE],
    ['garbage', NOT_PRIVATE],
  ])('validatePrivateIp(%j) -> %j', (value, expected) => {
    expect(validatePrivateIp(value)).toBe(expected);
  });

  it('isPrivateAddress is undefined for what is not an address', () => {
    expect(isPrivateAddress('x')).toBeUndefined();
  });
});

describe('spec 5 "Network and address rules": zero address and VIF rules', () => {
  it.each([
    ['0.0.0.0', true],
    ['0.0.0.0/0', true],
    ['::/0', true],
    ['0.0.0.1', false],
    ['x', false],
  ])('isZeroAddress(%j) -> %j', (value, expected) => {
    expect(isZeroAddress(value)).toBe(expected);
  });

  it.each([
    ['0.0.0.0/0', '0.0.0.0/0 is not a valid prefix'],
    ['10.0.0.0/8', undefined],
  ])('validateNonZeroAddress(%j) -> %j', (value, expected) => {
    expect(validateNonZeroAddress(value)).toBe(expected);
  });

  it.each([
    ['10.0.0.1/30', 'public', NOT_PUBLIC],
    ['52.0.0.1/30', 'public', undefined],
    ['0.0.0.0/0', 'public', '0.0.0.0/0 is not a valid prefix'],
    ['0.0.0.0/0', 'private', undefined],
    ['0.0.0.0/0', 'transit', undefined],
    ['10.0.0.1/30', 'private', undefined],
    ['0.0.0.0/0', undefined, '0.0.0.0/0 is not a valid prefix'],
    ['10.0.0.1/30', undefined, undefined],
  ] as const)('validateVifAddress(%j, %j) -> %j', (value, vifType, expected) => {
    expect(validateVifAddress(value, vifType)).toBe(expected);
  });
});
