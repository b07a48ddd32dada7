import {
  EVENT_STREAM_CATEGORIES,
  EVENT_STREAM_TYPES,
  EVENT_SUBSCRIPTION_LIMITS,
  isEventCategoryOf,
  messages,
} from '@portal/domain';
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
  /** A cloud's side of a cloud connection changed (an AWS connection accepted, a cloud side up or removed). */
  cloudProviderState: 'cloud.provider.state',
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

// ---------------------------------------------------------------------------------------------------------------
// Streaming event subscriptions (wire reference 3.16; the Go client's `StreamingEventsPayload`)
// ---------------------------------------------------------------------------------------------------------------

const streamObjectsField = z
  .array(z.string({ error: messages.required }).trim().min(1, messages.required).max(160, messages.maxLength(160)), {
    error: 'Send a list of circuit ids.',
  })
  .max(EVENT_SUBSCRIPTION_LIMITS.objects, `At most ${EVENT_SUBSCRIPTION_LIMITS.objects} circuit ids.`)
  .nullish();

/**
 * One stream of a subscription: its type, the categories of events it wants (none, or `null` as the Go client sends
 * an empty list, means all of the type's), and the VCs (`vcs`) or ports (`ifds`) it is limited to (none: all). A
 * customer stream may name both: it then carries only the events about the named VCs and ports.
 */
export const eventStreamRequestSchema = z
  .object({
    type: z.enum(EVENT_STREAM_TYPES, { error: messages.oneOf(EVENT_STREAM_TYPES) }),
    events: z
      .array(z.string({ error: messages.required }).trim().max(40, messages.maxLength(40)), {
        error: 'Send a list of event categories.',
      })
      .max(20, 'At most 20 categories.')
      .nullish(),
    vcs: streamObjectsField,
    ifds: streamObjectsField,
  })
  .superRefine((stream, context) => {
    const allowed = EVENT_STREAM_CATEGORIES[stream.type];
    for (const [index, category] of (stream.events ?? []).entries()) {
      if (!isEventCategoryOf(stream.type, category)) {
        context.addIssue({ code: 'custom', path: ['events', index], message: messages.oneOf(allowed) });
      }
    }
    if (stream.type === 'port' && stream.vcs && stream.vcs.length > 0) {
      context.addIssue({ code: 'custom', path: ['vcs'], message: 'A stream of type port names ports, not VCs.' });
    }
    if (stream.type === 'vc' && stream.ifds && stream.ifds.length > 0) {
      context.addIssue({ code: 'custom', path: ['ifds'], message: 'A stream of type vc names VCs, not ports.' });
    }
  });
export type EventStreamRequest = z.output<typeof eventStreamRequestSchema>;

export const eventSubscriptionRequestSchema = z.object({
  streams: z
    .array(eventStreamRequestSchema, { error: messages.required })
    .min(1, 'Subscribe to at least one stream.')
    .max(EVENT_SUBSCRIPTION_LIMITS.streams, `At most ${EVENT_SUBSCRIPTION_LIMITS.streams} streams.`),
});

/** The Go client's `StreamingEventsCreateResponse`. */
export const eventSubscriptionSchema = z.object({ subscription_uuid: z.string() });

/** One item of a subscription stream, the Go client's `StreamingEventsGetResponse` (the JSON of a `data:` line). */
export const streamingEventSchema = z.object({
  event: z.string(),
  data: z.object({
    user: z.string(),
    log_level: z.string(),
    category: z.string(),
    event: z.string(),
    message: z.string(),
    timestamp: z.string(),
    lag: z.string().optional(),
    workflow_id: z.string().optional(),
    lag_circuit_id: z.string().optional(),
    circuit_id: z.string().optional(),
  }),
});
export type StreamingEvent = z.infer<typeof streamingEventSchema>;

export const EVENT_SUBSCRIPTION_MESSAGES = {
  notFound: 'Event subscription not found.',
  expired: 'This event subscription expired: streaming must begin within 5 minutes of its creation.',
  otherSession:
    'This event subscription belongs to another session: it can only be streamed by the session or API key that created it.',
  unknownPort: 'No port with this circuit id in your account.',
  unknownVc: 'No virtual circuit with this circuit id in your account.',
  portNotOnVc: 'This port is not an end of this virtual circuit.',
} as const;

const subscriptionParams = z.object({ subscription_uuid: z.uuid('Not a valid subscription id') });

export const eventSubscriptionRoutes = {
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/events',
    access: 'session',
    tag: 'Events',
    summary:
      'Creates a subscription to streams of events (wire reference 3.16): customer events by category, port and VC metrics, optionally limited to some ports (`ifds`) or VCs (`vcs`, a VC alone or a VC and one of its ports); a customer stream naming either carries only the events about them. Each stream needs the read permission of what it streams (customer: activity-log.read, port: interface/physical.read, vc: virtual-circuit.read). It belongs to the session or API key that created it and expires unless streamed within 5 minutes.',
    body: eventSubscriptionRequestSchema,
    errors: [403],
    response: eventSubscriptionSchema,
    successStatus: 200,
  }),
  stream: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/events/:subscription_uuid',
    access: 'session',
    tag: 'Events',
    summary:
      'Server-Sent Events (text/event-stream) of a subscription: each `data:` line is the JSON of one item `{event, data {user, log_level, category, event, message, timestamp, circuit_id?, workflow_id?, lag_circuit_id?}}`, filtered by the subscription; port and VC streams also get each one-minute traffic sample of the interfaces they follow (`metrics`, and `errors` when there were any) at the next heartbeat; a comment line every heartbeat. Another session’s subscription answers 403, and so does one whose streams the caller may no longer read (the stream ends when that permission goes); an expired one answers 404.',
    params: subscriptionParams,
    errors: [403],
    response: null,
    responseType: 'text/event-stream',
  }),
};
