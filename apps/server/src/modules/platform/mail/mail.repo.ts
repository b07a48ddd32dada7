import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { mailAttachments, mailOutbox } from '../../../db/schema/index.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type AttachmentRow = typeof mailAttachments.$inferSelect;

/** A file sent with a message. */
export interface AttachmentInput {
  filename: string;
  contentType: string;
  data: Buffer;
}

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

/** SMTP took the message. */
export async function markOutboxSent(db: Executor, id: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: sql`now()` }).where(eq(mailOutbox.id, id));
}

/** A delivery attempt failed: the row keeps the reason, and turns `failed` once no attempt is left. */
export async function recordDeliveryFailure(
  db: Executor,
  id: string,
  failure: { error: string; isFinal: boolean },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(failure.isFinal ? { status: 'failed', error: failure.error } : { error: failure.error })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** Keeps a message's files with it, in the transaction that queued the message. */
export async function insertAttachments(db: Executor, outboxId: string, files: readonly AttachmentInput[]) {
  if (files.length === 0) return;
  await db.insert(mailAttachments).values(files.map((file) => ({ outboxId, ...file, byteSize: file.data.length })));
}

/** The files of the given messages, in the order they were attached. */
export async function findAttachments(db: Executor, outboxIds: readonly string[]): Promise<AttachmentRow[]> {
  if (outboxIds.length === 0) return [];
  return db
    .select()
    .from(mailAttachments)
    .where(inArray(mailAttachments.outboxId, [...outboxIds]))
    .orderBy(asc(mailAttachments.createdAt), asc(mailAttachments.id));
}

/** One attachment by id (the development outbox's download link). */
export async function findAttachment(db: Executor, id: string): Promise<AttachmentRow | null> {
  const [row] = await db.select().from(mailAttachments).where(eq(mailAttachments.id, id)).limit(1);
  return row ?? null;
}

/** The newest messages first (the development outbox page). */
export async function listOutbox(db: Executor, limit: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
