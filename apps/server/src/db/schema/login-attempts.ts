import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in attempts (wrong password or second factor), kept in the database so every instance sees them:
 * the per-account and per-address limits read them.
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
    index('login_failures_account_idx').on(table.accountKey, table.createdAt),
    index('login_failures_ip_idx').on(table.ipAddress, table.createdAt),
  ],
);
