import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A point of presence of the provider (wire reference 3.2 "Location"). */
export const locations = pgTable('locations', {
  pop: text('pop').primaryKey(),
  region: text('region').notNull(),
  market: text('market').notNull(),
  marketDescription: text('market_description').notNull(),
  vendor: text('vendor').notNull(),
  site: text('site').notNull(),
  siteCode: text('site_code').notNull(),
  type: text('type').notNull().default('colo'),
  status: text('status').notNull().default('Active'),
  latitude: text('latitude').notNull(),
  longitude: text('longitude').notNull(),
  timezone: text('timezone'),
  address1: text('address1').notNull(),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull().default(''),
  postal: text('postal').notNull(),
  country: text('country').notNull(),
  networkProvider: text('network_provider').notNull().default('PacketFabric'),
  zones: text('zones').array().notNull(),
  enniSupported: boolean('enni_supported').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
