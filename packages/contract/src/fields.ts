import {
  MD5_KEY_LENGTH,
  messages,
  validateEmail,
  validateMd5Key,
  validatePattern,
  validatePhone,
  validateWebsite,
} from '@portal/domain';
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

type Rule = (value: string) => string | undefined;

/** Applies a rule of the domain (a validator answering its message or undefined) to a text schema. */
export function withRule<T extends z.ZodType<string>>(schema: T, rule: Rule) {
  return schema.superRefine((value, context) => {
    const message = rule(value);
    if (message) context.addIssue({ code: 'custom', message });
  });
}

/**
 * What a stored secret (a BGP MD5 key) answers as to a caller who may not change it. Sent back in a change, it
 * keeps the stored key: the mask is never a key.
 */
export const SECRET_MASK = '********';

/** The answer to the mask sent as the key of something new: there is no key yet for it to stand for. */
export const MASKED_MD5_MESSAGE = `Enter the MD5 key itself: ${SECRET_MASK} stands for a key already set.`;

/** spec 5: a BGP MD5 key of 6 to 80 characters, kept as typed; an empty one is no key. */
export function md5KeyField() {
  const longest = MD5_KEY_LENGTH.max;
  return withRule(z.string().max(longest, messages.maxLength(longest)), (value) =>
    value === '' ? undefined : validateMd5Key(value),
  );
}

/**
 * The MD5 key of a new session or connection: spec 5's rule, and never the mask (which a change sends back to keep
 * the stored key, but which a creation has no key for: it would become the key).
 */
export function newMd5KeyField() {
  return withRule(md5KeyField(), (value) => (value === SECRET_MASK ? MASKED_MD5_MESSAGE : undefined));
}

/** A required e-mail address (spec 5 "email": 'This is not a valid email'), at most 255 characters. */
export function emailField() {
  return withRule(requiredText({ max: 255 }), validateEmail);
}

/** An optional e-mail address: empty means none (spec 5 "optional"). */
export function optionalEmailField() {
  return withRule(z.string().trim().max(255, messages.maxLength(255)), (value) =>
    value === '' ? undefined : validateEmail(value),
  ).optional();
}

/** An optional phone number (spec 5 "phone": 'Not a valid phone number'); empty means none. */
export function optionalPhoneField() {
  return withRule(z.string().trim().max(32, messages.maxLength(32)), (value) =>
    value === '' ? undefined : validatePhone(value),
  ).optional();
}

/** An optional website (spec 5 "website": 'Not a valid website'); empty means none. */
export function optionalWebsiteField() {
  return withRule(z.string().trim().max(255, messages.maxLength(255)), (value) =>
    value === '' ? undefined : validateWebsite(value),
  ).optional();
}

/** The characters a login may hold (letters, digits, dot, dash, underscore, @). */
export const LOGIN_PATTERN = /^[A-Za-z0-9._@-]+$/;

/** A login: 3 to 64 characters of letters, digits, dot, dash, underscore or @ ('Not a valid login'). */
export function loginField() {
  return withRule(requiredText({ max: 64 }).pipe(z.string().min(3, messages.minLength(3))), (value) =>
    validatePattern(value, LOGIN_PATTERN, 'login'),
  );
}

/**
 * A new password: required, at most 1024 characters. Its strength (spec 5, asynchronous) is checked by the form
 * with `validatePasswordStrength` and again by the server, which answers 400 with the checker's message.
 */
export function newPasswordField() {
  return z.string({ error: messages.required }).min(1, messages.required).max(1024, messages.maxLength(1024));
}

/** A password being proven (login, MFA disable, old password): required, never trimmed. */
export const passwordField = newPasswordField;

/** A boolean query flag written `true` or `false` (`?billing=true`). */
export function booleanQueryFlag() {
  return z
    .enum(['true', 'false'], { error: messages.oneOf(['true', 'false']) })
    .transform((value) => value === 'true')
    .optional();
}

/** A timestamp as the API answers it (ISO 8601, UTC). */
export const timestampSchema = z.string();
