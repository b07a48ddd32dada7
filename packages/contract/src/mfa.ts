import { z } from 'zod';
import { messageSchema } from './errors.js';
import { passwordField, requiredText } from './fields.js';
import { defineRoute } from './route.js';

/** The answer to `POST /users/mfa/setup`: the new secret, to type in when the QR code cannot be scanned. */
export const mfaSetupResponseSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
});
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

/** spec 3 "MFA enable {authentication_code}": the 6-digit code the app shows for the new secret. */
export const mfaEnableRequestSchema = z.object({
  authentication_code: requiredText({ max: 16 }),
});
export type MfaEnableRequest = z.infer<typeof mfaEnableRequestSchema>;

/** MFA is on: the ten single-use recovery codes, shown this once and stored only hashed. */
export const mfaEnableResponseSchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type MfaEnableResponse = z.infer<typeof mfaEnableResponseSchema>;

/** spec 3 "MFA disable {password}". */
export const mfaDisableRequestSchema = z.object({ password: passwordField() });
export type MfaDisableRequest = z.infer<typeof mfaDisableRequestSchema>;

/** The answer to a wrong TOTP or recovery code (400, on the `authentication_code` field). */
export const INVALID_AUTHENTICATION_CODE_MESSAGE = 'The authentication code is not valid.';

export const mfaRoutes = {
  setup: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/users/mfa/setup',
    access: 'session',
    tag: 'Multi-factor authentication',
    summary:
      'Starts two-factor setup (spec 4 "setup, then enabled"): a new TOTP secret, kept aside until a code ' +
      'proves it. 409 when MFA is already on.',
    response: mfaSetupResponseSchema,
    errors: [409],
  }),
  qrcode: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/users/mfa/qrcode',
    access: 'session',
    tag: 'Multi-factor authentication',
    summary: 'The QR code (image/png) of the secret being set up. 404 before setup.',
    response: null,
    responseType: 'image/png',
    errors: [404],
  }),
  enable: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/users/mfa/enable',
    access: 'session',
    tag: 'Multi-factor authentication',
    summary: 'Turns MFA on with a code of the new secret; answers the ten recovery codes, shown once.',
    body: mfaEnableRequestSchema,
    response: mfaEnableResponseSchema,
    errors: [409],
  }),
  disable: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/users/mfa/disable',
    access: 'session',
    tag: 'Multi-factor authentication',
    summary: 'Turns MFA off after checking the password; the recovery codes are dropped.',
    body: mfaDisableRequestSchema,
    response: messageSchema,
    errors: [409],
  }),
};
