import type { SearchOptions, SearchResult } from '@portal/contract';
import { serviceTypeLabel } from '@portal/domain';
import { CIRCUIT_SERVICE_TYPES, type CircuitServiceType } from '../../../db/schema/index.js';
import type { InventoryRow } from '../inventory/inventory.repo.js';

/** spec 3 "Search result" of one inventory row. */
export function toSearchResult(row: InventoryRow): SearchResult {
  return {
    circuit_id: row.circuitId,
    service_type: row.serviceType,
    extra_details: { name: row.name, description: row.description },
    related_services: row.relatedServices.map((service) => ({
      circuit_id: service.circuit_id,
      service_type: service.service_type,
    })),
    summary: row.summary,
  };
}

/**
 * The customer's service types with their spec 9 labels and circuit counts, in the inventory's order; types the
 * customer has none of are left out, so the quick search offers only filters that find something.
 */
export function serviceTypeOptions(
  rows: readonly { serviceType: CircuitServiceType; count: number }[],
): SearchOptions['service_types'] {
  const totals = new Map<CircuitServiceType, number>();
  for (const row of rows) totals.set(row.serviceType, (totals.get(row.serviceType) ?? 0) + row.count);
  return CIRCUIT_SERVICE_TYPES.filter((type) => (totals.get(type) ?? 0) > 0).map((type) => ({
    service_type: type,
    label: serviceTypeLabel(type),
    count: totals.get(type) ?? 0,
  }));
}
