import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Durable jobs (ARCHITECTURE rule 2): work that must happen even if this instance stops. A runner leases due rows
 * with `FOR UPDATE SKIP LOCKED`, so any number of instances share one queue without running a job twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** The schema version of `payload`; a handler refuses a version it does not know. */
    payloadVersion: integer('payload_version').notNull().default(1),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    leaseOwner: text('lease_owner'),
    lastError: text('last_error'),
    /** Enqueuing the same key twice keeps the first job: an enqueue can be retried safely. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx').on(table.runAt).where(sql`${table.status} in ('queued', 'running')`),
    uniqueIndex('jobs_dedupe_key_key').on(table.dedupeKey),
    index('jobs_finished_idx').on(table.finishedAt),
  ],
);
