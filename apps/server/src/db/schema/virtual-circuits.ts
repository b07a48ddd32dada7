import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { flexBandwidthPools } from './flex-bandwidth.js';
import { ports } from './ports.js';

/**
 * Virtual circuits between two ports or LAGs of the customer (wire reference 3.5 "Backbone VC object"). `speed` is
 * the contracted speed (`1Gbps`); a burst adds `burst_speed_mbps` on top until it is removed (spec 4 "Burst").
 * State follows the network's vc workflows (spec 4): requested, provisioning, active, deleting, error; a VC whose
 * deletion completed is removed with its interfaces.
 */
export const virtualCircuits = pgTable(
  'virtual_circuits',
  {
    circuitId: text('circuit_id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The billing account (a billing contact of the customer, or the customer itself). */
    accountUuid: uuid('account_uuid').notNull(),
    /** spec 9 overview service types; this table holds `backbone` circuits. */
    serviceType: text('service_type').notNull(),
    /** evpl (VLAN-tagged) or epl (the whole port). */
    mode: text('mode', { enum: ['evpl', 'epl'] }).notNull(),
    serviceClass: text('service_class', { enum: ['metro', 'longhaul'] }).notNull(),
    longhaulType: text('longhaul_type', { enum: ['dedicated', 'usage', 'hourly'] }).notNull(),
    speed: text('speed').notNull(),
    burstSpeedMbps: integer('burst_speed_mbps').notNull().default(0),
    subscriptionTerm: integer('subscription_term').notNull(),
    rateLimitIn: integer('rate_limit_in'),
    rateLimitOut: integer('rate_limit_out'),
    /** The flex bandwidth pool the circuit draws its speed from; a pool with circuits cannot be deleted. */
    // No action (checked at the end of the statement), so removing a customer removes its circuits and pools.
    flexBandwidthId: text('flex_bandwidth_id').references(() => flexBandwidthPools.flexBandwidthId),
    state: text('state').notNull(),
    description: text('description').notNull(),
    poNumber: text('po_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('virtual_circuits_customer_created_idx').on(table.customerId, table.createdAt),
    index('virtual_circuits_flex_bandwidth_idx').on(table.flexBandwidthId),
  ],
);

/**
 * The two ends of a VC, A then Z: a port or LAG of the customer and what the VC takes of it. `outer_vlan` and
 * `inner_vlan` are the VLAN pair the end occupies (plain VLAN: vlan, 0; Q-in-Q: svlan, vlan; untagged or a whole
 * port: 0, 0), so the unique index refuses a second circuit on the same VLAN of a port whatever the race.
 */
export const vcInterfaces = pgTable(
  'vc_interfaces',
  {
    vcCircuitId: text('vc_circuit_id')
      .notNull()
      .references(() => virtualCircuits.circuitId, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['a', 'z'] }).notNull(),
    portCircuitId: text('port_circuit_id')
      .notNull()
      .references(() => ports.circuitId, { onDelete: 'restrict' }),
    vlan: integer('vlan'),
    svlan: integer('svlan'),
    untagged: boolean('untagged').notNull().default(false),
    outerVlan: integer('outer_vlan').notNull(),
    innerVlan: integer('inner_vlan').notNull(),
    /** spec 3 "Service" interface provisioning status: provisioning until the network configured this end. */
    provisioningStatus: text('provisioning_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vc_interfaces_vc_side_idx').on(table.vcCircuitId, table.side),
    // spec 5 / issue 16: one circuit per VLAN of a port, however many orders race for it.
    uniqueIndex('vc_interfaces_port_vlan_idx').on(table.portCircuitId, table.outerVlan, table.innerVlan),
  ],
);
