import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { type CircuitServiceType, circuits, type RelatedService } from '../../../db/schema/index.js';
import type { CircuitDirectory, CircuitLookup, OwnedCircuit } from '../../../platform/circuit-directory.js';

/** A lookup over the inventory rows of one service type (and an extra condition), scoped by the customer. */
function inventoryLookup(
  serviceType: CircuitServiceType,
  interfacesOf: (related: readonly RelatedService[]) => readonly string[],
  condition?: SQL,
): CircuitLookup {
  const select = (db: Executor, customerId: string, circuitId?: string) =>
    db
      .select({ circuitId: circuits.circuitId, relatedServices: circuits.relatedServices })
      .from(circuits)
      .where(
        and(
          eq(circuits.customerId, customerId),
          eq(circuits.serviceType, serviceType),
          circuitId === undefined ? undefined : eq(circuits.circuitId, circuitId),
          condition,
        ),
      )
      .orderBy(circuits.circuitId);
  const owned = (row: { circuitId: string; relatedServices: RelatedService[] }): OwnedCircuit => ({
    circuitId: row.circuitId,
    interfaces: interfacesOf(row.relatedServices),
  });
  return {
    async find(db, customerId, circuitId) {
      const [row] = await select(db, customerId, circuitId);
      return row ? owned(row) : null;
    },
    async list(db, customerId) {
      return (await select(db, customerId)).map(owned);
    },
  };
}

/**
 * Until the cloud-router module owns its connections, the service inventory answers for them (the virtual-circuits
 * module registers its own lookups for VCs). When that module registers its lookup, this registration goes.
 */
export function registerInventoryCircuitLookups(directory: CircuitDirectory): void {
  directory.register(
    'cloud_router_connection',
    inventoryLookup('cr-connection', () => []),
  );
}
