import { messages } from './messages.js';

/** spec 5 "Network and address rules": the number check accepts finite numbers or numeric strings. */
export function isNumeric(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string' || value.trim() === '') return false;
  return Number.isFinite(Number(value));
}

function toNumber(value: unknown): number | undefined {
  return isNumeric(value) ? Number(value) : undefined;
}

/** spec 5 "Generic form rules": min (inclusive), 'Invalid value, must be greater than N.'. */
export function validateMin(value: unknown, n: number): string | undefined {
  const number = toNumber(value);
  return number !== undefined && number >= n ? undefined : messages.min(n);
}

/** spec 5 "Generic form rules": max (inclusive), 'Invalid value, must be less than N.'. */
export function validateMax(value: unknown, n: number): string | undefined {
  const number = toNumber(value);
  return number !== undefined && number <= n ? undefined : messages.max(n);
}

/** spec 5 "Generic form rules": between, 'Value must be between A and B, inclusive.'. */
export function validateBetween(value: unknown, a: number, b: number): string | undefined {
  const number = toNumber(value);
  return number !== undefined && number >= a && number <= b ? undefined : messages.between(a, b);
}

/** spec 5 and 9: an integer within [a, b] (VLAN, BFD, TTL and other network limits), message of between. */
export function validateIntegerBetween(value: unknown, a: number, b: number): string | undefined {
  const number = toNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= a && number <= b
    ? undefined
    : messages.between(a, b);
}
