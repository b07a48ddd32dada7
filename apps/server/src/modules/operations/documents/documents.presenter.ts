import type { PortalDocument } from '@portal/contract';
import type { DocumentRow } from './documents.repo.js';

/** Wire reference 3.16: a document as the API answers it. An LOA links to the port it was issued for. */
export function presentDocument(row: DocumentRow): PortalDocument {
  return {
    uuid: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    mime_type: row.mimeType,
    size: row.byteSize,
    circuit_id: row.circuitId,
    created_by: row.createdByLogin,
    time_created: row.createdAt.toISOString(),
    time_updated: row.updatedAt.toISOString(),
    _links: {
      download: `/v2/documents/${row.id}/download`,
      port: row.type === 'loa' && row.circuitId ? `/v2/ports/${encodeURIComponent(row.circuitId)}` : null,
    },
  };
}

/** What activity-log entries keep of a document: its facts, not its bytes. */
export function documentFacts(row: DocumentRow) {
  return { name: row.name, type: row.type, mime_type: row.mimeType, size: row.byteSize, circuit_id: row.circuitId };
}
