import { messages } from './messages.js';

/** spec 5 "Generic form rules": the e-mail shape (local part, @, dotted domain with a top-level label). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** spec 5 "Generic form rules": a website, with or without http(s)://, a dotted host, optional port and path. */
export const WEBSITE_PATTERN =
  /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** spec 5 "Generic form rules": a phone number, digits with + ( ) . - and spaces, 7 to 15 digits. */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** spec 5 "Generic form rules": the named kinds of the pattern rule, each with the noun its message names. */
export const PATTERN_KINDS = {
  alphanumeric: { pattern: /^[A-Za-z0-9]+$/, noun: 'alphanumeric value' },
  numeric: { pattern: /^\d+$/, noun: 'number' },
  hexadecimal: { pattern: /^[0-9A-Fa-f]+$/, noun: 'hexadecimal value' },
  uuid: { pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, noun: 'UUID' },
  slug: { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, noun: 'slug' },
} as const;

/** spec 5 "Generic form rules": a named pattern kind. */
export type PatternKind = keyof typeof PATTERN_KINDS;

/** spec 5 "Generic form rules": email, 'This is not a valid email'. */
export function validateEmail(value: string): string | undefined {
  return EMAIL_PATTERN.test(value.trim()) ? undefined : messages.email;
}

/** spec 5 "Generic form rules": pattern, 'Not a valid value' or 'Not a valid {kind}' when the kind is named. */
export function validatePattern(value: string, pattern: RegExp, kind?: string): string | undefined {
  return pattern.test(value) ? undefined : messages.pattern(kind);
}

/** spec 5 "Generic form rules": pattern with a named kind, 'Not a valid {noun of the kind}'. */
export function validatePatternKind(value: string, kind: PatternKind): string | undefined {
  const { pattern, noun } = PATTERN_KINDS[kind];
  return validatePattern(value, pattern, noun);
}

/** spec 5 "Generic form rules": website, 'Not a valid website'. */
export function validateWebsite(value: string): string | undefined {
  return WEBSITE_PATTERN.test(value.trim()) ? undefined : messages.website;
}

/** spec 5 "Generic form rules": phone, 'Not a valid phone number'. */
export function validatePhone(value: string): string | undefined {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  const isValid = PHONE_PATTERN.test(trimmed) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
  return isValid ? undefined : messages.phone;
}
