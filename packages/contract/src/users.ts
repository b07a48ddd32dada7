import { GROUPS, messages, PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { messageSchema } from './errors.js';
import { emailField, loginField, newPasswordField, optionalPhoneField, optionalText, requiredText } from './fields.js';
import { defineRoute } from './route.js';

/** spec 3 "User", with the wire reference's fields. */
export const currentUserSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  login: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  timezone: z.string(),
  group: z.string(),
  is_verified: z.boolean(),
  mfa_enabled: z.boolean(),
  is_provider_staff: z.boolean(),
  customer_uuid: z.string(),
  time_last_login: z.string().nullable(),
  time_created: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * A user of the company as the user routes answer it: the current user's shape, and `reset_password_before` (wire
 * reference 3.1): until when the password reset link the user asked for works, null when none is pending.
 */
export const userSchema = currentUserSchema.extend({ reset_password_before: z.string().nullable() });
export type User = z.infer<typeof userSchema>;

/** spec 3 "Group permission entry": `{permission_key}`. */
export const permissionEntrySchema = z.object({ permission_key: z.string() });
export type PermissionEntry = z.infer<typeof permissionEntrySchema>;

/** spec 6 / wire reference 3.1: a group name (admin, regular, read-only, support, sales). */
export const groupNameSchema = z.enum(GROUPS, { error: messages.oneOf(GROUPS) });

/** A user is addressed by uuid or by login (wire reference 2: "Users are addressed by login"). */
export const userIdParamsSchema = z.object({ id: requiredText({ max: 255 }) });

const timezoneField = optionalText({ max: 64 });

/**
 * Wire reference 3.1 `POST /v2/users`: an admin creates a user of the company. The user is unverified and gets
 * a verification e-mail; the password's strength is checked (spec 5).
 */
export const createUserRequestSchema = z.object({
  first_name: requiredText({ max: 100 }),
  last_name: optionalText({ max: 100 }),
  email: emailField(),
  phone: optionalPhoneField(),
  login: loginField(),
  password: newPasswordField(),
  timezone: timezoneField,
  group: groupNameSchema,
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/**
 * Wire reference 3.1 `PATCH /v2/users/{login}`. Any user may change their own names, phone, timezone and e-mail;
 * changing another user, or a group, needs `user.update`. A changed e-mail address must be verified again.
 */
export const updateUserRequestSchema = z.object({
  first_name: requiredText({ max: 100 }).optional(),
  last_name: optionalText({ max: 100 }),
  email: emailField().optional(),
  phone: optionalPhoneField(),
  login: loginField().optional(),
  timezone: timezoneField,
  group: groupNameSchema.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const userGroupParamsSchema = z.object({ id: requiredText({ max: 255 }), groupId: requiredText({ max: 64 }) });

export const userRoutes = {
  current: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/users/current',
    access: 'session',
    tag: 'Users',
    summary: 'The signed-in user.',
    response: currentUserSchema,
  }),
  currentPermissions: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/users/current/permissions',
    access: 'session',
    tag: 'Users',
    summary: "The permission keys granted by the signed-in user's group (spec 6).",
    response: z.array(permissionEntrySchema),
  }),
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/users',
    access: { permission: PERMISSIONS.USER_READ },
    tag: 'Users',
    summary: "The users of the caller's company, by login.",
    response: z.array(userSchema),
  }),
  get: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/users/:id',
    access: { permission: PERMISSIONS.USER_READ },
    tag: 'Users',
    summary: 'One user of the company, by login or uuid.',
    params: userIdParamsSchema,
    response: userSchema,
  }),
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/users',
    access: { permission: PERMISSIONS.USER_CREATE },
    verified: true,
    tag: 'Users',
    summary: 'Creates a user of the company; the user receives a verification e-mail.',
    body: createUserRequestSchema,
    response: userSchema,
    successStatus: 201,
    errors: [409],
  }),
  update: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/users/:id',
    access: 'session',
    verified: true,
    tag: 'Users',
    summary:
      "Changes a user (by login or uuid). Own names, phone, timezone and e-mail: any user; a login (even one's own), " +
      'another user or a group: `user.update` (403 naming `login` else). The last admin cannot leave the admin ' +
      'group (409).',
    params: userIdParamsSchema,
    body: updateUserRequestSchema,
    response: userSchema,
    errors: [409],
  }),
  remove: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/users/:id',
    access: { permission: PERMISSIONS.USER_DELETE },
    verified: true,
    tag: 'Users',
    summary:
      "Deletes a user of the company; the user's sessions and API keys stop working at once. Not the last admin.",
    params: userIdParamsSchema,
    response: messageSchema,
    errors: [409],
  }),
  removeFromGroup: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/users/:id/groups/:groupId',
    access: { permission: PERMISSIONS.USER_UPDATE },
    verified: true,
    tag: 'Users',
    summary:
      'Takes a user out of a group. Every user belongs to exactly one group, so the user falls back to read-only ' +
      '(taking someone out of read-only is refused with 409). Not the last admin.',
    params: userGroupParamsSchema,
    response: userSchema,
    errors: [409],
  }),
};
