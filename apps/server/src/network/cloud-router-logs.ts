import { LOG_SEVERITY_RANKS, type LogSeverity } from '@portal/domain';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { networkWorkflows } from '../db/schema/index.js';
import type { NetworkObjectRef, RouterLogEntry, TimeRange } from './network-driver.js';
import { hashText, seededRandom } from './seeded-random.js';
import { MAX_ROUTER_LOG_RANGE_MS } from './simulated-reads.js';

/** The IPsec side of a connection as its router negotiates it (spec 3 "IPsec"). */
export interface IpsecTunnelFacts {
  ikeVersion: number;
  /** The customer's gateway, the far end of the tunnel. */
  customerGateway: string;
  /** The provider's address the tunnel leaves from; null when not assigned. */
  localGateway: string | null;
  phase1: { encryption: string; authentication: string; group: string; lifetimeSeconds: number };
  phase2: { encryption: string; authentication: string | null; pfsGroup: string | null; lifetimeSeconds: number };
}

/** A connection of a cloud router as its log names it. */
export interface CloudRouterConnectionFacts {
  circuitId: string;
  description: string;
  /** An IPsec tunnel, a hosted connection to a cloud, or a VLAN of the customer's own port. */
  kind: 'ipsec' | 'cloud' | 'port';
  /** Where the connection lands on the provider's network. */
  pop: string | null;
  /** The cloud of a cloud connection (aws, azure, google, oracle, ibm); null otherwise. */
  provider: string | null;
  vlan: number | null;
  ipsec: IpsecTunnelFacts | null;
}

/** A line the router's BGP recorded (a session's state change with its reason, an UPDATE count, a NAT change). */
export interface RoutingEvent {
  connectionCircuitId: string;
  severity: string;
  message: string;
  at: Date;
}

/**
 * What a cloud router's log is made of besides the network's own record of its workflows: its name and AS, its
 * connections (where each lands, an IPsec tunnel's phases) and what its BGP recorded in the range.
 */
export interface CloudRouterLogFacts {
  ref: NetworkObjectRef;
  name: string;
  asn: number;
  connections: readonly CloudRouterConnectionFacts[];
  routingEvents: readonly RoutingEvent[];
}

type Workflow = typeof networkWorkflows.$inferSelect;

const SECOND_MS = 1000;
/** A tunnel's phases renew at least this far apart, whatever a lifetime says (the API keeps lifetimes above it). */
const MIN_LIFETIME_SECONDS = 300;
/** Routers rekey before an SA expires, by a margin of up to a tenth of its lifetime (at most nine minutes). */
const MAX_REKEY_MARGIN_SECONDS = 540;

const CLOUD_NAMES: Readonly<Record<string, string>> = {
  aws: 'AWS',
  azure: 'Azure',
  google: 'Google Cloud',
  oracle: 'Oracle Cloud',
  ibm: 'IBM Cloud',
};

interface Placement {
  deviceName: string;
  ifaceName: string;
}

/**
 * Where a connection lives on the router: the edge router of its PoP, and its logical interface (an IPsec tunnel's
 * `st0` unit, a VLAN's unit of the aggregated link towards the cloud or the customer's port), derived from its id.
 */
function placementOf(connection: Pick<CloudRouterConnectionFacts, 'circuitId' | 'kind' | 'pop' | 'vlan'>): Placement {
  const hash = hashText(connection.circuitId);
  const pop = (connection.pop ?? 'core').toLowerCase();
  const unit = connection.vlan ?? (hash % 4000) + 10;
  return {
    deviceName: `${pop}-cr${(hash % 2) + 1}`,
    ifaceName: connection.kind === 'ipsec' ? `st0.${(hash % 1000) + 1}` : `ae${(hash >>> 4) % 4}.${unit}`,
  };
}

function line(place: Placement, severity: LogSeverity, message: string, at: Date): RouterLogEntry {
  return {
    device_name: place.deviceName,
    iface_name: place.ifaceName,
    message,
    severity: LOG_SEVERITY_RANKS[severity],
    severity_name: severity,
    timestamp: at.toISOString(),
  };
}

const isSeverity = (value: string): value is LogSeverity => Object.hasOwn(LOG_SEVERITY_RANKS, value);

/** How the log names a connection: its kind, its circuit id and its description. */
function connectionName(connection: CloudRouterConnectionFacts): string {
  const kind =
    connection.kind === 'ipsec'
      ? 'IPsec connection'
      : connection.kind === 'port'
        ? 'Port connection'
        : `${CLOUD_NAMES[connection.provider ?? ''] ?? 'Cloud'} connection`;
  return `${kind} ${connection.circuitId}${connection.description ? ` (${connection.description})` : ''}`;
}

/** What a connection that is no longer there is known as: what its provisioning told the network. */
function formerConnection(objectId: string, details: Record<string, unknown>): CloudRouterConnectionFacts {
  const provider = typeof details.provider === 'string' ? details.provider : null;
  return {
    circuitId: objectId,
    description: '',
    kind: details.is_ipsec === true ? 'ipsec' : provider ? 'cloud' : 'port',
    pop: typeof details.pop === 'string' ? details.pop : null,
    provider,
    vlan: null,
    ipsec: null,
  };
}

/** The words a finished change of a connection is logged with: what changed, as the workflow's details say. */
function changeText(details: Record<string, unknown>): string {
  if (typeof details.speed === 'string') {
    return typeof details.from === 'string' ? `speed ${details.from} → ${details.speed}` : `speed ${details.speed}`;
  }
  if (Array.isArray(details.ipsec)) return `IPsec ${details.ipsec.filter((key) => typeof key === 'string').join(', ')}`;
  return 'settings';
}

function ikeName(tunnel: IpsecTunnelFacts): string {
  return tunnel.ikeVersion === 1 ? 'IKEv1 phase 1 SA' : 'IKEv2 SA';
}

function phase1Text(tunnel: IpsecTunnelFacts): string {
  const { encryption, authentication, group } = tunnel.phase1;
  return `${encryption}, ${authentication}, ${group}`;
}

function phase2Text(tunnel: IpsecTunnelFacts): string {
  const { encryption, authentication, pfsGroup } = tunnel.phase2;
  return [encryption, authentication, pfsGroup ? `PFS ${pfsGroup}` : 'no PFS'].filter(Boolean).join(', ');
}

const spi = (random: () => number) =>
  `0x${Math.floor(random() * 0xffffffff)
    .toString(16)
    .padStart(8, '0')}`;

/**
 * The renewals of one phase of a tunnel up from `anchor` to `end`, within the range: the k-th falls a lifetime
 * after the (k-1)-th's schedule, a little early by a margin drawn from the connection, phase and k (the same on
 * every read).
 */
function* rekeysOf(
  seed: string,
  lifetimeSeconds: number,
  anchor: number,
  end: number,
  range: { from: number; to: number },
): Generator<{ at: number; random: () => number }> {
  const lifetime = Math.max(lifetimeSeconds, MIN_LIFETIME_SECONDS) * SECOND_MS;
  const maxMargin = Math.min(lifetimeSeconds / 10, MAX_REKEY_MARGIN_SECONDS) * SECOND_MS;
  const last = Math.min(end, range.to);
  for (let k = Math.max(1, Math.floor((range.from - anchor) / lifetime)); anchor + (k - 1) * lifetime <= last; k++) {
    const random = seededRandom(`${seed}:${k}`);
    const at = anchor + k * lifetime - Math.floor(random() * maxMargin);
    if (at > anchor && at <= last && at >= range.from) yield { at, random };
  }
}

/** The tunnel's IKE and IPsec SA renewals while it was up, from `anchor` (established) to `end` (torn down or now). */
function tunnelLines(
  connection: CloudRouterConnectionFacts,
  tunnel: IpsecTunnelFacts,
  up: { anchor: number; end: number },
  range: { from: number; to: number },
): RouterLogEntry[] {
  const place = placementOf(connection);
  const peer = tunnel.customerGateway;
  const entries: RouterLogEntry[] = [];
  const seed = `ipsec:${connection.circuitId}:${up.anchor}`;
  for (const { at } of rekeysOf(`${seed}:ike`, tunnel.phase1.lifetimeSeconds, up.anchor, up.end, range)) {
    const message = `${connection.circuitId}: ${ikeName(tunnel)} with ${peer} rekeyed (${phase1Text(tunnel)}); lifetime ${tunnel.phase1.lifetimeSeconds} s`;
    entries.push(line(place, 'informational', message, new Date(at)));
  }
  for (const { at, random } of rekeysOf(`${seed}:sa`, tunnel.phase2.lifetimeSeconds, up.anchor, up.end, range)) {
    const message = `${connection.circuitId}: IPsec SA with ${peer} rekeyed: inbound SPI ${spi(random)}, outbound SPI ${spi(random)} (${phase2Text(tunnel)}); lifetime ${tunnel.phase2.lifetimeSeconds} s`;
    entries.push(line(place, 'informational', message, new Date(at)));
  }
  return entries;
}

/** What the interface of a connection says when it comes up: an IPsec tunnel's SAs established, else the link. */
function upText(connection: CloudRouterConnectionFacts, place: Placement): string {
  const tunnel = connection.ipsec;
  if (tunnel === null) return `${connectionName(connection)} up on ${place.ifaceName}`;
  const from = tunnel.localGateway ? ` from ${tunnel.localGateway}` : '';
  return `${connectionName(connection)} up on ${place.ifaceName}: ${ikeName(tunnel)} established with ${tunnel.customerGateway}${from} (${phase1Text(tunnel)}), IPsec SA (${phase2Text(tunnel)})`;
}

/**
 * One connection's lines from the network's record of its workflows: its interface coming up when its provisioning
 * completes, re-established after a change, going down when it is deleted, a failed step with its reason; and, for
 * an IPsec connection, its tunnel's SA renewals while it is up.
 */
function connectionLines(
  connection: CloudRouterConnectionFacts,
  workflows: readonly Workflow[],
  range: { from: number; to: number },
  now: number,
): RouterLogEntry[] {
  const place = placementOf(connection);
  const name = connectionName(connection);
  const entries: RouterLogEntry[] = [];
  const inRange = (time: number) => time >= range.from && time <= range.to;
  const push = (severity: LogSeverity, message: string, at: Date) => {
    if (inRange(at.getTime())) entries.push(line(place, severity, message, at));
  };
  // When the tunnel came up (or was last re-established) and, once it is being deleted, went down.
  let anchor: number | null = null;
  const periods: { anchor: number; end: number }[] = [];
  for (const workflow of workflows) {
    if (workflow.operation === 'provision') push('notice', `${name}: provisioning started`, workflow.createdAt);
    if (workflow.operation === 'deprovision') {
      push('notice', `${name} going down: the connection is being deleted`, workflow.createdAt);
      if (anchor !== null) periods.push({ anchor, end: workflow.createdAt.getTime() });
      anchor = null;
    }
    for (const failure of workflow.failures) {
      push('error', `${name}: ${failure.step} failed: ${failure.reason}`, new Date(failure.time));
    }
    const done = workflow.state === 'COMPLETE' ? workflow.completedAt : null;
    if (done === null) continue;
    if (workflow.operation === 'provision') {
      push('notice', upText(connection, place), done);
      anchor = done.getTime();
    } else if (workflow.operation === 'modify') {
      // A change of the IPsec phases negotiates the tunnel anew; a change of speed leaves it up.
      const isRenegotiated = connection.ipsec !== null && anchor !== null && Array.isArray(workflow.details.ipsec);
      push(
        'notice',
        `${name} changed: ${changeText(workflow.details)}${isRenegotiated ? '; tunnel re-established' : ''}`,
        done,
      );
      if (isRenegotiated && anchor !== null) {
        periods.push({ anchor, end: done.getTime() });
        anchor = done.getTime();
      }
    } else if (workflow.operation === 'deprovision') {
      push('notice', `${name} down and removed from ${place.deviceName}`, done);
    }
  }
  if (anchor !== null) periods.push({ anchor, end: now });
  if (connection.ipsec !== null) {
    for (const period of periods) entries.push(...tunnelLines(connection, connection.ipsec, period, range));
  }
  return entries;
}

/** The router's own lines: the routing instance coming up, changing, going away. */
function instanceLines(
  facts: CloudRouterLogFacts,
  workflows: readonly Workflow[],
  range: { from: number; to: number },
): RouterLogEntry[] {
  const place = { deviceName: facts.name, ifaceName: facts.ref.objectId };
  const name = `Routing instance ${facts.name} (AS ${facts.asn})`;
  const entries: RouterLogEntry[] = [];
  const push = (severity: LogSeverity, message: string, at: Date) => {
    if (at.getTime() >= range.from && at.getTime() <= range.to) entries.push(line(place, severity, message, at));
  };
  for (const workflow of workflows) {
    for (const failure of workflow.failures) {
      push('error', `${name}: ${failure.step} failed: ${failure.reason}`, new Date(failure.time));
    }
    const done = workflow.state === 'COMPLETE' ? workflow.completedAt : null;
    if (done === null) continue;
    if (workflow.operation === 'provision') push('notice', `${name} up`, done);
    if (workflow.operation === 'modify') push('notice', `${name} changed`, done);
    if (workflow.operation === 'deprovision') push('notice', `${name} removed`, done);
  }
  return entries;
}

/**
 * The network's workflows of the router and of its connections, past ones included: a connection that is gone is
 * still found through its provisioning, which named the router (`details.router`).
 */
async function workflowsOf(db: Executor, facts: CloudRouterLogFacts, to: Date) {
  const { customerId, objectId } = facts.ref;
  const former = await db
    .selectDistinct({ objectId: networkWorkflows.objectId, details: networkWorkflows.details })
    .from(networkWorkflows)
    .where(
      and(
        eq(networkWorkflows.customerId, customerId),
        eq(networkWorkflows.objectType, 'cr_connection'),
        eq(networkWorkflows.operation, 'provision'),
        sql`${networkWorkflows.details} ->> 'router' = ${objectId}`,
        lte(networkWorkflows.createdAt, to),
      ),
    );
  const connections = new Map(facts.connections.map((connection) => [connection.circuitId, connection]));
  for (const { objectId: id, details } of former) {
    if (!connections.has(id)) connections.set(id, formerConnection(id, details));
  }
  const rows = await db
    .select()
    .from(networkWorkflows)
    .where(
      and(
        eq(networkWorkflows.customerId, customerId),
        lte(networkWorkflows.createdAt, to),
        or(
          and(eq(networkWorkflows.objectType, 'cloud_router'), eq(networkWorkflows.objectId, objectId)),
          and(
            eq(networkWorkflows.objectType, 'cr_connection'),
            inArray(networkWorkflows.objectId, [...connections.keys(), '']),
          ),
        ),
      ),
    )
    .orderBy(asc(networkWorkflows.createdAt));
  return { connections, rows };
}

/**
 * A cloud router's log (wire reference 3.3's router-log shape), as a layer-3 router logs: its BGP sessions' state
 * changes with their reasons, UPDATE counts and NAT changes (recorded by the routing simulation, given in
 * `routingEvents`), its connections' interfaces coming up and going down and their failed steps (the network's
 * workflows), and its IPsec tunnels' IKE and IPsec SA renewals at their phases' lifetimes (deterministic from the
 * connection and the time the tunnel came up). Newest first, at most `limit`, over at most a month.
 */
export async function cloudRouterLogs(
  db: Executor,
  facts: CloudRouterLogFacts,
  range: TimeRange,
  limit = 500,
  now = Date.now(),
): Promise<RouterLogEntry[]> {
  const from = range.from.getTime();
  const window = { from, to: Math.min(range.to.getTime(), from + MAX_ROUTER_LOG_RANGE_MS) };
  const { connections, rows } = await workflowsOf(db, facts, new Date(window.to));
  const entries = instanceLines(
    facts,
    rows.filter((row) => row.objectType === 'cloud_router'),
    window,
  );
  for (const connection of connections.values()) {
    const own = rows.filter((row) => row.objectType === 'cr_connection' && row.objectId === connection.circuitId);
    entries.push(...connectionLines(connection, own, window, Math.min(now, window.to)));
  }
  for (const event of facts.routingEvents) {
    const at = event.at.getTime();
    if (at < window.from || at > window.to) continue;
    const connection = connections.get(event.connectionCircuitId) ?? formerConnection(event.connectionCircuitId, {});
    const severity = isSeverity(event.severity) ? event.severity : 'notice';
    entries.push(line(placementOf(connection), severity, `${connection.circuitId}: ${event.message}`, event.at));
  }
  return entries.sort((a, b) => b.timestamp.localeCompare(a.timestamp)).slice(0, limit);
}
