import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
  notes: text('notes'),
  pcode: integer('pcode'),
  singleArmed: boolean('single_armed').notNull().default(false),
  address1: text('address1').notNull(),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull().default(''),
  postal: text('postal').notNull(),
  country: text('country').notNull(),
  networkProvider: text('network_provider').notNull().default('PacketFabric'),
  zones: text('zones').array().notNull(),
  enniSupported: boolean('enni_supported').notNull().default(false),
  ipsecCapable: boolean('ipsec_capable').notNull().default(false),
  natCapable: boolean('nat_capable').notNull().default(false),
  hasCloudRouter: boolean('has_cloud_router').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Physical port capacity of a PoP, per zone, speed and media. `used` counts the ports sold (an order reserves one,
 * a delete releases it); the check constraint makes overselling impossible even under concurrent orders.
 */
export const portCapacity = pgTable(
  'port_capacity',
  {
    pop: text('pop')
      .notNull()
      .references(() => locations.pop, { onDelete: 'cascade' }),
    zone: text('zone').notNull(),
    speed: text('speed').notNull(),
    media: text('media').notNull(),
    total: integer('total').notNull(),
    used: integer('used').notNull().default(0),
    enni: boolean('enni').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.pop, table.zone, table.speed, table.media] }),
    check('port_capacity_used_in_range', sql`${table.used} >= 0 and ${table.used} <= ${table.total}`),
  ],
);

/** A cloud provider's on-ramp at a PoP (wire reference 3.2 "/v2/locations/cloud"): one row per connection type. */
export const cloudOnRamps = pgTable(
  'cloud_on_ramps',
  {
    pop: text('pop')
      .notNull()
      .references(() => locations.pop, { onDelete: 'cascade' }),
    cloudProvider: text('cloud_provider', { enum: ['aws', 'azure', 'google', 'oracle', 'ibm'] }).notNull(),
    connectionType: text('connection_type', { enum: ['hosted', 'dedicated'] }).notNull(),
    region: text('region').notNull(),
    regionDescription: text('region_description').notNull(),
    hostedType: text('hosted_type').notNull(),
    zones: text('zones').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.pop, table.cloudProvider, table.connectionType] })],
);
