import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/**
 * Point-to-point services (wire reference 3.6): a dedicated circuit between two new ports the provider builds at
 * two PoPs. `speed` is `1Gbps`, `10Gbps`, `40Gbps` or `100Gbps`. State follows the network's ptp workflows (spec 4):
 * requested, provisioning, active, deleting, error; a point-to-point whose deletion completed is removed with its
 * endpoints and the capacity of its two ports returns to the PoPs.
 */
export const pointToPoints = pgTable(
  'point_to_points',
  {
    ptpUuid: uuid('ptp_uuid').primaryKey(),
    circuitId: text('circuit_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    accountUuid: uuid('account_uuid').notNull(),
    description: text('description').notNull(),
    speed: text('speed').notNull(),
    media: text('media').notNull(),
    serviceClass: text('service_class', { enum: ['metro', 'longhaul'] }).notNull(),
    subscriptionTerm: integer('subscription_term').notNull(),
    state: text('state').notNull(),
    poNumber: text('po_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('point_to_points_circuit_idx').on(table.circuitId),
    index('point_to_points_customer_created_idx').on(table.customerId, table.createdAt),
  ],
);

/** The two endpoints of a point-to-point, A then Z: the port the provider builds at each PoP and zone. */
export const ptpEndpoints = pgTable(
  'ptp_endpoints',
  {
    ptpUuid: uuid('ptp_uuid')
      .notNull()
      .references(() => pointToPoints.ptpUuid, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['a', 'z'] }).notNull(),
    /** Wire reference 3.6: each endpoint has a `port_circuit_id` (PF-AP-…). */
    portCircuitId: text('port_circuit_id').notNull(),
    pop: text('pop').notNull(),
    zone: text('zone').notNull(),
    autoneg: boolean('autoneg').notNull().default(false),
    customerSiteCode: text('customer_site_code'),
    /** The customer's Letter of Authorization for this end (a base64 PDF), when one was sent. */
    loa: text('loa'),
    /** spec 3 "Service" interface provisioning status: provisioning until the network configured this end. */
    provisioningStatus: text('provisioning_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ptp_endpoints_ptp_side_idx').on(table.ptpUuid, table.side),
    uniqueIndex('ptp_endpoints_port_idx').on(table.portCircuitId),
  ],
);
