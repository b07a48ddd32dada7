import type { telemetry1m } from '../../db/schema/index.js';
import { carriesTraffic, LINK_UP, type LinkState } from '../link-state.js';
import { seededRandom } from '../seeded-random.js';
import { opticsAt } from '../simulated-reads.js';
import { trafficAt } from '../traffic-model.js';

export type SeriesRow = typeof telemetry1m.$inferInsert;

/** What the generator needs to know of a measured interface. */
export interface MeasuredInterface {
  telemetryId: string;
  speedMbps: number;
  media: string | null;
  hasOptics: boolean;
  /** The customer links its traffic crosses (`telemetry_interfaces.link_ids`); none for provider-side traffic. */
  linkIds?: readonly string[];
}

export const MINUTE_MS = 60_000;
/** Average packet sizes: most traffic is large unicast frames; multicast and broadcast are a sliver of it. */
const UNICAST_BYTES = 900;

function packets(bps: number, seconds: number, bytes: number): number {
  return Math.round((bps * seconds) / 8 / bytes);
}

/** Error counters are zero most minutes, with rare small bursts (a dirty connector, a flapping optic). */
function errorsAt(telemetryId: string, minute: number) {
  const random = seededRandom(`errors:${telemetryId}:${minute}`);
  const isBurst = random() < 0.01;
  const count = (scale: number) => (isBurst ? Math.floor(random() * scale) : 0);
  return { rxErrors: count(40), txErrors: count(8), rxCrc: count(30), rxDiscards: count(25), txDiscards: count(10) };
}

const NO_ERRORS = { rxErrors: 0, txErrors: 0, rxCrc: 0, rxDiscards: 0, txDiscards: 0 };

/**
 * One minute of one interface: traffic, unicast/multicast/broadcast counts, errors and optics. An interface whose
 * link is down (disabled, or operationally down) carries nothing: no traffic, no packets, no errors, and its optics
 * read loss of signal.
 */
export function sampleAt(iface: MeasuredInterface, at: Date, link: LinkState = LINK_UP): SeriesRow {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  const ts = new Date(minute * MINUTE_MS);
  const isCarrying = carriesTraffic(link);
  const { rxBps, txBps } = isCarrying ? trafficAt(iface.telemetryId, iface.speedMbps, ts) : { rxBps: 0, txBps: 0 };
  const random = seededRandom(`casts:${iface.telemetryId}:${minute}`);
  const optics = iface.hasOptics ? opticsAt(iface.telemetryId, iface.media ?? 'LR', ts, link) : null;
  const lane = (index: number) => optics?.lanes[index] ?? null;
  // Broadcasts (ARP, LLDP) trickle even over an idle link, never over a dead one.
  const idle = isCarrying ? 1 : 0;
  return {
    telemetryId: iface.telemetryId,
    ts,
    rxAvg: rxBps,
    rxMin: rxBps,
    rxMax: rxBps,
    txAvg: txBps,
    txMin: txBps,
    txMax: txBps,
    rxUnicast: packets(rxBps, 60, UNICAST_BYTES),
    rxMulticast: Math.round(packets(rxBps, 60, UNICAST_BYTES) * 0.004 * (0.5 + random())),
    rxBroadcast: Math.round(packets(rxBps, 60, UNICAST_BYTES) * 0.0004 * (0.5 + random())) + 3 * idle,
    txUnicast: packets(txBps, 60, UNICAST_BYTES),
    txMulticast: Math.round(packets(txBps, 60, UNICAST_BYTES) * 0.003 * (0.5 + random())),
    txBroadcast: Math.round(packets(txBps, 60, UNICAST_BYTES) * 0.0003 * (0.5 + random())) + idle,
    ...(isCarrying ? errorsAt(iface.telemetryId, minute) : NO_ERRORS),
    moduleTemperature: optics?.temperatureC ?? null,
    moduleVoltage: optics?.voltageV ?? null,
    bias0: lane(0)?.bias_current_ma ?? null,
    bias1: lane(1)?.bias_current_ma ?? null,
    bias2: lane(2)?.bias_current_ma ?? null,
    bias3: lane(3)?.bias_current_ma ?? null,
    output0: lane(0)?.output_power_dbm ?? null,
    output1: lane(1)?.output_power_dbm ?? null,
    output2: lane(2)?.output_power_dbm ?? null,
    output3: lane(3)?.output_power_dbm ?? null,
    receive0: lane(0)?.receive_power_dbm ?? null,
    receive1: lane(1)?.receive_power_dbm ?? null,
    receive2: lane(2)?.receive_power_dbm ?? null,
    receive3: lane(3)?.receive_power_dbm ?? null,
  };
}

const SUMMED = [
  'rxUnicast',
  'rxMulticast',
  'rxBroadcast',
  'txUnicast',
  'txMulticast',
  'txBroadcast',
  'rxErrors',
  'txErrors',
  'rxCrc',
  'rxDiscards',
  'txDiscards',
] as const;
const AVERAGED = [
  'moduleTemperature',
  'moduleVoltage',
  'bias0',
  'bias1',
  'bias2',
  'bias3',
  'output0',
  'output1',
  'output2',
  'output3',
  'receive0',
  'receive1',
  'receive2',
  'receive3',
] as const;

/** Folds consecutive samples into one rollup row at `ts` (the rule the SQL rollups follow, for backfills). */
export function foldSamples(samples: readonly SeriesRow[], ts: Date): SeriesRow {
  const first = samples[0];
  if (!first) throw new Error('cannot fold no samples');
  const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const row: SeriesRow = {
    ...first,
    ts,
    rxAvg: average(samples.map((sample) => sample.rxAvg)),
    rxMin: Math.min(...samples.map((sample) => sample.rxMin)),
    rxMax: Math.max(...samples.map((sample) => sample.rxMax)),
    txAvg: average(samples.map((sample) => sample.txAvg)),
    txMin: Math.min(...samples.map((sample) => sample.txMin)),
    txMax: Math.max(...samples.map((sample) => sample.txMax)),
  };
  for (const key of SUMMED) row[key] = samples.reduce((sum, sample) => sum + sample[key], 0);
  for (const key of AVERAGED) {
    const values = samples.map((sample) => sample[key]).filter((value): value is number => typeof value === 'number');
    row[key] = values.length > 0 ? average(values) : null;
  }
  return row;
}
