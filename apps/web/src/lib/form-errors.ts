import { describeError, isApiError } from '@/api/api-error';

/** The part of a Mantine form that takes errors. */
export interface FieldErrorTarget {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Puts the server's field messages (400/409 `fields`) on the form's own fields and answers what is left to show
 * above the form: null when every message found its field, else the message of spec 8 for the failure.
 * `fieldNames` are the fields the form shows; a message about any other field is not lost but shown above.
 * `fieldOf` names the form field a server field lands on (a list item on its list's text field, say); the first
 * message of a field wins.
 */
export function applyServerErrors(
  form: FieldErrorTarget,
  error: unknown,
  fieldNames: readonly string[],
  fieldOf: (name: string) => string = (name) => name,
): string | null {
  const fields = isApiError(error) ? error.fields : undefined;
  if (!fields) return describeError(error);
  const placed = Object.entries(fields).map(([name, message]) => [fieldOf(name), message] as const);
  const known = placed.filter(([name]) => fieldNames.includes(name)).reverse();
  if (known.length > 0) form.setErrors(Object.fromEntries(known));
  const unknown = placed.filter(([name]) => !fieldNames.includes(name));
  if (unknown.length > 0) return unknown.map(([, message]) => message).join(' ');
  return known.length > 0 ? null : describeError(error);
}

/** The message for a refusal shown without a form: the field messages if the server gave any, else spec 8's. */
export function refusalMessage(error: unknown): string {
  return applyServerErrors({ setErrors: () => undefined }, error, []) ?? describeError(error);
}
