import type { z } from 'zod';

interface MaybeLimited {
  maxLength?: number | null;
  unwrap?: () => unknown;
}

/**
 * The max length a contract schema gives a text field (`requiredText({ max })`, `optionalText({ max })`), looked up
 * through `.optional()` and `.nullable()`; undefined for a field without one. The form shows it as the field's limit
 * (`LimitedTextInput`), so the screen and the server never disagree on it.
 */
export function maxLengthOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
): number | undefined {
  let current = schema.shape[field] as MaybeLimited | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.maxLength === 'number') return current.maxLength;
    current = typeof current.unwrap === 'function' ? (current.unwrap() as MaybeLimited) : undefined;
  }
  return undefined;
}
