import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/**
 * Flex bandwidth pools (wire reference 3.14): backbone capacity bought as one container (50 to 500 Gbps) that the
 * customer's virtual circuits draw their speed from (`virtual_circuits.flex_bandwidth_id`). What is used is the sum
 * of the speeds of the circuits drawing from the pool, read while the pool's row is locked, so it is always exact.
 */
export const flexBandwidthPools = pgTable(
  'flex_bandwidth_pools',
  {
    /** `PF-AB-1757715` (wire reference 2). */
    flexBandwidthId: text('flex_bandwidth_id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The billing account (a billing contact of the customer, or the customer itself). */
    accountUuid: uuid('account_uuid').notNull(),
    description: text('description').notNull(),
    subscriptionTerm: integer('subscription_term').notNull(),
    capacityMbps: integer('capacity_mbps').notNull(),
    poNumber: text('po_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('flex_bandwidth_pools_customer_created_idx').on(table.customerId, table.createdAt)],
);
