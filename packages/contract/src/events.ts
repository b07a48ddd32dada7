import { z } from 'zod';
import { defineRoute } from './route.js';

/**
 * A domain event as the live stream delivers it: what happened (`type`), to which object (`object_type`,
 * `object_id`), for which customer, and a few facts about it (`data`, never secrets). The web invalidates the
 * queries keyed `[object_type, object_id]` and `[object_type, 'list']` when one arrives.
 */
export const liveEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  customer_id: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  occurred_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The event types the platform publishes; product modules add their own with the same shape. */
export const LIVE_EVENT_TYPES = {
  /** A provisioning workflow moved a step, finished or failed (the object's status changed). */
  workflowStep: 'network.workflow.step',
  /** An activity-log entry was written for the customer. */
  activityRecorded: 'activity.recorded',
} as const;

/** The object type of activity-log entries, for the queries of the activity-log list. */
export const ACTIVITY_LOG_OBJECT_TYPE = 'activity-log';

export const eventRoutes = {
  stream: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/events',
    access: 'session',
    tag: 'Events',
    summary:
      "Server-Sent Events (text/event-stream): the current customer's domain events as they happen, one `data:` line of JSON (LiveEvent, its `type` inside) and an `id:` per event; a comment line every heartbeat. The stream ends when the session does.",
    response: null,
    responseType: 'text/event-stream',
  }),
};
