import { isEmptyValue } from './emptiness.js';
import { messages } from './messages.js';

/** spec 5 "Generic form rules": required, 'This field is required' (0 is a value, empty and falsy are not). */
export function validateRequired(value: unknown): string | undefined {
  return isEmptyValue(value) ? messages.required : undefined;
}

/** spec 5 "Generic form rules": requiredIf, required only while the condition holds. */
export function validateRequiredIf(value: unknown, condition: boolean): string | undefined {
  return condition ? validateRequired(value) : undefined;
}
