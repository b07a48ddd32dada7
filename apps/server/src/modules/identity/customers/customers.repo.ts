import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { customerImages, customers } from '../../../db/schema/index.js';
import type { CustomerRow } from '../auth/sessions.repo.js';

export type CustomerImageRow = typeof customerImages.$inferSelect;

export async function findCustomer(db: Executor, customerId: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row ?? null;
}

export async function updateCustomer(
  db: Executor,
  customerId: string,
  values: Partial<typeof customers.$inferInsert>,
): Promise<CustomerRow> {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, customerId)).returning();
  if (!row) throw new Error('customer update returned nothing');
  return row;
}

/** An image of the company; another company's image is not found (ARCHITECTURE rule 3). */
export async function findCustomerImage(db: Executor, customerId: string, imageId: string) {
  const [row] = await db
    .select()
    .from(customerImages)
    .where(and(eq(customerImages.id, imageId), eq(customerImages.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

/** When the company's logo was uploaded (its URL carries it to bust caches). */
export async function findImageCreatedAt(db: Executor, customerId: string, imageId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: customerImages.createdAt })
    .from(customerImages)
    .where(and(eq(customerImages.id, imageId), eq(customerImages.customerId, customerId)))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Stores the new logo and drops the company's other images: only the current logo is kept. */
export async function replaceCustomerLogo(
  db: Executor,
  customerId: string,
  image: { contentType: CustomerImageRow['contentType']; data: Buffer },
): Promise<CustomerImageRow> {
  const [row] = await db
    .insert(customerImages)
    .values({ customerId, contentType: image.contentType, byteSize: image.data.length, data: image.data })
    .returning();
  if (!row) throw new Error('image insert returned nothing');
  await db.update(customers).set({ logoImageId: row.id }).where(eq(customers.id, customerId));
  await db.delete(customerImages).where(and(eq(customerImages.customerId, customerId), ne(customerImages.id, row.id)));
  return row;
}
