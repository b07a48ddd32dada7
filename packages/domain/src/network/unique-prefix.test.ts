import { describe, expect, it } from 'vitest';
import { normalizePrefix, validateUniqueExportedPrefix, validateUniquePrefix } from './unique-prefix.js';

const existing = ['10.0.0.0/24', '2001:DB8::/32'];

describe('spec 5 "Network and address rules": unique prefix', () => {
  it.each([
    ['10.0.0.0/24', 'This prefix is already added. Please enter a unique prefix.'],
    [' 2001:db8::/32 ', 'This prefix is already added. Please enter a unique prefix.'],
    // One IPv6 network written another way is the same prefix.
    ['2001:db8:0::/32', 'This prefix is already added. Please enter a unique prefix.'],
    ['2001:0db8:0000:0000::/32', 'This prefix is already added. Please enter a unique prefix.'],
    ['2001:db8::/33', undefined],
    ['10.0.1.0/24', undefined],
  ])('validateUniquePrefix(%j) -> %j', (value, expected) => {
    expect(validateUniquePrefix(value, existing)).toBe(expected);
  });

  it.each([
    ['2001:DB8:0:0::/32', '2001:db8::/32'],
    [' 10.0.0.0/24 ', '10.0.0.0/24'],
    ['::FFFF:0:0/96', '::ffff:0:0/96'],
    // Not a prefix (host bits set, no mask, text): compared as typed, without blanks and case.
    ['10.0.0.1/24', '10.0.0.1/24'],
    [' Not-A-Prefix ', 'not-a-prefix'],
  ])('normalizePrefix(%j) -> %j', (value, expected) => {
    expect(normalizePrefix(value)).toBe(expected);
  });

  it.each([
    ['10.0.0.0/24', 'This prefix is already listed in "Exported routes". Please enter a unique prefix.'],
    ['10.9.0.0/24', undefined],
  ])('validateUniqueExportedPrefix(%j) -> %j', (value, expected) => {
    expect(validateUniqueExportedPrefix(value, existing)).toBe(expected);
  });
});
