import { describe, expect, it } from 'vitest';
import { isNumeric, validateBetween, validateIntegerBetween, validateMax, validateMin } from './numeric-range.js';

describe('spec 5 "Network and address rules": number check', () => {
  it.each([
    [1, true],
    [-1.5, true],
    ['42', true],
    [' 7 ', true],
    ['1e3', true],
    [Number.POSITIVE_INFINITY, false],
    [Number.NaN, false],
    ['', false],
    ['  ', false],
    ['12a', false],
    [null, false],
    [undefined, false],
  ])('isNumeric(%j) -> %j', (value, expected) => {
    expect(isNumeric(value)).toBe(expected);
  });
});

describe('spec 5 "Generic form rules": min, max, between', () => {
  it.each([
    [5, 5, undefined],
    ['6', 5, undefined],
    [4, 5, 'Invalid value, must be greater than 5.'],
    ['abc', 5, 'Invalid value, must be greater than 5.'],
  ])('validateMin(%j, %i) -> %j', (value, n, expected) => {
    expect(validateMin(value, n)).toBe(expected);
  });

  it.each([
    [5, 5, undefined],
    [6, 5, 'Invalid value, must be less than 5.'],
    ['x', 5, 'Invalid value, must be less than 5.'],
  ])('validateMax(%j, %i) -> %j', (value, n, expected) => {
    expect(validateMax(value, n)).toBe(expected);
  });

  it.each([
    [1, undefined],
    [10, undefined],
    ['5', undefined],
    [0, 'Value must be between 1 and 10, inclusive.'],
    [11, 'Value must be between 1 and 10, inclusive.'],
    ['', 'Value must be between 1 and 10, inclusive.'],
  ])('validateBetween(%j, 1, 10) -> %j', (value, expected) => {
    expect(validateBetween(value, 1, 10)).toBe(expected);
  });

  it.each([
    [4, undefined],
    [4.5, 'Value must be between 4 and 4094, inclusive.'],
    [3, 'Value must be between 4 and 4094, inclusive.'],
  ])('validateIntegerBetween(%j, 4, 4094) -> %j', (value, expected) => {
    expect(validateIntegerBetween(value, 4, 4094)).toBe(expected);
  });
});
