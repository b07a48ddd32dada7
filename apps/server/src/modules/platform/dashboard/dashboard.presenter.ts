import type { Dashboard } from '@portal/contract';
import { countedProductOf, PORT_LIST_SERVICE_TYPES, serviceTypeLabel } from '@portal/domain';
import { CIRCUIT_SERVICE_TYPES, type CircuitServiceType, type CircuitSummary } from '../../../db/schema/index.js';
import type { InventoryRow } from '../inventory/inventory.repo.js';

type ProductSummary = Dashboard['products'][number];

/** One group of the inventory's counts: a service type, a spec 4 summary, and whether the rows are top-level. */
export interface CircuitCountRow {
  serviceType: CircuitServiceType;
  summary: CircuitSummary;
  /** False for circuits inside another one: a LAG's members, a cloud router's connections. */
  topLevel: boolean;
  count: number;
}

/**
 * The dashboard's products: one entry per product the customer has, in the inventory's order, with its total and
 * its count in each spec 4 summary. Ports are counted as the ports list counts them (the domain's
 * `countedProductOf`): a LAG is a Port entry, a LAG member is not one of its own.
 */
export function productSummaries(rows: readonly CircuitCountRow[]): ProductSummary[] {
  const byType = new Map<string, ProductSummary>();
  for (const row of rows) {
    const product = countedProductOf({
      service_type: row.serviceType,
      is_lag_member: PORT_LIST_SERVICE_TYPES.includes(row.serviceType) && !row.topLevel,
    });
    if (product === undefined) continue;
    const entry = byType.get(product) ?? {
      service_type: product,
      label: serviceTypeLabel(product),
      total: 0,
      active: 0,
      provisioning: 0,
      warning: 0,
      error: 0,
    };
    entry.total += row.count;
    entry[row.summary] += row.count;
    byType.set(product, entry);
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
