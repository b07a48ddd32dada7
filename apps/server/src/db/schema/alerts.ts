import type { AlertKind, AlertSeverity } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/**
 * Alerts raised by the network for a customer: an interface over a spec 9 traffic threshold, a workflow that failed.
 * An alert is open until `cleared_at` is set. `subject_id` is what the alert watches (a telemetry id, the failed
 * object's id); at most one alert per kind and subject is open at a time, which the partial unique index enforces
 * even when two instances evaluate the same minute.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The network object type of the circuit (`port`, `vc`, `cr_connection`…), as the live events name it. */
    objectType: text('object_type').notNull(),
    /** The circuit id the alert is about (the web links to `/circuits/{id}`). */
    objectId: text('object_id').notNull(),
    subjectId: text('subject_id').notNull(),
    kind: text('kind').$type<AlertKind>().notNull(),
    severity: text('severity').$type<AlertSeverity>().notNull(),
    message: text('message').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (table) => [
    // Kind first: it also serves the collector's per-minute read of the open utilisation alerts.
    uniqueIndex('alerts_open_subject_idx')
      .on(table.kind, table.subjectId, table.customerId)
      .where(sql`${table.clearedAt} is null`),
    index('alerts_customer_raised_idx').on(table.customerId, table.raisedAt),
  ],
);
