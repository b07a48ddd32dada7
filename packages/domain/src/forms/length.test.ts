import { describe, expect, it } from 'vitest';
import { validateExactLength, validateMaxLength, validateMinLength } from './length.js';

describe('spec 5 "Generic form rules": minLength, maxLength, exact length', () => {
  it.each([
    ['ab', 3, 'The min length is 3'],
    ['abc', 3, undefined],
    [[1, 2], 3, 'The min length is 3'],
    [undefined, 1, 'The min length is 1'],
  ])('validateMinLength(%j, %i) -> %j', (value, n, expected) => {
    expect(validateMinLength(value, n)).toBe(expected);
  });

  it.each([
    ['abcd', 3, 'The max length is 3'],
    ['abc', 3, undefined],
    [null, 3, undefined],
    [[1, 2, 3, 4], 3, 'The max length is 3'],
  ])('validateMaxLength(%j, %i) -> %j', (value, n, expected) => {
    expect(validateMaxLength(value, n)).toBe(expected);
  });

  it.each([
    ['abc', 3, undefined],
    ['ab', 3, 'The required length is 3'],
    ['abcd', 3, 'The required length is 3'],
  ])('validateExactLength(%j, %i) -> %j', (value, n, expected) => {
    expect(validateExactLength(value, n)).toBe(expected);
  });
});
