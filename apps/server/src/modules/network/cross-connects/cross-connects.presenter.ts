import type { OutboundCrossConnect } from '@portal/contract';
import type { CircuitSummary } from '../../../db/schema/index.js';
import type { InventoryEntry } from '../../platform/inventory/inventory.repo.js';
import type { CrossConnectRow } from './cross-connects.repo.js';

/** The Z-side connecting facility assignment: the destination's panel, module and position, when given. */
function zLocationCfa(row: CrossConnectRow): string | null {
  const parts = [row.panel, row.module, row.position].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' / ') : null;
}

/** Wire reference 3.13: an outbound cross connect as every call answers it. */
export function presentCrossConnect(row: CrossConnectRow): OutboundCrossConnect {
  return {
    circuit_id: row.circuitId,
    port: row.portCircuitId,
    site: row.site,
    document_uuid: row.documentId,
    outbound_cross_connect_id: row.outboundCrossConnectId,
    obcc_status: row.obccStatus as OutboundCrossConnect['obcc_status'],
    state: row.state,
    description: row.description,
    user_description: row.userDescription,
    destination_name: row.destinationName,
    destination_circuit_id: row.destinationCircuitId,
    panel: row.panel,
    module: row.module,
    position: row.position,
    data_center_cross_connect_id: row.dataCenterCrossConnectId,
    progress: row.progress,
    deleted: row.deleted,
    z_loc_cfa: zLocationCfa(row),
    time_created: row.createdAt.toISOString(),
    time_updated: row.updatedAt.toISOString(),
  };
}

/** spec 4: the summary the dashboard counts, from the cross connect's state. */
export function crossConnectSummary(state: string): CircuitSummary {
  if (state === 'active') return 'active';
  if (state === 'error') return 'error';
  return 'provisioning';
}

/** The inventory row of a cross connect: searchable by its ids and descriptions, related to its port. */
export function inventoryEntryOf(row: CrossConnectRow): InventoryEntry {
  return {
    circuitId: row.circuitId,
    customerId: row.customerId,
    serviceType: 'cross-connect',
    name: row.description,
    description: [row.userDescription, row.destinationName, row.outboundCrossConnectId].filter(Boolean).join(' '),
    relatedServices: [{ circuit_id: row.portCircuitId, service_type: 'port' }],
    state: row.state,
    summary: crossConnectSummary(row.state),
    pop: row.pop,
  };
}
