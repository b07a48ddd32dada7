import { messages, PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { optionalEmailField, optionalText, requiredText } from './fields.js';
import { defineRoute } from './route.js';

/** A stored document may be at most 5 MiB (it lives in the database). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The file types a document may have, told by the file's own bytes rather than its name. */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/**
 * What a document is (wire reference 3.16 `type`): `loa` a Letter of Authorization the portal issued for one of
 * the customer's ports, `customer_loa` one the customer received from another party (for a cross connect), `msa` a
 * master services agreement, `other` anything else.
 */
export const DOCUMENT_TYPES = ['loa', 'customer_loa', 'msa', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The document types that authorise a cross connect. */
export const LOA_DOCUMENT_TYPES: readonly DocumentType[] = ['loa', 'customer_loa'];

/** A circuit id as the API takes it in a path or a field (`PF-AP-WDC1-1726464`). */
export const circuitIdField = () =>
  requiredText({ max: 64 }).pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'Not a valid circuit id'));

/** Wire reference 3.16 "Documents": a document's metadata (never its bytes). */
export const documentSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  mime_type: z.enum(DOCUMENT_MIME_TYPES),
  size: z.number().int(),
  /** The circuit the document belongs to (the port of an LOA), or null. */
  circuit_id: z.string().nullable(),
  /** The login of the user who uploaded or issued it; null once that user is gone. */
  created_by: z.string().nullable(),
  time_created: z.string(),
  time_updated: z.string(),
  /** Where to read the document's bytes and the circuit it belongs to, under the key of its kind (else null). */
  _links: z.object({
    download: z.string(),
    port: z.string().nullable(),
    service: z.string().nullable(),
    cloud: z.string().nullable(),
    cloud_router: z.string().nullable(),
    cloud_router_connection: z.string().nullable(),
  }),
});
export type PortalDocument = z.infer<typeof documentSchema>;

/**
 * The text parts of the upload form (multipart; the file is the part named `document`, as the wire reference's
 * clients send it). `port_circuit_id` is the wire reference's name for the related circuit, `circuit_id` ours.
 */
export const documentUploadFieldsSchema = z.object({
  type: z.enum(DOCUMENT_TYPES, { error: messages.oneOf(DOCUMENT_TYPES) }),
  description: optionalText({ max: 255 }),
  circuit_id: circuitIdField().optional(),
  port_circuit_id: circuitIdField().optional(),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/**
 * Wire reference 3.3: `POST /ports/{id}/letter-of-authorization` `{loa_customer_name, destination_email}`: the customer
 * named on the letter as the authorizing party, and where to e-mail it; without an address (empty or left out) the
 * letter is only stored, to download.
 */
export const letterOfAuthorizationBodySchema = z.object({
  loa_customer_name: requiredText({ max: 120 }),
  destination_email: optionalEmailField(),
});
export type LetterOfAuthorizationBody = z.infer<typeof letterOfAuthorizationBodySchema>;

const documentParams = z.object({ uuid: z.uuid('Not a valid document id') });

export const documentRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/documents',
    access: 'session',
    tag: 'Documents',
    summary: "The company's documents, newest first; `circuit_id` keeps those of one circuit, `type` one kind.",
    query: z.object({
      circuit_id: circuitIdField().optional(),
      type: z.enum(DOCUMENT_TYPES, { error: messages.oneOf(DOCUMENT_TYPES) }).optional(),
    }),
    response: z.array(documentSchema),
  }),
  get: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/documents/:uuid',
    access: 'session',
    tag: 'Documents',
    summary: "One of the company's documents (metadata).",
    params: documentParams,
    response: documentSchema,
  }),
  download: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/documents/:uuid/download',
    access: 'session',
    tag: 'Documents',
    summary: 'The bytes of a document, as an attachment named after it.',
    params: documentParams,
    response: null,
    responseType: 'application/octet-stream',
  }),
  upload: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/documents',
    access: { permission: PERMISSIONS.DOCUMENT_CREATE },
    tag: 'Documents',
    summary:
      'Uploads a document (multipart: the file as `document`, PDF, PNG or JPEG of at most 5 MiB; `type`, `description`, optional `circuit_id` or `port_circuit_id`).',
    response: documentSchema,
    successStatus: 201,
    multipart: { fields: documentUploadFieldsSchema, files: ['document'] },
    errors: [404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/documents/:uuid',
    access: { permission: PERMISSIONS.DOCUMENT_CREATE },
    tag: 'Documents',
    summary: 'Deletes a document. A document a cross connect was ordered with stays (409).',
    params: documentParams,
    response: z.object({ message: z.string() }),
    errors: [409],
  }),
  letterOfAuthorization: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/ports/:id/letter-of-authorization',
    access: { permission: PERMISSIONS.DOCUMENT_CREATE },
    tag: 'Documents',
    summary:
      "Issues a Letter of Authorization (PDF) for one of the company's ports on the provider's letterhead: loa_customer_name, the customer, authorizes the provider as its agent for a cross connect at the port's demarcation point. Stores it as a document of type loa (download it from _links.download) and, when destination_email is given, e-mails it there.",
    params: z.object({ id: circuitIdField() }),
    body: letterOfAuthorizationBodySchema,
    response: documentSchema,
    successStatus: 201,
  }),
};
