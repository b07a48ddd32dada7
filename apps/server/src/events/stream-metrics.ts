import type { StreamingEvent } from '@portal/contract';
import { formatBitRate, streamEntryIds } from '@portal/domain';
import type { Executor } from '../db/client.js';
import type { StoredEventStream } from '../db/schema/index.js';
import type { samplesSince } from './event-subscriptions.repo.js';
import type { CustomerCircuits } from './subscription-checks.js';

/** At most this many interfaces are followed when a stream names none (all of the customer's). */
const MAX_FOLLOWED = 100;

/** An interface a subscription follows the traffic of: its telemetry id, the circuit and (for a VC end) the port. */
export interface MetricTarget {
  telemetryId: string;
  circuitId: string;
  port: string | null;
  categories: ('metrics' | 'errors')[];
}

type Sample = Awaited<ReturnType<typeof samplesSince>>[number];

const wants = (stream: StoredEventStream, category: string) =>
  stream.events.length === 0 || stream.events.includes(category);

/** The first `MAX_FOLLOWED` of the customer's circuits of a kind, by circuit id (the platform's circuit directory). */
async function allCircuitIds(
  db: Executor,
  circuits: CustomerCircuits,
  kind: 'interface' | 'virtual_circuit',
  customerId: string,
) {
  const ids = (await circuits.list(db, kind, customerId)).map((circuit) => circuit.circuitId);
  return [...new Set(ids)].sort().slice(0, MAX_FOLLOWED);
}

/**
 * The interfaces the port and VC streams of a subscription follow (wire reference 3.16): the named ports (`ifds`)
 * or all the customer's; the named VCs, or VC and port pairs (`vcs`: that end's traffic), or all the customer's.
 */
export async function metricTargets(
  db: Executor,
  circuits: CustomerCircuits,
  customerId: string,
  streams: readonly StoredEventStream[],
): Promise<MetricTarget[]> {
  const targets = new Map<string, MetricTarget>();
  const add = (target: MetricTarget) => {
    const known = targets.get(target.telemetryId);
    if (known) known.categories = [...new Set([...known.categories, ...target.categories])];
    else targets.set(target.telemetryId, target);
  };
  for (const stream of streams) {
    if (stream.type === 'port') {
      const categories = (['metrics', 'errors'] as const).filter((category) => wants(stream, category));
      if (categories.length === 0) continue;
      const ids = stream.ifds.length > 0 ? stream.ifds : await allCircuitIds(db, circuits, 'interface', customerId);
      for (const id of ids) add({ telemetryId: id, circuitId: id, port: null, categories: [...categories] });
    }
    if (stream.type === 'vc' && wants(stream, 'metrics')) {
      const entries =
        stream.vcs.length > 0 ? stream.vcs : await allCircuitIds(db, circuits, 'virtual_circuit', customerId);
      for (const entry of entries) {
        const [vc = entry, port = null] = streamEntryIds(entry);
        add({ telemetryId: port ? `${vc}/${port}` : vc, circuitId: vc, port, categories: ['metrics'] });
      }
    }
  }
  return [...targets.values()];
}

/** A one-minute sample as items of the stream: its traffic (`metrics`) and, when there were any, its errors. */
export function metricItems(sample: Sample, target: MetricTarget): StreamingEvent[] {
  const where = target.port ? `${target.circuitId} on ${target.port}` : target.circuitId;
  const base = { user: 'system', timestamp: sample.ts.toISOString(), circuit_id: target.circuitId };
  const items: StreamingEvent[] = [];
  if (target.categories.includes('metrics')) {
    const message = `${where}: received ${formatBitRate(sample.rxAvg)}, sent ${formatBitRate(sample.txAvg)} (1-minute average)`;
    items.push({
      event: 'metrics',
      data: { ...base, log_level: 'info', category: 'metrics', event: 'traffic', message },
    });
  }
  const errors = sample.rxErrors + sample.txErrors;
  if (target.categories.includes('errors') && errors > 0) {
    const message = `${where}: ${sample.rxErrors} receive and ${sample.txErrors} transmit errors in the minute`;
    items.push({
      event: 'errors',
      data: { ...base, log_level: 'warning', category: 'errors', event: 'errors', message },
    });
  }
  return items;
}
