import type { Dashboard } from '@portal/contract';
import { serviceTypeLabel } from '@portal/domain';
import { CIRCUIT_SERVICE_TYPES, type CircuitServiceType, type CircuitSummary } from '../../../db/schema/index.js';
import type { InventoryRow } from '../inventory/inventory.repo.js';

type ProductSummary = Dashboard['products'][number];

/**
 * The dashboard's products: one entry per service type the customer has, in the inventory's order, with its
 * total and its count in each spec 4 summary.
 */
export function productSummaries(
  rows: readonly { serviceType: CircuitServiceType; summary: CircuitSummary; count: number }[],
): ProductSummary[] {
  const byType = new Map<CircuitServiceType, ProductSummary>();
  for (const row of rows) {
    const entry = byType.get(row.serviceType) ?? {
      service_type: row.serviceType,
      label: serviceTypeLabel(row.serviceType),
      total: 0,
      active: 0,
      provisioning: 0,
      warning: 0,
      error: 0,
    };
    entry.total += row.count;
    entry[row.summary] += row.count;
    byType.set(row.serviceType, entry);
  }
  return CIRCUIT_SERVICE_TYPES.flatMap((type) => byType.get(type) ?? []);
}

/** One circuit of the attention list. */
export function toAttentionItem(row: InventoryRow): Dashboard['attention'][number] {
  return {
    circuit_id: row.circuitId,
    service_type: row.serviceType,
    name: row.name,
    state: row.state,
    summary: row.summary,
    updated_at: row.updatedAt.toISOString(),
  };
}
