import { LOG_SEVERITY_RANKS, LOSS_OF_SIGNAL_DBM, type LogSeverity, parseSpeedMbps } from '@portal/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { networkWorkflows } from '../db/schema/index.js';
import { carriesTraffic, LINK_UP, type LinkChange, type LinkState, LinkTimeline } from './link-state.js';
import type {
  BgpRoute,
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

/**
 * Router logs of an object (wire reference 3.3): what its workflows did (notices, and errors with the reason of a
 * failed step) and the background chatter of a real switch, a few lines an hour. Newest first.
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

/** The routes of a BGP session: what the peer sends (received) or what the router announces (advertised). */
export function bgpRoutes(ref: NetworkObjectRef, direction: 'received' | 'advertised'): BgpRoute[] {
  const random = seededRandom(`bgp:${direction}:${ref.objectId}`);
  const count = 3 + Math.floor(random() * 10);
  const peerAsn = 64512 + Math.floor(random() * 1000);
  const routes: BgpRoute[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const prefix =
      direction === 'received'
        ? `10.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.0/24`
        : `172.${16 + Math.floor(random() * 16)}.${Math.floor(random() * 256)}.0/24`;
    if (seen.has(prefix)) continue;
    seen.add(prefix);
    routes.push({
      prefix,
      next_hop: direction === 'received' ? `169.254.${Math.floor(random() * 256)}.1` : '0.0.0.0',
      as_path: direction === 'received' ? `${peerAsn}` : '',
      local_preference: 100,
      med: Math.floor(random() * 3) * 10,
      origin: random() < 0.9 ? 'igp' : 'incomplete',
      is_best: true,
    });
  }
  return routes.sort((a, b) => a.prefix.localeCompare(b.prefix, 'en', { numeric: true }));
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

/** Wire reference 3.3 device-info of a port: the link as the network holds it, its optics and its traffic now. */
export function deviceInfo(port: PortFacts, at: Date = new Date()): DeviceInfo {
  const place = placementOf(port.objectId, port.pop, port.speed);
  const optics = opticsAt(port.objectId, port.media, at, port.link);
  const traffic = carriesTraffic(port.link)
    ? trafficAt(port.objectId, parseSpeedMbps(port.speed), at)
    : { rxBps: 0, txBps: 0 };
  const wiring = demarcationOf(port.objectId, port.pop);
  return {
    device_name: place.deviceName,
    device_make: place.deviceMake,
    admin_status: port.link.adminStatus,
    oper_status: port.link.operationalStatus,
    iface_name: place.ifaceName,
    speed: port.speed,
    media: port.media,
    optics_module_temperature_c: optics.temperatureC,
    optics_module_voltage_v: optics.voltageV,
    optics_lanes: optics.lanes,
    traffic_rx_bps: traffic.rxBps,
    traffic_tx_bps: traffic.txBps,
    // Packets at an average of 800 bytes.
    traffic_rx_packets: Math.round(traffic.rxBps / 6400),
    traffic_tx_packets: Math.round(traffic.txBps / 6400),
    wiring_panel: wiring.panel,
    wiring_module: wiring.module,
    wiring_position: wiring.position,
    wiring_type: 'SMF LC/UPC',
  };
}
