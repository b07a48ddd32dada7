import { desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutboxMessage(db: Executor, values: typeof mailOutbox.$inferInsert): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

export async function findOutboxMessages(db: Executor, ids: readonly string[]): Promise<OutboxRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, [...ids]));
}

export async function markOutboxMessage(
  db: Executor,
  id: string,
  result: { status: 'sent'; sentAt: Date } | { status: 'failed'; error: string },
): Promise<void> {
  await db.update(mailOutbox).set(result).where(eq(mailOutbox.id, id));
}

/** The newest messages first (the development outbox page). */
export async function listOutbox(db: Executor, limit: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
