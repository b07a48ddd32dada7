import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** spec 3 "Error log record": an error a browser reported to the log intake (spec 8). */
export const clientErrorLogs = pgTable(
  'client_error_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appName: text('app_name').notNull(),
    environment: text('environment').notNull(),
    host: text('host').notNull(),
    level: integer('level').notNull(),
    userId: text('user_id'),
    uri: text('uri').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    message: text('message').notNull(),
    traceback: text('traceback'),
    requestId: text('request_id'),
    ipAddress: text('ip_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_error_logs_created_idx').on(table.createdAt)],
);
