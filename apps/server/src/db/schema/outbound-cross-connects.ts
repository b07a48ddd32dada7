import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { documents } from './documents.js';

/**
 * An outbound cross connect (wire reference 3.13): a cable from one of the customer's ports to another party in
 * the same data center, ordered with a Letter of Authorization. Its board status and progress follow the
 * network's cross_connect workflow (spec 4 cross-connect board).
 */
export const outboundCrossConnects = pgTable(
  'outbound_cross_connects',
  {
    circuitId: text('circuit_id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    portCircuitId: text('port_circuit_id').notNull(),
    site: text('site').notNull(),
    pop: text('pop').notNull(),
    /** The LOA it was ordered with; a document in use cannot be deleted. */
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'restrict' }),
    outboundCrossConnectId: text('outbound_cross_connect_id').notNull().unique(),
    obccStatus: text('obcc_status').notNull(),
    state: text('state').notNull(),
    progress: integer('progress').notNull().default(0),
    description: text('description').notNull(),
    userDescription: text('user_description'),
    destinationName: text('destination_name'),
    destinationCircuitId: text('destination_circuit_id'),
    panel: text('panel'),
    module: text('module'),
    position: text('position'),
    dataCenterCrossConnectId: text('data_center_cross_connect_id'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbound_cross_connects_customer_idx').on(table.customerId, table.createdAt),
    // spec 5: a port has at most one cross connect; concurrent orders for one port cannot both succeed.
    uniqueIndex('outbound_cross_connects_one_per_port_idx')
      .on(table.portCircuitId)
      .where(sql`${table.deleted} = false`),
  ],
);
