import { messages } from '@portal/domain';
import { z } from 'zod';

// API clients send every filter of a list call, with an empty value meaning "no filter" (wire reference 3.2),
// so each filter here turns an empty value into `undefined`.

/** A free-text list filter (at most 64 characters); empty means no filter. */
export function textFilter() {
  return z
    .string()
    .trim()
    .max(64, messages.maxLength(64))
    .transform((value) => (value === '' ? undefined : value))
    .optional();
}

/** A list filter with a fixed set of values (spec 5 "oneOf"); empty means no filter. */
export function choiceFilter<const T extends readonly string[]>(values: T) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || values.includes(value), messages.oneOf(values))
    .transform((value) => (value === '' ? undefined : (value as T[number])))
    .optional();
}

/** A `true`/`false` list filter; empty means no filter. */
export function flagFilter() {
  return choiceFilter(['true', 'false'] as const).transform((value) =>
    value === undefined ? undefined : value === 'true',
  );
}

/** A whole-number list filter from a fixed set (subscription terms); empty means no filter. */
export function numberChoiceFilter<const T extends readonly number[]>(values: T) {
  return choiceFilter(values.map(String)).transform((value) =>
    value === undefined ? undefined : (Number(value) as T[number]),
  );
}
