import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { contacts } from '../../../db/schema/index.js';

export type ContactRow = typeof contacts.$inferSelect;

export async function listContacts(db: Executor, customerId: string, isBilling?: boolean): Promise<ContactRow[]> {
  return db
    .select()
    .from(contacts)
    .where(
      and(eq(contacts.customerId, customerId), isBilling === undefined ? undefined : eq(contacts.isBilling, isBilling)),
    )
    .orderBy(asc(contacts.lastName), asc(contacts.firstName));
}

export async function findContact(db: Executor, customerId: string, id: string): Promise<ContactRow | null> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

export async function insertContact(db: Executor, values: typeof contacts.$inferInsert): Promise<ContactRow> {
  const [row] = await db.insert(contacts).values(values).returning();
  if (!row) throw new Error('contact insert returned nothing');
  return row;
}

export async function updateContact(
  db: Executor,
  customerId: string,
  id: string,
  values: Partial<typeof contacts.$inferInsert>,
): Promise<ContactRow | null> {
  const [row] = await db
    .update(contacts)
    .set(values)
    .where(and(eq(contacts.id, id), eq(contacts.customerId, customerId)))
    .returning();
  return row ?? null;
}

export async function deleteContact(db: Executor, customerId: string, id: string): Promise<ContactRow | null> {
  const [row] = await db
    .delete(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.customerId, customerId)))
    .returning();
  return row ?? null;
}
