import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/** A binary column (PostgreSQL bytea) read back as a Buffer on either driver. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A company image (the logo): PNG, JPEG or sanitised SVG, at most 1 MiB, kept in the database. */
export const customerImages = pgTable(
  'customer_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/svg+xml'] }).notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_images_customer_idx').on(table.customerId)],
);
