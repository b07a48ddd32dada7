import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { users } from './users.js';

/** An e-mail address invited into a company and group; single use, 7 days. Only the token's hash is stored. */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    groupName: text('group_name').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set on an expired invite when a new one goes to the same address, so the index below allows the new one. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('team_invites_token_hash_key').on(table.tokenHash),
    index('team_invites_customer_idx').on(table.customerId, table.createdAt),
    // One open invite per company and address: 30 parallel invites of one address create one, the others 409.
    uniqueIndex('team_invites_open_email_key')
      .on(table.customerId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.cancelledAt} is null and ${table.supersededAt} is null`),
  ],
);
