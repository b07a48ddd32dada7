import { messages } from '@portal/domain';
import { z } from 'zod';
import { messageSchema } from './errors.js';
import { requiredText } from './fields.js';
import { defineRoute } from './route.js';

export const loginRequestSchema = z.object({
  login: requiredText({ max: 255 }),
  password: z.string({ error: messages.required }).min(1, messages.required).max(1024, messages.maxLength(1024)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Wire reference 1: `POST /v2/auth/login` answers `{token, time_expires}`. `mfa_required: true` means the session
 * is half-open: it authenticates only `POST /auth/login/mfa` (and logout) until the second factor is given.
 */
export const loginResponseSchema = z.object({
  token: z.string(),
  time_expires: z.string(),
  mfa_required: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * spec 3 "MFA login {authentication_code}": the 6-digit code of the authenticator app, or one unused recovery
 * code (shown once when MFA was enabled).
 */
export const mfaLoginRequestSchema = z.object({
  authentication_code: requiredText({ max: 64 }),
});
export type MfaLoginRequest = z.infer<typeof mfaLoginRequestSchema>;

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/auth/login',
    access: 'public',
    tag: 'Authentication',
    summary:
      'Sign in with login and password. Sets the session cookie for the browser and answers the token for API clients.',
    body: loginRequestSchema,
    response: loginResponseSchema,
    errors: [401, 429],
  }),
  loginMfa: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/auth/login/mfa',
    access: 'session',
    allowsMfaPending: true,
    tag: 'Authentication',
    summary:
      'Second step of an MFA login: completes the half-open session with a TOTP or recovery code. Answers a fresh ' +
      'token (and sets fresh cookies) like the login does; the half-open token stops working.',
    body: mfaLoginRequestSchema,
    response: loginResponseSchema,
    errors: [409, 429],
  }),
  // A POST, not spec 7's GET: a change of state, so a browser must send the anti-forgery token with it, and a link
  // or an image on another site cannot sign anyone out.
  logout: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/auth/logout',
    access: 'public',
    allowsMfaPending: true,
    tag: 'Authentication',
    summary:
      'Sign out: ends the current session and clears its cookies. A browser session must send the anti-forgery ' +
      'token (x-csrf-token) like any change.',
    response: messageSchema,
  }),
};
