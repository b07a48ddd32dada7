import { z } from 'zod';
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

/** spec 3 "Group permission entry": `{permission_key}`. */
export const permissionEntrySchema = z.object({ permission_key: z.string() });
export type PermissionEntry = z.infer<typeof permissionEntrySchema>;

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
};
