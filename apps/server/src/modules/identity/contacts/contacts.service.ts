import type { Contact, CreateContactRequest, UpdateContactRequest } from '@portal/contract';
import type { Database } from '../../../db/client.js';
import type { Actor } from '../../../http/actor.js';
import { notFound } from '../../../http/app-error.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import {
  type ContactRow,
  deleteContact,
  findContact,
  insertContact,
  listContacts,
  updateContact,
} from './contacts.repo.js';

export function presentContact(row: ContactRow): Contact {
  return {
    uuid: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    title: row.title,
    billing: row.isBilling,
    time_created: row.createdAt.toISOString(),
    time_updated: row.updatedAt.toISOString(),
  };
}

function columnsOf(input: UpdateContactRequest): Partial<ContactRow> {
  const columns: Partial<ContactRow> = {};
  if (input.first_name !== undefined) columns.firstName = input.first_name;
  if (input.last_name !== undefined) columns.lastName = input.last_name;
  if (input.email !== undefined) columns.email = input.email;
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.title !== undefined) columns.title = input.title;
  if (input.billing !== undefined) columns.isBilling = input.billing;
  return columns;
}

const CONTACT_NOT_FOUND = 'Contact not found.';

export interface ContactsService {
  list(customerId: string, isBilling: boolean | undefined): Promise<Contact[]>;
  create(actor: Actor, input: CreateContactRequest, meta: RequestMeta): Promise<Contact>;
  update(actor: Actor, id: string, input: UpdateContactRequest, meta: RequestMeta): Promise<Contact>;
  remove(actor: Actor, id: string, meta: RequestMeta): Promise<void>;
}

/** spec 7 contacts: the company's people to reach, billing contacts flagged; always scoped by the company. */
export function createContactsService(db: Database): ContactsService {
  const audit = (actor: Actor, meta: RequestMeta, action: string, id: string, before?: Contact, after?: Contact) => ({
    customerId: actor.customerId,
    actorUserId: actor.userId,
    action,
    objectType: 'contact',
    objectId: id,
    before: before ?? null,
    after: after ?? null,
    ipAddress: meta.ipAddress,
    requestId: meta.requestId,
  });

  return {
    async list(customerId, isBilling) {
      return (await listContacts(db, customerId, isBilling)).map(presentContact);
    },

    async create(actor, input, meta) {
      return db.transaction(async (tx) => {
        const row = await insertContact(tx, {
          customerId: actor.customerId,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phone: input.phone ?? '',
          title: input.title ?? '',
          isBilling: input.billing ?? false,
        });
        const contact = presentContact(row);
        await recordActivity(tx, audit(actor, meta, 'contact.create', row.id, undefined, contact));
        return contact;
      });
    },

    async update(actor, id, input, meta) {
      return db.transaction(async (tx) => {
        const before = await findContact(tx, actor.customerId, id);
        if (!before) throw notFound(CONTACT_NOT_FOUND);
        const row = await updateContact(tx, actor.customerId, id, { ...columnsOf(input), updatedAt: new Date() });
        if (!row) throw notFound(CONTACT_NOT_FOUND);
        const contact = presentContact(row);
        await recordActivity(tx, audit(actor, meta, 'contact.update', id, presentContact(before), contact));
        return contact;
      });
    },

    async remove(actor, id, meta) {
      await db.transaction(async (tx) => {
        const row = await deleteContact(tx, actor.customerId, id);
        if (!row) throw notFound(CONTACT_NOT_FOUND);
        await recordActivity(tx, audit(actor, meta, 'contact.delete', id, presentContact(row)));
      });
    },
  };
}
