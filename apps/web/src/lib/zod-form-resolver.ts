import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * Validates a Mantine form with a zod schema of the contract, so the browser checks exactly what the server
 * checks. Each issue becomes the error of its field path (`address.city`, `ports.0.speed`); the first issue of a
 * field wins.
 */
export function zodFormResolver<Values>(schema: z.ZodType) {
  return (values: Values): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!(path in errors)) errors[path] = issue.message;
    }
    return errors;
  };
}
