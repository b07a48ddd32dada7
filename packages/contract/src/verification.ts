import { z } from 'zod';
import { messageSchema } from './errors.js';
import { requiredText } from './fields.js';
import { defineRoute } from './route.js';

/** spec 3 "verification {code, login}": the values of the link `/verify-user?code=…&login=…`. */
export const verifyUserRequestSchema = z.object({
  code: requiredText({ max: 256 }),
  login: requiredText({ max: 255 }),
});
export type VerifyUserRequest = z.infer<typeof verifyUserRequestSchema>;

/** The answer to a code that is wrong, used or older than 48 hours (400, on the `code` field). */
export const INVALID_VERIFICATION_MESSAGE = 'This verification link is not valid or has expired.';

export const verificationRoutes = {
  verify: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/user-verify',
    access: 'public',
    tag: 'Users',
    summary:
      'Verifies the e-mail address with the code of the link (single use, 48 hours). Public: the link may be ' +
      'opened in a browser without a session.',
    body: verifyUserRequestSchema,
    response: messageSchema,
  }),
  resend: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/user-verify/resend',
    access: 'session',
    tag: 'Users',
    summary: 'Sends a new verification link to the signed-in user (earlier links stop working).',
    response: messageSchema,
    errors: [409],
  }),
};
