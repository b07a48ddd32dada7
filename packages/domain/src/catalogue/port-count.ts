import { matchesDefaultPortsFilter, type PortFilterFlags } from './products.js';

/** The inventory service types the ports list shows: ports and LAGs (a LAG is read and listed as a port). */
export const PORT_LIST_SERVICE_TYPES: readonly string[] = ['port', 'lag'];

/** A circuit as the counts see it: its inventory service type and the flags of the default ports filter. */
export interface CountedCircuit extends PortFilterFlags {
  service_type: string;
}

/**
 * The one definition of "how many ports" a customer has (spec 9 default ports filter): the entries of the ports
 * list, that is ports and LAGs that are not members of a LAG (nor cloud or point-to-point ports). The ports list's
 * total, the sidebar's Ports badge and the dashboard's Port row all count with it.
 */
export function isCountedAsPort(circuit: CountedCircuit): boolean {
  return PORT_LIST_SERVICE_TYPES.includes(circuit.service_type.toLowerCase()) && matchesDefaultPortsFilter(circuit);
}

/**
 * The product a circuit is counted under on the dashboard: a LAG under Port, since the ports list shows it as one;
 * every other service type under itself. Undefined for a circuit counted nowhere (a LAG member, which its LAG
 * stands for).
 */
export function countedProductOf(circuit: CountedCircuit): string | undefined {
  const serviceType = circuit.service_type.toLowerCase();
  if (!PORT_LIST_SERVICE_TYPES.includes(serviceType)) return serviceType;
  return isCountedAsPort(circuit) ? 'port' : undefined;
}
