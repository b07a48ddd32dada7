import { EVENT_SUBSCRIPTION_MESSAGES, type EventStreamRequest } from '@portal/contract';
import { EVENT_STREAM_READ_PERMISSIONS, type EventStreamType, hasPermissions, streamEntryIds } from '@portal/domain';
import type { Executor } from '../db/client.js';
import type { StoredEventStream } from '../db/schema/index.js';
import { AppError, invalidField } from '../http/app-error.js';

/** A circuit of a customer: its id and, for a VC, the port circuit ids of its ends. */
interface CustomerCircuit {
  circuitId: string;
  interfaces: readonly string[];
}

/**
 * Which ports (`interface`) and VCs (`virtual_circuit`: VCs, point-to-points, hosted clouds, …) a customer owns, as
 * the products that own them answer (the platform's circuit directory, handed in by the app).
 */
export interface CustomerCircuits {
  list(db: Executor, kind: 'interface' | 'virtual_circuit', customerId: string): Promise<CustomerCircuit[]>;
}

/** spec 6: true when the permissions read every stream type given (customer, port, vc each need their own). */
export function mayReadStreams(permissions: readonly string[], streams: readonly { type: EventStreamType }[]): boolean {
  const needed = [...new Set(streams.map((stream) => EVENT_STREAM_READ_PERMISSIONS[stream.type]))];
  return hasPermissions(permissions, needed);
}

/** A subscription's streams may be read by the caller, else 403 with the catalogue's message. */
export function assertMayReadStreams(
  permissions: readonly string[],
  streams: readonly { type: EventStreamType }[],
): void {
  if (!mayReadStreams(permissions, streams)) throw new AppError('forbidden');
}

/** The customer's circuits of a kind by their id in upper case (ids are compared in any letter case). */
async function circuitsById(
  db: Executor,
  circuits: CustomerCircuits,
  kind: 'interface' | 'virtual_circuit',
  customerId: string,
) {
  const owned = await circuits.list(db, kind, customerId);
  return new Map(owned.map((circuit) => [circuit.circuitId.toUpperCase(), circuit]));
}

/**
 * The streams as stored, every port and VC they name found among the customer's circuits by the products that own
 * them (ports, LAGs, VCs, point-to-points, hosted clouds, …: the platform's circuit directory), in its spelling; a
 * VC and port pair must name one of the VC's ends. The first unknown one is refused naming its place. The
 * customer's circuits are read once, however many the streams name.
 */
export async function checkedStreams(
  db: Executor,
  circuits: CustomerCircuits,
  customerId: string,
  streams: readonly EventStreamRequest[],
): Promise<StoredEventStream[]> {
  const isNaming = streams.some((stream) => (stream.ifds ?? []).length > 0 || (stream.vcs ?? []).length > 0);
  const [ports, vcs] = isNaming
    ? await Promise.all([
        circuitsById(db, circuits, 'interface', customerId),
        circuitsById(db, circuits, 'virtual_circuit', customerId),
      ])
    : [new Map<string, CustomerCircuit>(), new Map<string, CustomerCircuit>()];
  const port = (id: string, field: string) => {
    const found = ports.get(id.toUpperCase());
    if (!found) throw invalidField(field, EVENT_SUBSCRIPTION_MESSAGES.unknownPort);
    return found.circuitId;
  };
  const logicalInterface = (entry: string, field: string) => {
    const [vcId = '', portId, ...rest] = streamEntryIds(entry);
    const vc = vcs.get(vcId.toUpperCase());
    if (!vc) throw invalidField(field, EVENT_SUBSCRIPTION_MESSAGES.unknownVc);
    if (portId === undefined) return vc.circuitId;
    if (rest.length > 0) throw invalidField(field, EVENT_SUBSCRIPTION_MESSAGES.unknownPort);
    const end = vc.interfaces.find((candidate) => candidate.toUpperCase() === portId.toUpperCase());
    if (end) return `${vc.circuitId}:${end}`;
    port(portId, field);
    throw invalidField(field, EVENT_SUBSCRIPTION_MESSAGES.portNotOnVc);
  };
  return streams.map((stream, index) => {
    // Ports first, then VCs: the first refusal in the order the fields are read.
    const ifds = (stream.ifds ?? []).map((entry, position) => port(entry, `streams.${index}.ifds.${position}`));
    const named = (stream.vcs ?? []).map((entry, position) =>
      logicalInterface(entry, `streams.${index}.vcs.${position}`),
    );
    return { type: stream.type, events: [...new Set(stream.events ?? [])], vcs: named, ifds };
  });
}
