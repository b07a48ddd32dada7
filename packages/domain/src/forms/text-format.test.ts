import { describe, expect, it } from 'vitest';
import { validateEmail, validatePattern, validatePatternKind, validatePhone, validateWebsite } from './text-format.js';

describe('spec 5 "Generic form rules": email', () => {
  it.each([
    ['user@example.com', undefined],
    ['first.last+tag@sub.example.co.uk', undefined],
    ['user@example', 'This is not a valid email'],
    ['user.example.com', 'This is not a valid email'],
    ['user@@example.com', 'This is not a valid email'],
    ['us er@example.com', 'This is not a valid email'],
    ['', 'This is not a valid email'],
  ])('validateEmail(%j) -> %j', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });
});

describe('spec 5 "Generic form rules": pattern with named kinds', () => {
  it.each([
    ['abc', /^[a-z]+$/, undefined, undefined],
    ['ab1', /^[a-z]+$/, undefined, 'Not a valid value'],
    ['ab1', /^[a-z]+$/, 'name', 'Not a valid name'],
  ])('validatePattern(%j, %s, %j) -> %j', (value, pattern, kind, expected) => {
    expect(validatePattern(value, pattern, kind)).toBe(expected);
  });

  it.each([
    ['abc123', 'alphanumeric', undefined],
    ['abc-123', 'alphanumeric', 'Not a valid alphanumeric value'],
    ['123', 'numeric', undefined],
    ['12.3', 'numeric', 'Not a valid number'],
    ['0aFf', 'hexadecimal', undefined],
    ['0g', 'hexadecimal', 'Not a valid hexadecimal value'],
    ['123e4567-e89b-12d3-a456-426614174000', 'uuid', undefined],
    ['123e4567', 'uuid', 'Not a valid UUID'],
    ['my-label-1', 'slug', undefined],
    ['My Label', 'slug', 'Not a valid slug'],
  ] as const)('validatePatternKind(%j, %s) -> %j', (value, kind, expected) => {
    expect(validatePatternKind(value, kind)).toBe(expected);
  });
});

describe('spec 5 "Generic form rules": website and phone', () => {
  it.each([
    ['example.com', undefined],
    ['https://www.example.com/path?q=1', undefined],
    ['http://example.io:8080', undefined],
    ['example', 'Not a valid website'],
    ['ftp://example.com', 'Not a valid website'],
    ['https://exa mple.com', 'Not a valid website'],
  ])('validateWebsite(%j) -> %j', (value, expected) => {
    expect(validateWebsite(value)).toBe(expected);
  });

  it.each([
    ['+1 (555) 123-4567', undefined],
    ['555.123.4567', undefined],
    ['+442071234567', undefined],
    ['12345', 'Not a valid phone number'],
    ['1234567890123456', 'Not a valid phone number'],
    ['555-CALL-NOW', 'Not a valid phone number'],
  ])('validatePhone(%j) -> %j', (value, expected) => {
    expect(validatePhone(value)).toBe(expected);
  });
});
