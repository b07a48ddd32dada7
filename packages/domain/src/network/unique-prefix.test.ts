import { describe, expect, it } from 'vitest';
import { validateUniqueExportedPrefix, validateUniquePrefix } from './unique-prefix.js';

const existing = ['10.0.0.0/24', '2001:DB8::/32'];

describe('spec 5 "Network and address rules": unique prefix', () => {
  it.each([
    ['10.0.0.0/24', 'This prefix is already added. Please enter a unique prefix.'],
    [' 2001:db8::/32 ', 'This prefix is already added. Please enter a unique prefix.'],
    ['10.0.1.0/24', undefined],
  ])('validateUniquePrefix(%j) -> %j', (value, expected) => {
    expect(validateUniquePrefix(value, existing)).toBe(expected);
  });

  it.each([
    ['10.0.0.0/24', 'This prefix is already listed in "Exported routes". Please enter a unique prefix.'],
    ['10.9.0.0/24', undefined],
  ])('validateUniqueExportedPrefix(%j) -> %j', (value, expected) => {
    expect(validateUniqueExportedPrefix(value, existing)).toBe(expected);
  });
});
