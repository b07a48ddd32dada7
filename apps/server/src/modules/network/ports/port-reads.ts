import type {
  DeviceInfo,
  InnerVlanSummary,
  NetworkStatus,
  RouterLog,
  RouterLogsQuery,
  VlanSummary,
} from '@portal/contract';
import { earlyTerminationLiability, logSeverityRank, parseSpeedMbps, priceFor } from '@portal/domain';
import type { Executor } from '../../../db/client.js';
import { invalidField, notFound } from '../../../http/app-error.js';
import type { NetworkDriver, NetworkObjectRef } from '../../../network/network-driver.js';
import type { PortVlanDirectory } from '../../../platform/port-vlan-directory.js';
import { findDedicatedRow } from '../../clouds/dedicated/dedicated.repo.js';
import { findHostedRow } from '../../clouds/hosted/hosted.repo.js';
import { HOSTED_TERM } from '../../clouds/hosted/hosted-view.js';
import { findPtpRow } from '../point-to-points/ptps.repo.js';
import { findVcRow } from '../virtual-circuits/vcs.repo.js';
import { PORT_NOT_FOUND, refOf } from './port-actions.js';
import { innerVlansOf, lowestFreeVlan, MAX_VLAN, MIN_VLAN, outerVlansOf } from './port-vlans.js';
import { findCustomerPort, listLagMemberIds, type PortRow } from './ports.repo.js';

const DAY_MS = 86_400_000;
export const TIME_ORDER_MESSAGE = 'Must be before time_to';

export interface PortReadDeps {
  db: Executor;
  network: NetworkDriver;
  vlans: PortVlanDirectory;
}

async function ownedPort(db: Executor, customerId: string, circuitId: string): Promise<PortRow> {
  const row = await findCustomerPort(db, customerId, circuitId);
  if (!row) throw notFound(PORT_NOT_FOUND);
  return row;
}

/** `GET /v2.1/ports/{id}/status`: the network's status object of the latest workflow. */
export async function portStatus(deps: PortReadDeps, customerId: string, circuitId: string): Promise<NetworkStatus> {
  const row = await ownedPort(deps.db, customerId, circuitId);
  const status = await deps.network.status(deps.db, refOf(row));
  if (!status) throw notFound(PORT_NOT_FOUND);
  return status;
}

/** `GET /v2/ports/{id}/vlan-summary`: the outer VLANs used by the services on the port and the lowest free one. */
export async function vlanSummary(
  deps: PortReadDeps,
  customerId: string,
  circuitId: string,
  query: { min_vlan?: number | undefined; include_logical_interfaces?: boolean | undefined },
): Promise<VlanSummary> {
  await ownedPort(deps.db, customerId, circuitId);
  const interfaces = await deps.vlans.interfacesOn(deps.db, customerId, circuitId);
  const used = outerVlansOf(interfaces);
  const minVlan = query.min_vlan ?? MIN_VLAN;
  return {
    lowest_available_vlan: lowestFreeVlan(new Set(used), minVlan),
    max_vlan: MAX_VLAN,
    min_vlan: minVlan,
    used_vlans: used,
    is_untagged_used: interfaces.some((item) => item.untagged),
    ...(query.include_logical_interfaces ? { logical_interfaces: interfaces } : {}),
  };
}

/** `GET /v2/ports/{id}/inner-vlan-summary`: the inner VLANs used under one outer VLAN and the lowest free one. */
export async function innerVlanSummary(
  deps: PortReadDeps,
  customerId: string,
  circuitId: string,
  query: { outer_vlan: number; min_vlan?: number | undefined },
): Promise<InnerVlanSummary> {
  await ownedPort(deps.db, customerId, circuitId);
  const outerVlan = query.outer_vlan;
  const used = innerVlansOf(await deps.vlans.interfacesOn(deps.db, customerId, circuitId), outerVlan);
  const minVlan = query.min_vlan ?? MIN_VLAN;
  return {
    outer_vlan: outerVlan,
    lowest_available_vlan: lowestFreeVlan(new Set(used), minVlan),
    max_vlan: MAX_VLAN,
    min_vlan: minVlan,
    used_vlans: used,
  };
}

/**
 * `GET /v2/ports/{id}/router-logs`: the network's log lines in the range (default the last 24 hours), newest
 * first, keeping those of the asked severity or worse (spec 4 ranks: emergency 1 ... debug 8).
 */
export async function portRouterLogs(
  deps: PortReadDeps,
  customerId: string,
  circuitId: string,
  query: RouterLogsQuery,
): Promise<RouterLog[]> {
  const row = await ownedPort(deps.db, customerId, circuitId);
  return readRouterLogs(deps, refOf(row), query);
}

/**
 * The router log lines of an object the caller owns (a port) in the asked range (default the last
 * 24 hours), keeping those of the asked severity or worse (spec 4 ranks: emergency 1 ... debug 8).
 */
async function readRouterLogs(
  deps: Pick<PortReadDeps, 'db' | 'network'>,
  ref: NetworkObjectRef,
  query: RouterLogsQuery,
): Promise<RouterLog[]> {
  return readLogLines(query, (range) => deps.network.routerLogs(deps.db, ref, range, Number.POSITIVE_INFINITY));
}

/** The most lines one read of router logs answers, the newest. */
const MAX_LOG_LINES = 500;

/**
 * The router-log query of any object (a port, a cloud router): the asked range (default the last 24 hours; 400
 * naming `time_from` when it is after `time_to`), then the lines of the asked severity or worse, then the newest
 * 500 of those. `read` answers every line of the range, newest first: a month of chatter must not push an older
 * warning out of a `severity=warning` read.
 */
export async function readLogLines(
  query: RouterLogsQuery,
  read: (range: { from: Date; to: Date }) => Promise<RouterLog[]>,
): Promise<RouterLog[]> {
  const to = query.time_to ?? new Date();
  const from = query.time_from ?? new Date(to.getTime() - DAY_MS);
  if (from > to) throw invalidField('time_from', TIME_ORDER_MESSAGE);
  const entries = await read({ from, to });
  const worst = query.severity ? logSeverityRank(query.severity) : undefined;
  const kept = worst === undefined ? entries : entries.filter((entry) => entry.severity <= worst);
  return kept.slice(0, MAX_LOG_LINES);
}

/** `GET /v2/ports/{id}/device-info`: the switch's view of the port. */
export async function portDeviceInfo(deps: PortReadDeps, customerId: string, circuitId: string): Promise<DeviceInfo> {
  const row = await ownedPort(deps.db, customerId, circuitId);
  // A LAG's speed is its members' together: a member counts its LAG's members, a LAG its own.
  const lagId = row.isLag ? row.circuitId : row.lagId;
  const members = lagId ? await listLagMemberIds(deps.db, customerId, lagId) : [];
  return deps.network.deviceInfo({
    objectId: row.circuitId,
    pop: row.pop,
    speed: row.speed,
    media: row.media,
    // A port that is not in service (being built, or in error) has no working link either.
    link:
      row.state === 'active'
        ? { adminStatus: row.adminStatus, operationalStatus: row.operationalStatus }
        : { adminStatus: row.adminStatus, operationalStatus: 'down' },
    autoneg: row.autoneg,
    // The row changes with every change of the link (enable, disable, a workflow's end): the latest flap.
    linkChangedAt: row.updatedAt,
    lagSpeedMbps: members.length * parseSpeedMbps(row.speed),
  });
}

/**
 * `GET /v2/billing/services/early-termination-liability/{id}`: the port's (backbone VC's, point-to-point's, cloud connection's) MRC from the price list
 * times the months left of its term, 0 within 24 hours of the order. A LAG costs nothing of its own (its members are
 * billed).
 */
export async function earlyTerminationOf(
  db: Executor,
  customerId: string,
  circuitId: string,
  now = new Date(),
): Promise<number> {
  const row = await findCustomerPort(db, customerId, circuitId);
  if (!row) return vcEarlyTermination(db, customerId, circuitId, now);
  if (row.isLag) return 0;
  const price = priceFor({ productType: 'port', speed: row.speed, term: row.subscriptionTerm });
  return earlyTerminationLiability({
    monthlyCharge: price?.mrc ?? 0,
    termMonths: row.subscriptionTerm,
    orderedAt: row.createdAt,
    now,
  });
}

/** A backbone VC's liability: its MRC (speed, term, class, bandwidth type) times the months left of its term. */
async function vcEarlyTermination(db: Executor, customerId: string, circuitId: string, now: Date): Promise<number> {
  const vc = await findVcRow(db, customerId, circuitId);
  if (!vc) return ptpEarlyTermination(db, customerId, circuitId, now);
  const price = priceFor({
    productType: 'backbone',
    speed: vc.speed,
    term: vc.subscriptionTerm,
    serviceClass: vc.serviceClass,
    bandwidthType: vc.longhaulType,
  });
  return earlyTerminationLiability({
    monthlyCharge: price?.mrc ?? 0,
    termMonths: vc.subscriptionTerm,
    orderedAt: vc.createdAt,
    now,
  });
}

/** A point-to-point's liability: its MRC (speed, term, class) times the months left of its term. */
async function ptpEarlyTermination(db: Executor, customerId: string, circuitId: string, now: Date): Promise<number> {
  const ptp = await findPtpRow(db, customerId, circuitId);
  if (!ptp) return dedicatedCloudEarlyTermination(db, customerId, circuitId, now);
  const price = priceFor({
    productType: 'ptp',
    speed: ptp.speed,
    term: ptp.subscriptionTerm,
    serviceClass: ptp.serviceClass,
  });
  return earlyTerminationLiability({
    monthlyCharge: price?.mrc ?? 0,
    termMonths: ptp.subscriptionTerm,
    orderedAt: ptp.createdAt,
    now,
  });
}

/** A dedicated cloud connection's liability: its port's MRC (speed, term, class) times the months left of its term. */
async function dedicatedCloudEarlyTermination(
  db: Executor,
  customerId: string,
  circuitId: string,
  now: Date,
): Promise<number> {
  const cloud = await findDedicatedRow(db, customerId, circuitId);
  if (!cloud) return hostedCloudEarlyTermination(db, customerId, circuitId, now);
  const price = priceFor({
    productType: 'cloud_dedicated',
    speed: cloud.speed,
    term: cloud.subscriptionTerm,
    serviceClass: cloud.serviceClass,
  });
  return earlyTerminationLiability({
    monthlyCharge: price?.mrc ?? 0,
    termMonths: cloud.subscriptionTerm,
    orderedAt: cloud.createdAt,
    now,
  });
}

/** A hosted cloud connection's liability: month to month (spec 9), so its MRC within its first month, then nothing. */
async function hostedCloudEarlyTermination(
  db: Executor,
  customerId: string,
  circuitId: string,
  now: Date,
): Promise<number> {
  const hosted = await findHostedRow(db, customerId, circuitId);
  if (!hosted) throw notFound(PORT_NOT_FOUND);
  const price = priceFor({
    productType: 'cloud_hosted',
    speed: hosted.speed,
    term: HOSTED_TERM,
    serviceClass: hosted.serviceClass,
  });
  return earlyTerminationLiability({
    monthlyCharge: price?.mrc ?? 0,
    termMonths: HOSTED_TERM,
    orderedAt: hosted.createdAt,
    now,
  });
}
