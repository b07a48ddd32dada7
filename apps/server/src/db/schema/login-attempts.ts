import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** How long a failed sign-in counts: older rows are forgotten and pruned by the hourly housekeeping. */
export const LOGIN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * Failed sign-in attempts (wrong password or second factor), kept in the database so every instance sees them:
 * the backoff of each (account, address) pair reads them.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The user's id when the login named a user, else the login as typed, in lower case. */
    accountKey: text('account_key').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_pair_idx').on(table.accountKey, table.ipAddress, table.createdAt),
    index('login_failures_created_idx').on(table.createdAt),
  ],
);
