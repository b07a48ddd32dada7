import type { Executor } from '../db/client.js';

/** A logical interface on a port: a service using a VLAN (or the untagged frames) of it. */
export interface LogicalInterface {
  circuit_id: string;
  service_type: string;
  vlan: number | null;
  svlan: number | null;
  untagged: boolean;
}

/** What a product module riding on ports answers: its logical interfaces on one port of the customer. */
export type VlanUsageSource = (db: Executor, customerId: string, portCircuitId: string) => Promise<LogicalInterface[]>;

/**
 * Which VLANs are used on a port, gathered from every product that rides on ports (VCs, cloud connections,
 * internet access). Each registers a source scoped by the customer; with none registered, a port is free.
 */
export class PortVlanDirectory {
  readonly #sources: VlanUsageSource[] = [];

  register(source: VlanUsageSource): void {
    this.#sources.push(source);
  }

  async interfacesOn(db: Executor, customerId: string, portCircuitId: string): Promise<LogicalInterface[]> {
    const answers = await Promise.all(this.#sources.map((source) => source(db, customerId, portCircuitId)));
    return answers.flat();
  }
}
