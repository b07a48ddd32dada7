import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { locations } from './locations.js';

/**
 * Dedicated cloud connections (wire reference 3.7 `port_type` dedicated): a whole port the provider builds at a
 * cloud provider's on-ramp (AWS Direct Connect, Azure ExpressRoute Direct, Google Dedicated Interconnect). The port
 * holds one unit of the PoP's capacity (`speed`, `media`) from the order until its deletion completes. State follows
 * the network's cloud-connection workflows (spec 4): requested, provisioning, active, deleting, error.
 */
export const dedicatedClouds = pgTable(
  'dedicated_clouds',
  {
    uuid: uuid('uuid').primaryKey(),
    circuitId: text('circuit_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    accountUuid: uuid('account_uuid').notNull(),
    /** The user who ordered it; null for connections built before the portal knew (demo data). */
    userUuid: uuid('user_uuid'),
    provider: text('provider', { enum: ['aws', 'azure', 'google'] }).notNull(),
    pop: text('pop')
      .notNull()
      .references(() => locations.pop),
    zone: text('zone').notNull(),
    speed: text('speed').notNull(),
    media: text('media').notNull(),
    serviceClass: text('service_class', { enum: ['metro', 'longhaul'] }).notNull(),
    subscriptionTerm: integer('subscription_term').notNull(),
    description: text('description').notNull(),
    poNumber: text('po_number'),
    state: text('state').notNull(),
    autoneg: boolean('autoneg').notNull().default(false),
    /** AWS: the Direct Connect region of the on-ramp, and whether the provider builds a LAG of one. */
    awsRegion: text('aws_region'),
    shouldCreateLag: boolean('should_create_lag').notNull().default(false),
    /** Azure: `dot1q` or `qinq`, and the port's category, `primary` or `secondary`. */
    encapsulation: text('encapsulation'),
    portCategory: text('port_category'),
    /** The customer's Letter of Authorization (a base64 PDF), when one was sent. */
    loa: text('loa'),
    /** The provider's id of the connection (AWS `dxcon-…`), set when the network reaches the provider. */
    providerConnectionId: text('provider_connection_id'),
    adminStatus: text('admin_status', { enum: ['up', 'down'] })
      .notNull()
      .default('down'),
    operationalStatus: text('operational_status', { enum: ['up', 'down'] })
      .notNull()
      .default('down'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dedicated_clouds_circuit_idx').on(table.circuitId),
    index('dedicated_clouds_customer_created_idx').on(table.customerId, table.createdAt),
  ],
);
