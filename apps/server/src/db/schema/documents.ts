import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './customer-images.js';
import { customers } from './customers.js';
import { users } from './users.js';

/**
 * A company's document (wire reference 3.16): Letters of Authorization the portal issued for a port, LOAs and
 * agreements the customer uploaded. The bytes live here (bytea, at most 5 MiB) so every instance serves them.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: ['loa', 'customer_loa', 'msa', 'other'] }).notNull(),
    mimeType: text('mime_type', { enum: ['application/pdf', 'image/png', 'image/jpeg'] }).notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    /** The circuit the document belongs to (the port of an LOA); a plain id, since circuits come and go. */
    circuitId: text('circuit_id'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_customer_created_idx').on(table.customerId, table.createdAt),
    index('documents_customer_circuit_idx').on(table.customerId, table.circuitId),
  ],
);
