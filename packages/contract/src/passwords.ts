import { z } from 'zod';
import { messageSchema } from './errors.js';
import { newPasswordField, passwordField, requiredText } from './fields.js';
import { defineRoute } from './route.js';
import { userIdParamsSchema } from './users.js';

/** spec 3 "password reset request {user_login}": a login or an e-mail address. */
export const passwordResetRequestSchema = z.object({ user_login: requiredText({ max: 255 }) });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The one answer to a reset request, whether or not the user exists. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account matches, a link to reset the password has been sent to its e-mail address.';

/** spec 3 "reset {rt, new_password}": `rt` is the token of the link `/reset-password?rt=…`. */
export const resetPasswordRequestSchema = z.object({
  rt: requiredText({ max: 256 }),
  new_password: newPasswordField(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The answer to a reset token that is wrong, used or older than an hour (400, on the `rt` field). */
export const INVALID_RESET_TOKEN_MESSAGE = 'This password reset link is not valid or has expired.';

/** Wire reference 3.1 `PATCH /v2/users/{login}/password {old_password, new_password}`. */
export const changePasswordRequestSchema = z.object({
  old_password: passwordField(),
  new_password: newPasswordField(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The answer to a wrong current password (400, on the `old_password` field). */
export const WRONG_OLD_PASSWORD_MESSAGE = 'The current password is not correct.';

export const passwordRoutes = {
  requestReset: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/users/request-password-reset',
    access: 'public',
    tag: 'Passwords',
    summary:
      'Sends a password reset link (single use, one hour) when the login or e-mail address matches a user. ' +
      'The answer is the same either way.',
    body: passwordResetRequestSchema,
    response: messageSchema,
    errors: [429],
  }),
  reset: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/users/reset-password',
    access: 'public',
    tag: 'Passwords',
    summary:
      "Sets a new password with the token of the link; the strength rule of spec 5 applies. All the user's " +
      'sessions end.',
    body: resetPasswordRequestSchema,
    response: messageSchema,
  }),
  change: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/users/:id/password',
    access: 'session',
    tag: 'Passwords',
    summary:
      "Changes a password (`:id` is a login or uuid). One's own: any user, and the other sessions end. Another " +
      "user's of the company: `user.update` (403 without), and all of that user's sessions end; another " +
      "company's user answers 404. `old_password` must be the user's current password either way (400 naming " +
      'it); the new one must pass the strength rule of spec 5.',
    params: userIdParamsSchema,
    body: changePasswordRequestSchema,
    response: messageSchema,
  }),
};
