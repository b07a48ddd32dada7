import { describe, expect, it } from 'vitest';
import { validateExcept, validateNotEqual, validateOneOf, validateSameAs } from './comparison.js';

describe('spec 5 "Generic form rules": sameAs and not equal', () => {
  it.each([
    ['secret', 'secret', undefined],
    ['secret', 'other', 'Must match the "password" field'],
  ])('validateSameAs(%j, %j, password) -> %j', (value, other, expected) => {
    expect(validateSameAs(value, other, 'password')).toBe(expected);
  });

  it.each([
    ['old', 'old', 'Must not match the "current password" field'],
    ['new', 'old', undefined],
  ])('validateNotEqual(%j, %j, current password) -> %j', (value, other, expected) => {
    expect(validateNotEqual(value, other, 'current password')).toBe(expected);
  });
});

describe('spec 5 "Generic form rules": oneOf and except', () => {
  it.each([
    ['exact', undefined],
    ['orlonger', undefined],
    ['longer', 'Invalid value, must be one of "exact, orlonger".'],
    [undefined, 'Invalid value, must be one of "exact, orlonger".'],
  ])('validateOneOf(%j, [exact, orlonger]) -> %j', (value, expected) => {
    expect(validateOneOf(value, ['exact', 'orlonger'])).toBe(expected);
  });

  it.each([
    [1, [1, 2], "You can't use 1, please try with other value."],
    ['admin', ['admin'], "You can't use admin, please try with other value."],
    [3, [1, 2], undefined],
  ])('validateExcept(%j, %j) -> %j', (value, excluded, expected) => {
    expect(validateExcept<string | number>(value, excluded)).toBe(expected);
  });
});
