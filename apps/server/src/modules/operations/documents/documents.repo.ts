import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { circuits, documents, outboundCrossConnects, users } from '../../../db/schema/index.js';

const { data: _data, ...metadataColumns } = getTableColumns(documents);

/**
 * A document's metadata (never its bytes) with the login of whoever stored it, and what its circuit is (the
 * inventory's service type and parent, for the document's `_links`), null when it has none or it is gone.
 */
export type DocumentRow = Omit<typeof documents.$inferSelect, 'data'> & {
  createdByLogin: string | null;
  circuitType: (typeof circuits.$inferSelect)['serviceType'] | null;
  circuitParentId: string | null;
};
export type NewDocument = Omit<typeof documents.$inferInsert, 'byteSize' | 'createdAt' | 'updatedAt'> & {
  data: Buffer;
};

function selectMetadata(db: Executor) {
  return db
    .select({
      ...metadataColumns,
      createdByLogin: users.login,
      circuitType: circuits.serviceType,
      circuitParentId: circuits.parentCircuitId,
    })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.createdByUserId))
    .leftJoin(
      circuits,
      and(eq(circuits.circuitId, documents.circuitId), eq(circuits.customerId, documents.customerId)),
    );
}

export async function insertDocument(db: Executor, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db
    .insert(documents)
    .values({ ...values, byteSize: values.data.length })
    .returning({ id: documents.id });
  if (!row) throw new Error('document insert returned nothing');
  const stored = await findDocument(db, values.customerId, row.id);
  if (!stored) throw new Error('document vanished after insert');
  return stored;
}

/** The customer's documents, newest first, optionally of one circuit or one type. */
export async function listDocuments(
  db: Executor,
  customerId: string,
  filters: { circuitId?: string | undefined; type?: string | undefined },
): Promise<DocumentRow[]> {
  const conditions: SQL[] = [eq(documents.customerId, customerId)];
  if (filters.circuitId) conditions.push(eq(documents.circuitId, filters.circuitId));
  if (filters.type) conditions.push(eq(documents.type, filters.type as DocumentRow['type']));
  return selectMetadata(db)
    .where(and(...conditions))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

/** One document of the customer (tenancy in the WHERE clause: another customer's id answers null). */
export async function findDocument(db: Executor, customerId: string, id: string): Promise<DocumentRow | null> {
  const [row] = await selectMetadata(db)
    .where(and(eq(documents.customerId, customerId), eq(documents.id, id)))
    .limit(1);
  return row ?? null;
}

/** The bytes and the file facts of one document of the customer, or null. */
export async function findDocumentContent(db: Executor, customerId: string, id: string) {
  const [row] = await db
    .select({ name: documents.name, mimeType: documents.mimeType, data: documents.data })
    .from(documents)
    .where(and(eq(documents.customerId, customerId), eq(documents.id, id)))
    .limit(1);
  return row ?? null;
}

/** True when a cross connect was ordered with the document (it must then stay, as the order's record). */
export async function isDocumentInUse(db: Executor, customerId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ circuitId: outboundCrossConnects.circuitId })
    .from(outboundCrossConnects)
    .where(and(eq(outboundCrossConnects.customerId, customerId), eq(outboundCrossConnects.documentId, id)))
    .limit(1);
  return row !== undefined;
}

export async function deleteDocument(db: Executor, customerId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(documents)
    .where(and(eq(documents.customerId, customerId), eq(documents.id, id)))
    .returning({ id: documents.id });
  return removed.length > 0;
}
