import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { termsAcceptances, termsDocuments } from '../../../db/schema/index.js';

export type TermsDocumentRow = typeof termsDocuments.$inferSelect;

export async function latestTermsDocument(db: Executor): Promise<TermsDocumentRow | null> {
  const [row] = await db.select().from(termsDocuments).orderBy(desc(termsDocuments.documentDate)).limit(1);
  return row ?? null;
}

/** The newest document the user accepted, with when. */
export async function latestAcceptance(
  db: Executor,
  userId: string,
): Promise<{ document: TermsDocumentRow; acceptedAt: Date } | null> {
  const [row] = await db
    .select({ document: termsDocuments, acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .innerJoin(termsDocuments, eq(termsDocuments.id, termsAcceptances.documentId))
    .where(eq(termsAcceptances.userId, userId))
    .orderBy(desc(termsDocuments.documentDate))
    .limit(1);
  return row ?? null;
}

export async function recordAcceptance(db: Executor, userId: string, documentId: string, now: Date): Promise<void> {
  await db.insert(termsAcceptances).values({ userId, documentId, acceptedAt: now }).onConflictDoNothing();
}
