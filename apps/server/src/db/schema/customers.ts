import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** spec 3 "Customer/Company": a direct customer, a reseller, or a customer of a reseller. */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  type: text('type', { enum: ['reseller', 'ix', 'others'] })
    .notNull()
    .default('others'),
  resellerId: uuid('reseller_id'),
  isProvider: boolean('is_provider').notNull().default(false),
  hasQuota: boolean('has_quota').notNull().default(false),
  additionalFeatures: text('additional_features').array().notNull().default(sql`'{}'::text[]`),
  mainColor: text('main_color'),
  domain: text('domain'),
  /** The company logo (a row of customer_images). */
  logoImageId: uuid('logo_image_id'),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  website: text('website').notNull().default(''),
  address1: text('address1').notNull().default(''),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  postal: text('postal').notNull().default(''),
  country: text('country').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
