import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { contacts, customers, termsAcceptances, termsDocuments, users } from '../db/schema/index.js';

/** The first terms document, inserted by migration 0003 (every database has it). */
export const INITIAL_TERMS_DOCUMENT_ID = '00000000-0000-4000-8000-000000007e01';

const ACME_ID = '00000000-0000-4000-8000-0000000000a1';

const ACME_CONTACTS: (typeof contacts.$inferInsert)[] = [
  {
    id: '00000000-0000-4000-8000-00000000c0a1',
    customerId: ACME_ID,
    firstName: 'Bianca',
    lastName: 'Ortiz',
    email: 'billing@acme.example.com',
    phone: '+1 415 555 0142',
    title: 'Accounts payable',
    isBilling: true,
  },
  {
    id: '00000000-0000-4000-8000-00000000c0a2',
    customerId: ACME_ID,
    firstName: 'Theo',
    lastName: 'Lindqvist',
    email: 'noc@acme.example.com',
    phone: '+1 415 555 0199',
    title: 'Network operations',
    isBilling: false,
  },
];

/** Identity demo data: the demo users accepted the current terms; Acme has a profile and two contacts. */
export async function seedDemoIdentity(tx: Executor, demoLogins: readonly string[]): Promise<void> {
  const [terms] = await tx
    .select({ id: termsDocuments.id })
    .from(termsDocuments)
    .where(eq(termsDocuments.id, INITIAL_TERMS_DOCUMENT_ID));
  if (terms) {
    const demoUsers = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.login, [...demoLogins]));
    if (demoUsers.length > 0) {
      await tx
        .insert(termsAcceptances)
        .values(demoUsers.map((user) => ({ userId: user.id, documentId: terms.id })))
        .onConflictDoNothing();
    }
  }
  await tx
    .update(customers)
    .set({
      email: 'hello@acme.example.com',
      phone: '+1 415 555 0100',
      website: 'https://acme.example.com',
      address1: '500 Howard Street',
      city: 'San Francisco',
      state: 'CA',
      postal: '94105',
      country: 'US',
    })
    .where(and(eq(customers.id, ACME_ID), eq(customers.email, '')));
  await tx.insert(contacts).values(ACME_CONTACTS).onConflictDoNothing();
}
