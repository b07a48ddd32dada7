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
  /** The acting user's name as people read it ("Ann Lee"; the login when no name is known), null for the system. */
  user_name: z.string().nullable(),
  /** Login of the staff or reseller user acting on behalf of the customer, else null. */
  on_behalf_of: z.string().nullable(),
  /** Severity rank of spec 4 (6 notice, 7 informational). */
  level: z.number().int(),
  log_level_name: z.string(),
  /** The area: the part of `event` before the dot (auth, user, api_key, …). */
  category: z.string(),
  /** The action (`auth.login`, `user.create`, …): the raw event code. */
  event: z.string(),
  /** The entry as a sentence ("Port PF-AP-NYC5-1000004 disabled by Ann Lee"). */
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

/** The message for a time bound that is not a date. */
export const ACTIVITY_TIME_MESSAGE = 'Not a valid date and time';
/** The message when the range ends before it starts. */
export const ACTIVITY_RANGE_MESSAGE = 'Must be after the start of the range';

const timeBound = z
  .string()
  .trim()
  .refine((value) => {
    const time = Date.parse(value);
    return !Number.isNaN(time) && Math.abs(time) < 8.64e15 && /^\d{4}-\d{2}-\d{2}/.test(value);
  }, ACTIVITY_TIME_MESSAGE)
  .transform((value) => new Date(value))
  .optional();

export const listActivityLogsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(500).default(50),
    offset: z.coerce.number().int().min(0).default(0),
    /** Only the entries of one object (a circuit id, a user's login…): the history tab of a details page. */
    object_id: objectFilter,
    /** Only the entries of one kind of object (`port`, `lag`, `user`…). */
    object_type: objectFilter,
    /** Only the entries whose object id holds this text, ignoring case (part of a circuit id). */
    object: objectFilter,
    /** Only what this user did (their login, ignoring case), themselves or on the company's behalf. */
    user: objectFilter,
    /** Only this event code (`port.disable`), or every code of one area (`port`). */
    event: objectFilter,
    /** Only entries at or after this time (ISO 8601, `2026-03-01` or `2026-03-01T08:00:00Z`). */
    from: timeBound,
    /** Only entries before this time (ISO 8601). */
    to: timeBound,
  })
  .refine((query) => !query.from || !query.to || query.to > query.from, {
    message: ACTIVITY_RANGE_MESSAGE,
    path: ['to'],
  });
export type ListActivityLogsQuery = z.output<typeof listActivityLogsQuerySchema>;

/** Someone who appears in the customer's activity log, for the log's user filter. */
export const activityLogUserSchema = z.object({
  login: z.string(),
  name: z.string(),
});
export type ActivityLogUser = z.infer<typeof activityLogUserSchema>;

export const activityLogRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/activity-logs',
    access: { permission: PERMISSIONS.ACTIVITY_LOG_READ },
    tag: 'Activity logs',
    summary:
      "The current customer's activity, newest first, a page at a time (`limit`, `offset`), filtered on the server " +
      'by object (`object_id`, `object_type`, or part of an id in `object`), by user (`user`, a login), by event ' +
      '(`event`, a code or an area) and by time (`from` inclusive, `to` exclusive); the total of the filtered ' +
      'entries is in the `x-total-item-count` header.',
    query: listActivityLogsQuerySchema,
    response: z.array(activityLogEntrySchema),
    paged: true,
  }),
  users: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/activity-logs/users',
    access: { permission: PERMISSIONS.ACTIVITY_LOG_READ },
    tag: 'Activity logs',
    summary: "Everyone who appears in the current customer's activity log (login and name), for its user filter.",
    response: z.array(activityLogUserSchema),
  }),
};
