import type { Validator } from './types.js';

// A blank string counts as empty, as the shared zod text fields trim before checking.
/** spec 5 "Generic form rules": empty (also blank) strings, empty arrays and falsy values other than 0. */
export function isEmptyValue(value: unknown): boolean {
  if (value === 0) return false;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return !value;
}

/** spec 5 "Generic form rules" (optional): an empty optional field is skipped, otherwise the rules run in order. */
export function optional<T>(...rules: readonly Validator<T>[]): Validator<T | null | undefined> {
  return (value) => (isEmptyValue(value) ? undefined : firstMessage(value as T, rules));
}

/** spec 5 "Generic form rules": runs rules in order and answers the first message. */
export function firstMessage<T>(value: T, rules: readonly Validator<T>[]): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== undefined) return message;
  }
  return undefined;
}
