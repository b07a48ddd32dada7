import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { type CircuitServiceType, circuits, type RelatedService } from '../../../db/schema/index.js';
import type { CircuitDirectory, CircuitLookup, OwnedCircuit } from '../../../platform/circuit-directory.js';

/** The services a VC rides on: its ends are ports or LAGs (their circuit ids name the VC's interfaces). */
const END_SERVICE_TYPES: readonly CircuitServiceType[] = ['port', 'lag'];

function endsOf(related: readonly RelatedService[]): string[] {
  return related.filter((service) => END_SERVICE_TYPES.includes(service.service_type)).map((end) => end.circuit_id);
}

/**
 * A VC is longhaul when its ends sit in different markets (the PoPs' `market`, from the ends' inventory rows);
 * within one market it is metro.
 */
const spansMarkets = sql`(
  select count(distinct end_location.market)
  from jsonb_array_elements(${circuits.relatedServices}) as end_service
  join ${circuits} as end_circuit
    on end_circuit.circuit_id = end_service->>'circuit_id' and end_circuit.customer_id = ${circuits.customerId}
  join locations as end_location on end_location.pop = end_circuit.pop
  where end_service->>'service_type' in ('port', 'lag')
) > 1`;

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
 * Until the VC and cloud-router modules own their objects, the service inventory answers for them: backbone VCs
 * (interfaces from their port and LAG services), longhaul VCs among them, and cloud-router connections. When those
 * modules register their own lookups, these registrations go.
 */
export function registerInventoryCircuitLookups(directory: CircuitDirectory): void {
  directory.register('virtual_circuit', inventoryLookup('vc', endsOf));
  directory.register('longhaul_vc', inventoryLookup('vc', endsOf, spansMarkets));
  directory.register(
    'cloud_router_connection',
    inventoryLookup('cr-connection', () => []),
  );
}
