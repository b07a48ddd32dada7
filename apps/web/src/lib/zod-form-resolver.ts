import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { issueErrors } from './issue-errors';

/**
 * Validates a Mantine form with a zod schema of the contract, so the browser checks exactly what the server
 * checks. Each issue becomes the error of its field path (`address.city`, `ports.0.speed`); the first issue of a
 * field wins.
 */
export function zodFormResolver<Values>(schema: z.ZodType) {
  return (values: Values): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    return issueErrors(result.error.issues, (path) => path.map(String).join('.'));
  };
}
