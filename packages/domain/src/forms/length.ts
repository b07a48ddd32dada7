import { messages } from './messages.js';

type Measurable = string | readonly unknown[] | null | undefined;

function lengthOf(value: Measurable): number {
  return value?.length ?? 0;
}

/** spec 5 "Generic form rules": minLength, 'The min length is N'. */
export function validateMinLength(value: Measurable, n: number): string | undefined {
  return lengthOf(value) < n ? messages.minLength(n) : undefined;
}

/** spec 5 "Generic form rules": maxLength, 'The max length is N'. */
export function validateMaxLength(value: Measurable, n: number): string | undefined {
  return lengthOf(value) > n ? messages.maxLength(n) : undefined;
}

/** spec 5 "Generic form rules": exact length, 'The required length is N'. */
export function validateExactLength(value: Measurable, n: number): string | undefined {
  return lengthOf(value) === n ? undefined : messages.exactLength(n);
}
