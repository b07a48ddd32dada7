import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { users } from './users.js';

/**
 * Every circuit search a user ran, for the quick search's "Frequently Searched" group (`GET /v2/search/options`:
 * the user's top queries of the last 30 days). Rows older than that are pruned as the user searches again.
 */
export const searchLog = pgTable(
  'search_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The customer searched: staff acting on behalf of a customer keep separate lists per customer. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The query as typed, trimmed. */
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('search_log_user_customer_created_idx').on(table.userId, table.customerId, table.createdAt)],
);
