import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/** spec 1 and 3 "Promotion": a discount with a promotion code, for every customer or for one. */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionCode: text('promotion_code').notNull(),
    description: text('description').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    /** The product the discount is on (an inventory service type: `vc`, `port`…); null for any product. */
    productType: text('product_type'),
    /** Null: offered to every direct customer. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('promotions_window_idx').on(table.startsAt, table.endsAt)],
);
