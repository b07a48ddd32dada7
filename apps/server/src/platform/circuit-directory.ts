import type { Executor } from '../db/client.js';

/** The kinds of circuit the metric endpoints read. */
export type MeteredCircuitKind = 'interface' | 'virtual_circuit' | 'cloud_router_connection' | 'longhaul_vc';

/** A circuit of the customer: its id, and its interfaces (the port circuit ids of a VC's ends). */
export interface OwnedCircuit {
  circuitId: string;
  interfaces: readonly string[];
}

/**
 * What a product module implements so its circuits can be measured: `find` answers the circuit only if the given
 * customer owns it, `list` the customer's circuits of the kind. Both must put the customer id in their WHERE clause.
 */
export interface CircuitLookup {
  find(db: Executor, customerId: string, circuitId: string): Promise<OwnedCircuit | null>;
  list(db: Executor, customerId: string): Promise<OwnedCircuit[]>;
}

/**
 * Tenancy of the metric endpoints: a circuit's metrics answer only when a product module says the caller's
 * customer owns it. Built once per app; ports, LAGs, VCs and cloud-router connections register their lookups.
 */
export class CircuitDirectory {
  readonly #lookups = new Map<MeteredCircuitKind, CircuitLookup[]>();

  register(kind: MeteredCircuitKind, lookup: CircuitLookup): void {
    this.#lookups.set(kind, [...(this.#lookups.get(kind) ?? []), lookup]);
  }

  async find(
    db: Executor,
    kind: MeteredCircuitKind,
    customerId: string,
    circuitId: string,
  ): Promise<OwnedCircuit | null> {
    for (const lookup of this.#lookups.get(kind) ?? []) {
      const found = await lookup.find(db, customerId, circuitId);
      if (found) return found;
    }
    return null;
  }

  async list(db: Executor, kind: MeteredCircuitKind, customerId: string): Promise<OwnedCircuit[]> {
    const answers = await Promise.all((this.#lookups.get(kind) ?? []).map((lookup) => lookup.list(db, customerId)));
    return answers.flat();
  }
}
