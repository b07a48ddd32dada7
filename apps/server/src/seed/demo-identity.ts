import { contacts, customers, termsAcceptances } from '../db/schema/index.js';
import type { DemoWorld } from './demo-world.js';

/** The first terms document, inserted by migration 0003 (every database has it). */
export const INITIAL_TERMS_DOCUMENT_ID = '00000000-0000-4000-8000-000000007e01';

const ACME_ID = '00000000-0000-4000-8000-0000000000a1';

const ACME_PROFILE = {
  email: 'hello@acme.example.com',
  phone: '+1 415 555 0100',
  website: 'https://acme.example.com',
  address1: '500 Howard Street',
  city: 'San Francisco',
  state: 'CA',
  postal: '94105',
  country: 'US',
} satisfies Partial<typeof customers.$inferInsert>;

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
export function addDemoIdentity(world: DemoWorld, demoUserIds: readonly string[]): void {
  world.add(
    termsAcceptances,
    demoUserIds.map((userId) => ({ userId, documentId: INITIAL_TERMS_DOCUMENT_ID })),
  );
  const acme = world.rowsOf(customers).find((customer) => customer.id === ACME_ID);
  if (acme) Object.assign(acme, ACME_PROFILE);
  world.add(contacts, ACME_CONTACTS);
}
