import { z } from 'zod';
import { emailField, loginField, newPasswordField, optionalText, requiredText } from './fields.js';
import { defineRoute } from './route.js';
import { currentUserSchema } from './users.js';

/** The refusal when the terms box is not ticked at sign-up. */
export const ACCEPT_TERMS_MESSAGE = 'You must accept the terms and conditions';

/**
 * Sign-up (spec 1 "Users sign up"): a new company and its first admin user. The password's strength is checked
 * (spec 5); the user starts unverified and receives the verification link by e-mail.
 */
export const signupRequestSchema = z.object({
  company_name: requiredText({ max: 200 }),
  first_name: requiredText({ max: 100 }),
  last_name: optionalText({ max: 100 }),
  email: emailField(),
  login: loginField(),
  password: newPasswordField(),
  accept_terms: z.literal(true, { error: ACCEPT_TERMS_MESSAGE }),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signupRoutes = {
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/auth/signup',
    access: 'public',
    tag: 'Authentication',
    summary:
      'Signs up: creates a company (type others) and its first user in the admin group, unverified, and e-mails ' +
      'the verification link. 409 names the field when the login or e-mail address is taken. Does not sign in.',
    body: signupRequestSchema,
    response: currentUserSchema,
    successStatus: 201,
    errors: [409, 429],
  }),
};
