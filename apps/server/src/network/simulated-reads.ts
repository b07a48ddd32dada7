import { LOG_SEVERITY_RANKS, LOSS_OF_SIGNAL_DBM, type LogSeverity, parseSpeedMbps } from '@portal/domain';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { networkWorkflows } from '../db/schema/index.js';
import { carriesTraffic, LINK_UP, type LinkChange, type LinkState, LinkTimeline } from './link-state.js';
import type {
  Demarcation,
  DeviceInfo,
  NetworkObjectRef,
  OpticLane,
  PortFacts,
  RouterLogEntry,
  TimeRange,
} from './network-driver.js';
import { between, hashText, seededRandom } from './seeded-random.js';
import { trafficAt } from './traffic-model.js';

const HOUR_MS = 3_600_000;
/** Router logs are read a month at a time at most. */
export const MAX_ROUTER_LOG_RANGE_MS = 31 * 24 * HOUR_MS;

/** The switch and interface an object lives on, derived from its id so every read agrees. */
export function placementOf(objectId: string, pop = 'core', speed = '10Gbps') {
  const hash = hashText(objectId);
  const prefix = parseSpeedMbps(speed) >= 10_000 ? 'et' : 'ge';
  return {
    deviceName: `${pop.toLowerCase()}-sw${(hash % 4) + 1}`,
    deviceMake: hash % 3 === 0 ? 'Arista' : 'Juniper',
    ifaceName: `${prefix}-0/${(hash >>> 3) % 2}/${(hash >>> 5) % 48}`,
  };
}

const BACKGROUND: [LogSeverity, number, (iface: string) => string][] = [
  ['informational', 0.55, (iface) => `LLDP neighbor refreshed on ${iface}`],
  ['notice', 0.2, (iface) => `SNMP_TRAP_LINK_UP: ifName ${iface}, ifOperStatus up`],
  ['warning', 0.13, (iface) => `Optics receive power on ${iface} is close to its low warning threshold`],
  ['error', 0.07, (iface) => `CRC errors detected on ${iface}`],
  ['critical', 0.03, (iface) => `%LINK-3-UPDOWN: Interface ${iface}, changed state to down`],
  ['alert', 0.02, (iface) => `Interface ${iface} flapped 5 times in 60 seconds`],
];

/** The background line a number in [0, 1) falls on, by the shares of BACKGROUND. */
function pickBackground(pick: number): (typeof BACKGROUND)[number] {
  let cumulative = 0;
  for (const line of BACKGROUND) {
    cumulative += line[1];
    if (pick < cumulative) return line;
  }
  return BACKGROUND[0] as (typeof BACKGROUND)[number];
}

function entry(
  place: ReturnType<typeof placementOf>,
  severity: LogSeverity,
  message: string,
  at: Date,
): RouterLogEntry {
  return {
    device_name: place.deviceName,
    iface_name: place.ifaceName,
    message,
    severity: LOG_SEVERITY_RANKS[severity],
    severity_name: severity,
    timestamp: at.toISOString(),
  };
}

/** What the switch logs when a link changes: the change itself and, when it goes dark, the loss of signal. */
function linkChangeLines(place: ReturnType<typeof placementOf>, change: LinkChange): RouterLogEntry[] {
  const iface = place.ifaceName;
  if (carriesTraffic(change)) {
    return [entry(place, 'notice', `%LINK-3-UPDOWN: Interface ${iface}, changed state to up`, change.at)];
  }
  if (change.adminStatus === 'down') {
    return [entry(place, 'notice', `Interface ${iface} administratively disabled, changed state to down`, change.at)];
  }
  return [
    entry(place, 'critical', `%LINK-3-UPDOWN: Interface ${iface}, changed state to down`, change.at),
    entry(place, 'warning', `Optics on ${iface}: receive power below -30 dBm, loss of signal`, change.at),
  ];
}

/** The services that end on ports: their workflows configure both end ports, whose switches log it. */
const SERVICES_ON_PORTS = ['vc', 'ptp'] as const;
const SERVICE_NAMES: Readonly<Record<string, string>> = { vc: 'Virtual circuit', ptp: 'Point-to-point' };

/** The workflows of the customer's VCs and point-to-points that end on the port or LAG (`details.interfaces`). */
async function serviceWorkflowsOn(db: Executor, ref: NetworkObjectRef, from: number, to: number) {
  if (ref.objectType !== 'port' && ref.objectType !== 'lag') return [];
  return db
    .select()
    .from(networkWorkflows)
    .where(
      and(
        eq(networkWorkflows.customerId, ref.customerId),
        inArray(networkWorkflows.objectType, [...SERVICES_ON_PORTS]),
        sql`${networkWorkflows.details} -> 'interfaces' @> ${JSON.stringify([ref.objectId])}::jsonb`,
        gte(networkWorkflows.updatedAt, new Date(from)),
        lte(networkWorkflows.createdAt, new Date(to)),
      ),
    )
    .orderBy(asc(networkWorkflows.createdAt));
}

/**
 * Router logs of an object (wire reference 3.3): what its workflows did (notices, and errors with the reason of a
 * failed step), for a port or LAG also what the workflows of the VCs and point-to-points ending on it did there and the background chatter of a real switch, a few lines an hour. Newest first.
 */
export async function routerLogs(
  db: Executor,
  ref: NetworkObjectRef,
  range: TimeRange,
  limit = 500,
): Promise<RouterLogEntry[]> {
  const from = range.from.getTime();
  const to = Math.min(range.to.getTime(), from + MAX_ROUTER_LOG_RANGE_MS);
  const workflows = await db
    .select()
    .from(networkWorkflows)
    .where(
      and(
        eq(networkWorkflows.customerId, ref.customerId),
        eq(networkWorkflows.objectType, ref.objectType),
        eq(networkWorkflows.objectId, ref.objectId),
        gte(networkWorkflows.updatedAt, new Date(from)),
        lte(networkWorkflows.createdAt, new Date(to)),
      ),
    )
    .orderBy(asc(networkWorkflows.createdAt));
  const details = workflows[0]?.details ?? {};
  const place = placementOf(
    ref.objectId,
    typeof details.pop === 'string' ? details.pop : undefined,
    typeof details.speed === 'string' ? details.speed : undefined,
  );
  const entries: RouterLogEntry[] = [];
  const inRange = (time: number) => time >= from && time <= to;
  for (const service of await serviceWorkflowsOn(db, ref, from, to)) {
    const name = `${SERVICE_NAMES[service.objectType] ?? service.objectType} ${service.objectId}`;
    if (inRange(service.createdAt.getTime())) {
      const line = `${name}: workflow ${service.name} started on ${place.ifaceName}`;
      entries.push(entry(place, 'notice', line, service.createdAt));
    }
    for (const failure of service.failures) {
      const at = new Date(failure.time);
      if (inRange(at.getTime()))
        entries.push(entry(place, 'error', `${name}: ${failure.step} failed: ${failure.reason}`, at));
    }
    if (service.completedAt && inRange(service.completedAt.getTime())) {
      const line = `${name}: workflow ${service.name} ended ${service.state} on ${place.ifaceName}`;
      entries.push(entry(place, 'notice', line, service.completedAt));
    }
  }
  for (const workflow of workflows) {
    if (inRange(workflow.createdAt.getTime())) {
      entries.push(entry(place, 'notice', `Workflow ${workflow.name} started`, workflow.createdAt));
    }
    for (const failure of workflow.failures) {
      const at = new Date(failure.time);
      if (inRange(at.getTime())) entries.push(entry(place, 'error', `${failure.step} failed: ${failure.reason}`, at));
    }
    if (workflow.completedAt && inRange(workflow.completedAt.getTime())) {
      entries.push(entry(place, 'notice', `Workflow ${workflow.name} ended ${workflow.state}`, workflow.completedAt));
    }
  }
  const links = await LinkTimeline.load(db, [ref.objectId], { from: new Date(from), to: new Date(to) });
  for (const change of links.changes) {
    if (inRange(change.at.getTime())) entries.push(...linkChangeLines(place, change));
  }
  for (let hour = Math.floor(from / HOUR_MS); hour * HOUR_MS <= to; hour += 1) {
    const random = seededRandom(`logs:${ref.objectId}:${hour}`);
    const count = Math.floor(random() * 3);
    for (let index = 0; index < count; index += 1) {
      const at = hour * HOUR_MS + Math.floor(random() * HOUR_MS);
      const chosen = pickBackground(random());
      // A link that is down is quiet: no neighbours, no traps, no optics to complain about.
      const isUp = carriesTraffic(links.at([ref.objectId], new Date(at)));
      if (inRange(at) && isUp) entries.push(entry(place, chosen[0], chosen[2](place.ifaceName), new Date(at)));
    }
  }
  return entries.sort((a, b) => b.timestamp.localeCompare(a.timestamp)).slice(0, limit);
}

const MULTI_LANE_MEDIA = new Set(['LR4', 'ER4', 'CWDM4', 'ER4 Lite']);

/**
 * Optics readings of a port at a time: module temperature and voltage, and per lane bias, output and receive. A link
 * that is down receives no light (loss of signal); a disabled one also sends none.
 */
export function opticsAt(objectId: string, media: string, at: Date, link: LinkState = LINK_UP) {
  const module = seededRandom(`optics:${objectId}`);
  const drift = seededRandom(`optics:${objectId}:${Math.floor(at.getTime() / 300_000)}`);
  const laneCount = MULTI_LANE_MEDIA.has(media) ? 4 : 1;
  const isSending = link.adminStatus === 'up';
  const isReceiving = carriesTraffic(link);
  const lanes: OpticLane[] = Array.from({ length: laneCount }, (_, lane) => {
    const laneBase = seededRandom(`optics:${objectId}:lane:${lane}`);
    const round = (value: number) => Math.round(value * 100) / 100;
    const bias = round(between(laneBase, 30, 55) + between(drift, -0.5, 0.5));
    const output = round(between(laneBase, -2.5, 1.5) + between(drift, -0.1, 0.1));
    const receive = round(between(laneBase, -7, -1.5) + between(drift, -0.2, 0.2));
    return {
      lane,
      bias_current_ma: isSending ? bias : 0,
      output_power_dbm: isSending ? output : LOSS_OF_SIGNAL_DBM,
      receive_power_dbm: isReceiving ? receive : LOSS_OF_SIGNAL_DBM,
    };
  });
  return {
    temperatureC: Math.round((between(module, 31, 44) + between(drift, -0.8, 0.8)) * 10) / 10,
    voltageV: Math.round((between(module, 3.22, 3.38) + between(drift, -0.01, 0.01)) * 1000) / 1000,
    lanes,
  };
}

/**
 * Where a port is handed over in its data centre (cage, patch panel, module, position), derived from its id so the
 * port's order, its device info and its Letter of Authorization always agree.
 */
export function demarcationOf(objectId: string, site: string): Demarcation {
  const hash = hashText(objectId);
  return {
    site,
    cage: `CG-${String(((hash >>> 12) % 40) + 1).padStart(2, '0')}`,
    panel: `MMR-${(hash % 12) + 1}`,
    module: `M${((hash >>> 4) % 6) + 1}`,
    position: `${((hash >>> 8) % 24) + 1}`,
  };
}

/** How far an optic reaches, by media (wire reference 2's media list). */
const REACH_BY_MEDIA: Record<string, string> = {
  LX: '10km',
  EX: '40km',
  ZX: '80km',
  LR: '10km',
  ER: '40km',
  'ER DWDM': '40km',
  ZR: '80km',
  'ZR DWDM': '80km',
  LR4: '10km',
  ER4: '40km',
  CWDM4: '2km',
  'ER4 Lite': '30km',
};

/** Average packet size of the traffic model, and the share of it carried over IPv6 (per port, stable). */
const AVERAGE_PACKET_BYTES = 800;

/** dBm to milliwatts, four decimals (no light: 0). */
function milliwatts(dbm: number): number {
  return dbm <= LOSS_OF_SIGNAL_DBM ? 0 : Math.round(10 ** (dbm / 10) * 10_000) / 10_000;
}

/** Where the simulated byte and packet counters wrap: 2^53, the last integer a JSON number holds exactly. */
const COUNTER_WRAP = 2 ** 53;

/**
 * Wire reference 3.3 device-info of a port: the link as the network holds it, its optics and its traffic now, and
 * counters since the link last changed (the rate now, held over that time: a model, not a history).
 */
export function deviceInfo(port: PortFacts, at: Date = new Date()): DeviceInfo {
  const place = placementOf(port.objectId, port.pop, port.speed);
  const optics = opticsAt(port.objectId, port.media, at, port.link);
  const isCarrying = carriesTraffic(port.link);
  const traffic = isCarrying ? trafficAt(port.objectId, parseSpeedMbps(port.speed), at) : { rxBps: 0, txBps: 0 };
  const wiring = demarcationOf(port.objectId, port.pop);
  const changedAt = port.linkChangedAt ?? new Date(at.getTime() - 86_400_000);
  const seconds = Math.max(0, Math.floor((at.getTime() - changedAt.getTime()) / 1000));
  const ipv6Share = between(seededRandom(`ipv6:${port.objectId}`), 0.05, 0.3);
  const counters = (bps: number) => {
    // A switch's octet counter wraps; ours wraps where a JSON number stops being exact (a 100 Gbps link passes it
    // after about eight days), so a long-lived link never answers a counter that does not fit its schema.
    const bytes = isCarrying ? Math.round((bps / 8) * seconds) % COUNTER_WRAP : 0;
    const packets = Math.round(bytes / AVERAGE_PACKET_BYTES);
    return {
      pps: Math.round(bps / 8 / AVERAGE_PACKET_BYTES),
      bytes,
      packets,
      ipv6Bytes: Math.round(bytes * ipv6Share),
      ipv6Packets: Math.round(packets * ipv6Share),
    };
  };
  const rx = counters(traffic.rxBps);
  const tx = counters(traffic.txBps);
  const lightStatus = (dbm: number) => (dbm <= LOSS_OF_SIGNAL_DBM ? 'no_light' : 'ok');
  return {
    device_name: place.deviceName,
    device_make: place.deviceMake,
    // The other end of a customer's port is the customer's own equipment, which the network does not name.
    adjacent_router: null,
    admin_status: port.link.adminStatus,
    oper_status: port.link.operationalStatus,
    auto_negotiation: port.autoneg ?? false,
    iface_name: place.ifaceName,
    speed: port.speed,
    media: port.media,
    polltime: Math.floor(at.getTime() / 1000),
    time_flapped: changedAt.toISOString(),
    optics_module_temperature_c: optics.temperatureC,
    optics_module_voltage_v: optics.voltageV,
    optics_lanes: optics.lanes,
    optics_diagnostics_lane_values: optics.lanes.map((lane) => ({
      lane_index: String(lane.lane),
      tx_power_dbm: lane.output_power_dbm,
      tx_power: milliwatts(lane.output_power_dbm),
      rx_power_dbm: lane.receive_power_dbm,
      rx_power: milliwatts(lane.receive_power_dbm),
      bias_current: lane.bias_current_ma,
      tx_status: lightStatus(lane.output_power_dbm),
      rx_status: lightStatus(lane.receive_power_dbm),
    })),
    traffic_rx_bps: traffic.rxBps,
    traffic_tx_bps: traffic.txBps,
    traffic_rx_pps: rx.pps,
    traffic_tx_pps: tx.pps,
    traffic_rx_bytes: rx.bytes,
    traffic_tx_bytes: tx.bytes,
    traffic_rx_packets: rx.packets,
    traffic_tx_packets: tx.packets,
    traffic_rx_ipv6_bytes: rx.ipv6Bytes,
    traffic_tx_ipv6_bytes: tx.ipv6Bytes,
    traffic_rx_ipv6_packets: rx.ipv6Packets,
    traffic_tx_ipv6_packets: tx.ipv6Packets,
    wiring_panel: wiring.panel,
    wiring_module: wiring.module,
    wiring_position: wiring.position,
    wiring_type: 'SMF LC/UPC',
    // Every optic of the media list is single-mode.
    wiring_media: 'SMF',
    wiring_reach: REACH_BY_MEDIA[port.media] ?? '10km',
    lag_speed: port.lagSpeedMbps ?? 0,
    // Every switch of the network bundles ports into LAGs (spec: LAGs are offered at every location).
    device_can_lag: true,
  };
}
