import { messages } from '@portal/domain';
import { z } from 'zod';

/** A required text field: trimmed, not empty, with the specification's messages (spec 5). */
export function requiredText(options: { max?: number } = {}) {
  const base = z.string({ error: messages.required }).trim().min(1, messages.required);
  return options.max === undefined ? base : base.max(options.max, messages.maxLength(options.max));
}

/** An optional text field: an empty value is skipped (spec 5 "optional"). */
export function optionalText(options: { max?: number } = {}) {
  const base = z.string().trim();
  return (options.max === undefined ? base : base.max(options.max, messages.maxLength(options.max))).optional();
}
