import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys.js';
import { customers } from './customers.js';
import { sessions } from './sessions.js';
import { users } from './users.js';

/** One stream of a subscription as the client asked for it (wire reference 3.16). */
export interface StoredEventStream {
  type: 'customer' | 'port' | 'vc';
  /** The categories; empty means all of the type's. */
  events: string[];
  vcs: string[];
  ifds: string[];
}

/**
 * A subscription to streams of events (wire reference 3.16): the customer it reads, and the session or API key that
 * created it, the only one that may stream it (exactly one of the two is set). It must begin streaming before
 * `expires_at` (5 minutes); once streamed it lives as long as its session or key (both cascade).
 */
export const eventSubscriptions = pgTable(
  'event_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'cascade' }),
    streams: jsonb('streams').$type<StoredEventStream[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    firstStreamedAt: timestamp('first_streamed_at', { withTimezone: true }),
  },
  (table) => [
    index('event_subscriptions_customer_idx').on(table.customerId),
    index('event_subscriptions_expires_idx').on(table.expiresAt),
    index('event_subscriptions_session_idx').on(table.sessionId),
    index('event_subscriptions_api_key_idx').on(table.apiKeyId),
    check('event_subscriptions_one_owner', sql`num_nonnulls(${table.sessionId}, ${table.apiKeyId}) = 1`),
  ],
);
