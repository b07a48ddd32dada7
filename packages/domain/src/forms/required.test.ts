import { describe, expect, it } from 'vitest';
import { firstMessage, isEmptyValue, optional } from './emptiness.js';
import { validateMaxLength, validateMinLength } from './length.js';
import { validateRequired, validateRequiredIf } from './required.js';

describe('spec 5 "Generic form rules": required', () => {
  it.each([
    ['', 'This field is required'],
    ['   ', 'This field is required'],
    [[], 'This field is required'],
    [null, 'This field is required'],
    [undefined, 'This field is required'],
    [false, 'This field is required'],
    [Number.NaN, 'This field is required'],
    [0, undefined],
    ['0', undefined],
    ['a', undefined],
    [[1], undefined],
    [true, undefined],
    [{}, undefined],
  ])('validateRequired(%j) -> %j', (value, expected) => {
    expect(validateRequired(value)).toBe(expected);
  });

  it.each([
    ['', true, 'This field is required'],
    ['', false, undefined],
    ['x', true, undefined],
  ])('validateRequiredIf(%j, %j) -> %j', (value, condition, expected) => {
    expect(validateRequiredIf(value, condition)).toBe(expected);
  });
});

describe('spec 5 "Generic form rules": optional', () => {
  const optionalName = optional<string>(
    (value) => validateMinLength(value, 3),
    (value) => validateMaxLength(value, 5),
  );

  it.each([
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['ab', 'The min length is 3'],
    ['abcdef', 'The max length is 5'],
    ['abcd', undefined],
  ])('optional(minLength 3, maxLength 5)(%j) -> %j', (value, expected) => {
    expect(optionalName(value)).toBe(expected);
  });

  it.each([
    [0, false],
    ['', true],
    [[], true],
    ['x', false],
  ])('isEmptyValue(%j) -> %j', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });

  it('firstMessage answers the first failing rule in order', () => {
    const rules = [() => undefined, () => 'first', () => 'second'];
    expect(firstMessage('x', rules)).toBe('first');
    expect(firstMessage('x', [() => undefined])).toBeUndefined();
  });
});
