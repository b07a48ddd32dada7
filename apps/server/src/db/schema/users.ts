import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/** spec 3 "User": belongs to one customer and one group. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    login: text('login').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    timezone: text('timezone').notNull().default('UTC'),
    groupName: text('group_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    isProviderStaff: boolean('is_provider_staff').notNull().default(false),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /** The TOTP secret in use (base32); it must be readable to check codes, so it is not hashed. */
    mfaSecret: text('mfa_secret'),
    /** A secret being set up, kept aside until a code proves it (spec 4 "setup, then enabled"). */
    mfaPendingSecret: text('mfa_pending_secret'),
    /** The last TOTP time step accepted, so a code cannot be replayed. */
    mfaLastTimeStep: integer('mfa_last_time_step'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Logins and addresses are compared without case, so two sign-ups racing with `Ada` and `ada` cannot both win.
    uniqueIndex('users_login_lower_key').on(sql`lower(${table.login})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_customer_idx').on(table.customerId),
  ],
);
