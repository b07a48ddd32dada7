import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The network's record of a customer link (a port or a LAG) going up or down: administratively (enable, disable)
 * or operationally (loss of signal, a pulled cable). The state at a time is the latest change at or before it; a
 * link without any change is up. Telemetry, device info and router logs all read it, so they agree with each other
 * and with the port's own admin and operational status.
 */
export const networkLinkChanges = pgTable(
  'network_link_changes',
  {
    linkId: text('link_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    adminStatus: text('admin_status', { enum: ['up', 'down'] }).notNull(),
    operationalStatus: text('operational_status', { enum: ['up', 'down'] }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.linkId, table.changedAt] }),
    index('network_link_changes_customer_idx').on(table.customerId, table.linkId),
  ],
);
