import { ALERT_KINDS, ALERT_SEVERITIES, messages } from '@portal/domain';
import { z } from 'zod';
import { defineRoute } from './route.js';

/** The live event an alert raises, escalates or clears (`object_type` `alert`, `object_id` the alert's uuid). */
export const ALERT_EVENT_TYPE = 'alert';
/** The object type of alert events and the first element of the web's alert query keys (`['alert', 'list']`). */
export const ALERT_OBJECT_TYPE = 'alert';

/** Which alerts a list answers: the open ones (default) or all of them, cleared included. */
export const ALERT_LIST_STATES = ['open', 'all'] as const;

/** An alert of the customer: what it is about, how bad, and when it was raised and cleared. */
export const alertSchema = z.object({
  uuid: z.string(),
  kind: z.enum(ALERT_KINDS),
  severity: z.enum(ALERT_SEVERITIES),
  /** The network object type of the circuit (`port`, `vc`, `cr_connection`…). */
  object_type: z.string(),
  /** The circuit the alert is about. */
  object_id: z.string(),
  /** What is watched: the measured interface (`<vc>/<port>`, `<connection>:ipsec`) or the circuit itself. */
  subject_id: z.string(),
  message: z.string(),
  raised_at: z.string(),
  /** Null while the alert is open. */
  cleared_at: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

export const listAlertsQuerySchema = z.object({
  state: z.enum(ALERT_LIST_STATES, { error: messages.oneOf(ALERT_LIST_STATES) }).default('open'),
  limit: z.coerce
    .number({ error: messages.pattern('number') })
    .int(messages.pattern('number'))
    .min(1, messages.min(0))
    .max(200, messages.max(201))
    .default(50),
});
export type ListAlertsQuery = z.output<typeof listAlertsQuerySchema>;

export const alertRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/alerts',
    access: 'session',
    tag: 'Alerts',
    summary:
      "The current customer's alerts, newest first: interfaces over the spec 9 traffic thresholds (warning at 80 %, " +
      'alarm at 90 % of capacity; cleared when back under 80 %) and provisioning workflows that failed. ' +
      '`state=open` (default) or `all`; at most `limit` (default 50, up to 200).',
    query: listAlertsQuerySchema,
    response: z.array(alertSchema),
  }),
};
