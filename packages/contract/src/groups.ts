import { PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { requiredText } from './fields.js';
import { defineRoute } from './route.js';
import { permissionEntrySchema, userSchema } from './users.js';

/** spec 6: a group (its id is its name) with the number of its permissions and of the company's users in it. */
export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  permission_count: z.number().int(),
  user_count: z.number().int(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupIdParamsSchema = z.object({ id: requiredText({ max: 64 }) });

export const groupRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/groups',
    access: { permission: PERMISSIONS.USER_READ },
    tag: 'Groups',
    summary: 'The groups of spec 6 with their permission counts and how many users of the company are in each.',
    response: z.array(groupSchema),
  }),
  users: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/groups/:id/users',
    access: { permission: PERMISSIONS.USER_READ },
    tag: 'Groups',
    summary: "The company's users in a group (unknown group: 404).",
    params: groupIdParamsSchema,
    response: z.array(userSchema),
  }),
  permissions: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/groups/:id/permissions',
    access: { permission: PERMISSIONS.USER_READ },
    tag: 'Groups',
    summary: "A group's permissions as `{permission_key}` entries (spec 7; unknown group: 404).",
    params: groupIdParamsSchema,
    response: z.array(permissionEntrySchema),
  }),
};
