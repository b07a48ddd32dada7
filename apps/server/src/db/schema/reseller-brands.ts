import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerImages } from './customer-images.js';
import { customers } from './customers.js';

/** spec 3 "Reseller brand": a reseller's look of the portal on `<brand key>.<portal domain>`. */
export const resellerBrands = pgTable(
  'reseller_brands',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The first label of the host name (spec 2), lower case. */
    brandKey: text('brand_key').notNull(),
    publicName: text('public_name').notNull(),
    mainColor: text('main_color'),
    faviconImageId: uuid('favicon_image_id').references(() => customerImages.id, { onDelete: 'set null' }),
    logoImageId: uuid('logo_image_id').references(() => customerImages.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('reseller_brands_brand_key_key').on(table.brandKey)],
);
