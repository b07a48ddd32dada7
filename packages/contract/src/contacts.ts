import { PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { messageSchema } from './errors.js';
import { booleanQueryFlag, emailField, optionalPhoneField, optionalText, requiredText } from './fields.js';
import { defineRoute } from './route.js';

/** spec 3 "Contact: first and last name, billing flag", with how to reach them. */
export const contactSchema = z.object({
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** A job title or role ("Network engineer"). */
  title: z.string(),
  /** A billing contact receives the invoices (`GET /contacts?billing=true`). */
  billing: z.boolean(),
  time_created: z.string(),
  time_updated: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const createContactRequestSchema = z.object({
  first_name: requiredText({ max: 100 }),
  last_name: requiredText({ max: 100 }),
  email: emailField(),
  phone: optionalPhoneField(),
  title: optionalText({ max: 100 }),
  billing: z.boolean().optional(),
});
export type CreateContactRequest = z.infer<typeof createContactRequestSchema>;

export const updateContactRequestSchema = createContactRequestSchema.partial();
export type UpdateContactRequest = z.infer<typeof updateContactRequestSchema>;

export const contactIdParamsSchema = z.object({ id: z.uuid() });

export const listContactsQuerySchema = z.object({ billing: booleanQueryFlag() });

export const contactRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/contacts',
    access: { permission: PERMISSIONS.COMPANY_READ },
    tag: 'Contacts',
    summary: "The company's contacts by name; `?billing=true` only the billing contacts (false: the others).",
    query: listContactsQuerySchema,
    response: z.array(contactSchema),
  }),
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/contacts',
    access: { permission: PERMISSIONS.COMPANY_UPDATE },
    verified: true,
    tag: 'Contacts',
    summary: 'Adds a contact to the company.',
    body: createContactRequestSchema,
    response: contactSchema,
    successStatus: 201,
  }),
  update: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/contacts/:id',
    access: { permission: PERMISSIONS.COMPANY_UPDATE },
    verified: true,
    tag: 'Contacts',
    summary: 'Changes a contact of the company.',
    params: contactIdParamsSchema,
    body: updateContactRequestSchema,
    response: contactSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/contacts/:id',
    access: { permission: PERMISSIONS.COMPANY_UPDATE },
    verified: true,
    tag: 'Contacts',
    summary: 'Removes a contact of the company.',
    params: contactIdParamsSchema,
    response: messageSchema,
  }),
};
