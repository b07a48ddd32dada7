import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The versions of the terms and conditions, known by their date (spec 3 "document_date"). */
export const termsDocuments = pgTable('terms_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  documentDate: timestamp('document_date', { withTimezone: true }).notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
});

/** Which document a user accepted, and when. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => termsDocuments.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.documentId] })],
);
