import { messages, PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { defineRoute } from './route.js';

/** The response header with the total number of entries (spec 7 "x-total-item-count"). */
export const TOTAL_COUNT_HEADER = 'x-total-item-count';

/** One activity-log entry: the wire reference's fields (3.16) and who did what to which object, from where. */
export const activityLogEntrySchema = z.object({
  log_uuid: z.string(),
  /** Login of the acting user; null for the system or a deleted user. */
  user: z.string().nullable(),
  /** Login of the staff or reseller user acting on behalf of the customer, else null. */
  on_behalf_of: z.string().nullable(),
  /** Severity rank of spec 4 (6 notice, 7 informational). */
  level: z.number().int(),
  log_level_name: z.string(),
  /** The area: the part of `event` before the dot (auth, user, api_key, …). */
  category: z.string(),
  /** The action (`auth.login`, `user.create`, …). */
  event: z.string(),
  message: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip_address: z.string(),
  request_id: z.string(),
  time_created: z.string(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

const objectFilter = z.string().trim().min(1, messages.required).max(200, messages.maxLength(200)).optional();

export const listActivityLogsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  /** Only the entries of one object (a circuit id, a user's login…): the history tab of a details page. */
  object_id: objectFilter,
  /** Only the entries of one kind of object (`port`, `lag`, `user`…). */
  object_type: objectFilter,
});
export type ListActivityLogsQuery = z.output<typeof listActivityLogsQuerySchema>;

export const activityLogRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/activity-logs',
    access: { permission: PERMISSIONS.ACTIVITY_LOG_READ },
    tag: 'Activity logs',
    summary:
      "The current customer's activity, newest first, a page at a time (`limit`, `offset`), optionally of one " +
      'object (`object_id`, `object_type`); the total is in the `x-total-item-count` header.',
    query: listActivityLogsQuerySchema,
    response: z.array(activityLogEntrySchema),
    paged: true,
  }),
};
