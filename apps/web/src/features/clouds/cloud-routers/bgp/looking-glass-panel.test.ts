import { describe, expect, it } from 'vitest';
import { validateLookingGlassAddress } from './looking-glass-panel';

describe('validateLookingGlassAddress: the looking glass takes a host address', () => {
  it.each([
    ['', 'This field is required'],
    ['   ', 'This field is required'],
    ['192.168.1.7', undefined],
    [' 10.0.0.1 ', undefined],
    ['10.0.0.1/8', 'Not a valid IPv4.'],
    ['10.0.0.256', 'Not a valid IPv4.'],
    ['2001:db8::1', undefined],
    ['2001:db8::/32', 'Not a valid IPv6'],
    ['2001:db8::zz', 'Not a valid IPv6'],
  ])('%j → %s', (value, message) => {
    expect(validateLookingGlassAddress(value)).toBe(message);
  });
});
