import type {} from '@fastify/multipart';
import {
  DOCUMENT_MAX_BYTES,
  type DocumentUploadFields,
  documentUploadFieldsSchema,
  routeTable,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import { actorOf } from '../../../http/actor.js';
import { AppError } from '../../../http/app-error.js';
import { mountRoute } from '../../../http/mount-route.js';
import { requestMeta } from '../../../http/request-meta.js';
import { parseFields } from '../../../http/validation.js';
import { attachmentDisposition } from './document-file.js';
import type { DocumentsService, UploadedFile } from './documents.service.js';
import type { LetterOfAuthorizationService } from './letter-of-authorization.service.js';

/** The file part's name, as the wire reference's clients send it. */
const FILE_FIELD = 'document';

/** Reads the upload form: its text fields and one file of at most 5 MiB (past that the answer is 413). */
async function readUploadForm(
  request: FastifyRequest,
): Promise<{ fields: DocumentUploadFields; file: UploadedFile | null }> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the document as multipart/form-data.');
  const rawFields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === FILE_FIELD) file = { filename: part.filename, data };
    } else if (typeof part.value === 'string' && part.value.trim() !== '') {
      rawFields[part.fieldname] = part.value;
    }
  }
  return { fields: parseFields(documentUploadFieldsSchema, rawFields), file };
}

export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: { db: Database; documents: DocumentsService; letters: LetterOfAuthorizationService },
): void {
  const { db, documents, letters } = deps;

  mountRoute(app, db, routeTable.documents.list, async (request) =>
    documents.list(request.auth.customer.id, request.query),
  );

  mountRoute(app, db, routeTable.documents.get, async (request) =>
    documents.get(request.auth.customer.id, request.params.uuid),
  );

  mountRoute(app, db, routeTable.documents.download, async (request, reply) => {
    const content = await documents.content(request.auth.customer.id, request.params.uuid);
    reply
      .header('content-type', content.mimeType)
      .header('content-disposition', attachmentDisposition(content.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return content.data;
  });

  mountRoute(app, db, routeTable.documents.upload, async (request) => {
    const form = await readUploadForm(request);
    return documents.upload(actorOf(request), form.fields, form.file, requestMeta(request));
  });

  mountRoute(app, db, routeTable.documents.remove, async (request) =>
    documents.remove(actorOf(request), request.params.uuid, requestMeta(request)),
  );

  mountRoute(app, db, routeTable.documents.letterOfAuthorization, async (request) =>
    letters.issue(actorOf(request), request.auth.customer.name, request.params.id, request.body, requestMeta(request)),
  );
}
