import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { locations } from './locations.js';

/**
 * Ports and LAGs of customers (wire reference 3.3 and 3.4): one table because the API reads both through
 * `/v2/ports`, and a LAG is a port with members. A member names its LAG in `lag_id`. The demarcation (site, cage,
 * panel, module, position) is where the network hands the port over; the simulator assigns it at order time.
 * State follows the network's workflows (spec 4): requested, provisioning, active, deleting, error; a port whose
 * deletion completed is removed.
 */
export const ports = pgTable(
  'ports',
  {
    circuitId: text('circuit_id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The billing account (a billing contact of the customer, or the customer itself). */
    accountUuid: uuid('account_uuid').notNull(),
    isLag: boolean('is_lag').notNull().default(false),
    /** The LAG this port is a member of; null for a LAG and for a port outside any LAG. */
    lagId: text('lag_id'),
    /** A LAG's number at its PoP for this customer (wire reference 3.4 `number`). */
    lagNumber: integer('lag_number'),
    lagInterval: text('lag_interval', { enum: ['fast', 'slow'] }),
    pop: text('pop')
      .notNull()
      .references(() => locations.pop),
    zone: text('zone').notNull(),
    speed: text('speed').notNull(),
    media: text('media').notNull(),
    demarcationSite: text('demarcation_site').notNull(),
    demarcationCage: text('demarcation_cage').notNull(),
    demarcationPanel: text('demarcation_panel').notNull(),
    demarcationModule: text('demarcation_module').notNull(),
    demarcationPosition: text('demarcation_position').notNull(),
    state: text('state').notNull(),
    status: text('status').notNull(),
    adminStatus: text('admin_status', { enum: ['up', 'down'] }).notNull(),
    operationalStatus: text('operational_status', { enum: ['up', 'down'] }).notNull(),
    disabled: boolean('disabled').notNull().default(false),
    autoneg: boolean('autoneg').notNull().default(false),
    isNni: boolean('is_nni').notNull().default(false),
    mtu: integer('mtu').notNull().default(9000),
    subscriptionTerm: integer('subscription_term').notNull(),
    description: text('description').notNull(),
    poNumber: text('po_number'),
    /** True while the port holds one unit of the PoP's capacity (a LAG holds none of its own). */
    holdsCapacity: boolean('holds_capacity').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ports_customer_created_idx').on(table.customerId, table.createdAt),
    index('ports_lag_idx').on(table.lagId),
  ],
);

/**
 * Capacity a customer holds before ordering (`/v2/booked/ports`). A durable job releases it when it expires; an
 * order of the same slot consumes the booking instead of taking new capacity.
 */
export const portBookings = pgTable(
  'port_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    pop: text('pop')
      .notNull()
      .references(() => locations.pop),
    zone: text('zone').notNull(),
    speed: text('speed').notNull(),
    media: text('media').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('port_bookings_customer_idx').on(table.customerId, table.pop)],
);

/**
 * `Idempotency-Key` of create requests: the first request with a key records what it created, in its own
 * transaction; a retry with the same key answers that object. Scoped per customer and per kind of request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The kind of request (`port.create`), so one key may be reused across unrelated endpoints. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A keyed fingerprint of the request body (`requestHashOf`): the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** The id of what the first request created. */
    objectId: text('object_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.scope, table.key] })],
);
