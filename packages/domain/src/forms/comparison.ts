import { messages } from './messages.js';

/** spec 5 "Generic form rules": sameAs, 'Must match the "field" field'. */
export function validateSameAs(value: unknown, other: unknown, field: string): string | undefined {
  return value === other ? undefined : messages.sameAs(field);
}

/** spec 5 "Generic form rules": not equal to another field, 'Must not match the "{field}" field'. */
export function validateNotEqual(value: unknown, other: unknown, field: string): string | undefined {
  return value === other ? messages.notEqual(field) : undefined;
}

/** spec 5 "Generic form rules": oneOf, 'Invalid value, must be one of "list".'. */
export function validateOneOf<T extends string | number>(value: unknown, list: readonly T[]): string | undefined {
  return (list as readonly unknown[]).includes(value) ? undefined : messages.oneOf(list);
}

/** spec 5 "Generic form rules": except, 'You can't use X, please try with other value.'. */
export function validateExcept<T extends string | number>(value: T, excluded: readonly T[]): string | undefined {
  return excluded.includes(value) ? messages.except(value) : undefined;
}
