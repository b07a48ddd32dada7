import type { PortalDocument } from '@portal/contract';
import type { DocumentRow } from './documents.repo.js';

const path = (id: string) => encodeURIComponent(id);

/**
 * Wire reference 3.16 `_links`: where the circuit a document belongs to is read, under the key of its kind (a port or
 * LAG, a virtual circuit or point-to-point, a cloud connection, a cloud router, a cloud router's connection); the
 * other keys are null, all of them for a document of no circuit (an MSA) or of a circuit that is gone.
 */
function circuitLinks(row: DocumentRow): Omit<PortalDocument['_links'], 'download'> {
  const links = { port: null, service: null, cloud: null, cloud_router: null, cloud_router_connection: null };
  const id = row.circuitId;
  if (!id || !row.circuitType) return links;
  switch (row.circuitType) {
    case 'port':
    case 'lag':
      return { ...links, port: `/v2/ports/${path(id)}` };
    case 'vc':
    case 'ix':
      return { ...links, service: `/v2/services/${path(id)}` };
    case 'ptp':
      return { ...links, service: `/v2/services/point-to-point/${path(id)}` };
    case 'cloud-hosted':
    case 'cloud-dedicated':
      return { ...links, cloud: `/v2/services/cloud/connections/${path(id)}` };
    case 'l3nf':
      return { ...links, cloud_router: `/v2/services/cloud-routers/${path(id)}` };
    case 'cr-connection':
      return row.circuitParentId
        ? {
            ...links,
            cloud_router_connection: `/v2/services/cloud-routers/${path(row.circuitParentId)}/connections/${path(id)}`,
          }
        : links;
    default:
      return links;
  }
}

/** Wire reference 3.16: a document as the API answers it, with links to the circuit it belongs to. */
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
    _links: { download: `/v2/documents/${row.id}/download`, ...circuitLinks(row) },
  };
}

/** What activity-log entries keep of a document: its facts, not its bytes. */
export function documentFacts(row: DocumentRow) {
  return { name: row.name, type: row.type, mime_type: row.mimeType, size: row.byteSize, circuit_id: row.circuitId };
}
