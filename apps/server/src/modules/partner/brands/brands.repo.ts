import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { customerImages, resellerBrands } from '../../../db/schema/index.js';

export type BrandRow = typeof resellerBrands.$inferSelect;

export async function findBrandByKey(db: Executor, brandKey: string): Promise<BrandRow | null> {
  const [row] = await db
    .select()
    .from(resellerBrands)
    .where(eq(resellerBrands.brandKey, brandKey.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The brand owned by a reseller: scoped by the verified customer id, never by a key the client sends. */
export async function findBrandOfCustomer(db: Executor, customerId: string): Promise<BrandRow | null> {
  const [row] = await db.select().from(resellerBrands).where(eq(resellerBrands.customerId, customerId)).limit(1);
  return row ?? null;
}

export async function upsertBrand(
  db: Executor,
  customerId: string,
  values: Omit<typeof resellerBrands.$inferInsert, 'customerId' | 'updatedAt'>,
): Promise<BrandRow> {
  const [row] = await db
    .insert(resellerBrands)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: resellerBrands.customerId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('brand upsert returned nothing');
  return row;
}

export async function insertBrandImage(
  db: Executor,
  customerId: string,
  image: { contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml'; data: Buffer },
): Promise<string> {
  const [row] = await db
    .insert(customerImages)
    .values({ customerId, contentType: image.contentType, byteSize: image.data.length, data: image.data })
    .returning({ id: customerImages.id });
  if (!row) throw new Error('image insert returned nothing');
  return row.id;
}

export async function findBrandImage(db: Executor, customerId: string, imageId: string) {
  const [row] = await db
    .select({ contentType: customerImages.contentType, data: customerImages.data })
    .from(customerImages)
    .where(and(eq(customerImages.id, imageId), eq(customerImages.customerId, customerId)))
    .limit(1);
  return row ?? null;
}
