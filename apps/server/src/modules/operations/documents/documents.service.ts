import type { DocumentType, DocumentUploadFields, PortalDocument } from '@portal/contract';
import type { Database } from '../../../db/client.js';
import type { Actor } from '../../../http/actor.js';
import { AppError, invalidField, notFound } from '../../../http/app-error.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { findCircuit } from '../../platform/inventory/inventory.repo.js';
import { detectDocumentType, documentFileName } from './document-file.js';
import { documentFacts, presentDocument } from './documents.presenter.js';
import {
  deleteDocument,
  findDocument,
  findDocumentContent,
  insertDocument,
  isDocumentInUse,
  listDocuments,
} from './documents.repo.js';

export const DOCUMENT_NOT_FOUND = 'Document not found.';
export const DOCUMENT_TYPE_MESSAGE = 'Use a PDF, PNG or JPEG file.';
export const DOCUMENT_IN_USE_MESSAGE =
  'A cross connect was ordered with this document, so it is kept as the record of that order.';

/** An uploaded file: its name as the browser sent it and its bytes. */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export function createDocumentsService(db: Database) {
  return {
    async list(customerId: string, filters: { circuit_id?: string | undefined; type?: DocumentType | undefined }) {
      const rows = await listDocuments(db, customerId, { circuitId: filters.circuit_id, type: filters.type });
      return rows.map(presentDocument);
    },

    async get(customerId: string, id: string): Promise<PortalDocument> {
      const row = await findDocument(db, customerId, id);
      if (!row) throw notFound(DOCUMENT_NOT_FOUND);
      return presentDocument(row);
    },

    async content(customerId: string, id: string) {
      const content = await findDocumentContent(db, customerId, id);
      if (!content) throw notFound(DOCUMENT_NOT_FOUND);
      return content;
    },

    /** Stores an uploaded file whose bytes are a PDF, PNG or JPEG, optionally tied to one of the company's circuits. */
    async upload(
      actor: Actor,
      fields: DocumentUploadFields,
      file: UploadedFile | null,
      meta: RequestMeta,
    ): Promise<PortalDocument> {
      if (!file || file.data.length === 0) throw invalidField('document', 'This field is required');
      const mimeType = detectDocumentType(file.data);
      if (!mimeType) throw invalidField('document', DOCUMENT_TYPE_MESSAGE);
      const circuitId = fields.circuit_id ?? fields.port_circuit_id ?? null;
      return db.transaction(async (tx) => {
        if (circuitId && !(await findCircuit(tx, actor.customerId, circuitId))) throw notFound('Circuit not found.');
        const row = await insertDocument(tx, {
          customerId: actor.customerId,
          name: documentFileName(file.filename, mimeType),
          description: fields.description ?? '',
          type: fields.type,
          mimeType,
          data: file.data,
          circuitId,
          createdByUserId: actor.userId,
        });
        await recordActivity(tx, {
          customerId: actor.customerId,
          actorUserId: actor.userId,
          action: 'document.upload',
          objectType: 'document',
          objectId: row.id,
          after: documentFacts(row),
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
        return presentDocument(row);
      });
    },

    async remove(actor: Actor, id: string, meta: RequestMeta): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const row = await findDocument(tx, actor.customerId, id);
        if (!row) throw notFound(DOCUMENT_NOT_FOUND);
        if (await isDocumentInUse(tx, actor.customerId, id)) throw new AppError('conflict', DOCUMENT_IN_USE_MESSAGE);
        await deleteDocument(tx, actor.customerId, id);
        await recordActivity(tx, {
          customerId: actor.customerId,
          actorUserId: actor.userId,
          action: 'document.delete',
          objectType: 'document',
          objectId: id,
          before: documentFacts(row),
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
      });
      return { message: 'The document has been deleted.' };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
