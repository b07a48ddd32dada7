import { parseSpeedMbps } from '@portal/domain';
import { activityLog, portCapacity, ports, telemetryInterfaces } from '../db/schema/index.js';
import { activityFacts, refOf } from '../modules/network/ports/port-actions.js';
import { inventoryEntryOf, PORT_OBJECT_TYPE } from '../modules/network/ports/port-changes.js';
import type { NewPortRow, PortRow } from '../modules/network/ports/ports.repo.js';
import { insertCircuits } from '../modules/platform/inventory/inventory.repo.js';
import { recordLinkChange } from '../network/link-state.js';
import { demarcationOf } from '../network/simulated-reads.js';
import { createWorkflowEngine } from '../network/workflow-engine.js';
import { DEMO_LOCATIONS } from './demo-locations.js';
import { recordFinishedProvisioning } from './demo-workflows.js';
import type { DemoWorld } from './demo-world.js';

/** Fixed circuit ids of the demo ports (the demo VCs and cross connect name the first three as their ends). */
export const DEMO_PORTS = {
  nyc: 'PF-AP-NYC1-1000001',
  london: 'PF-AP-LON1-1000002',
  singapore: 'PF-AP-SIN1-1000003',
  secaucus: 'PF-AP-NYC5-1000004',
  ashburn: 'PF-AP-WDC1-1000005',
  chicagoLab: 'PF-AP-CHI1-1000006',
  lag: 'PF-AE-NYC1-1000007',
  lagMemberA: 'PF-AP-NYC1-1000008',
  lagMemberB: 'PF-AP-NYC1-1000009',
  initech: 'PF-AP-DAL1-1000040',
} as const;

/** When the established ports came into service (the demo telemetry history starts here). */
const IN_SERVICE_SINCE = new Date(Date.UTC(2025, 8, 15, 14, 0));
/**
 * The port being built waits this long for its first step, so the demo shows it provisioning for a while (and a
 * test run, whose runners drain only due jobs, never sees it move).
 */
const BUILD_FIRST_STEP_MS = 60 * 60_000;

type DemoPort = Pick<NewPortRow, 'circuitId' | 'pop' | 'zone' | 'speed' | 'media' | 'description'> &
  Partial<NewPortRow> & {
    isMeasured: boolean;
    /** When the link went down (disabled, or lost its signal), for a port that is down now. */
    downSince?: (ordered: Date, seededAt: Date) => Date;
  };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The disabled demo port was disabled this long after its order (its history and its link agree). */
const DISABLED_AFTER_DAYS = 40;

const ACTIVE = { state: 'active', status: 'active', adminStatus: 'up', operationalStatus: 'up' } as const;

function acmePorts(): DemoPort[] {
  const tenGig = { speed: '10Gbps', media: 'LR', subscriptionTerm: 36 } as const;
  return [
    {
      circuitId: DEMO_PORTS.nyc,
      pop: 'NYC1',
      zone: 'A',
      ...tenGig,
      description: 'NYC1 core 10G',
      poNumber: 'PO-2291',
      ...ACTIVE,
      isMeasured: true,
    },
    {
      circuitId: DEMO_PORTS.london,
      pop: 'LON1',
      zone: 'A',
      ...tenGig,
      description: 'LON1 DR 10G',
      ...ACTIVE,
      isMeasured: true,
    },
    {
      circuitId: DEMO_PORTS.singapore,
      pop: 'SIN1',
      zone: 'A',
      speed: '1Gbps',
      media: 'LX',
      autoneg: true,
      subscriptionTerm: 12,
      description: 'SIN1 APAC edge 1G',
      ...ACTIVE,
      isMeasured: true,
    },
    // The far end of the metro backup VC: operationally down since the cross-connect move (spec 4: warning).
    {
      circuitId: DEMO_PORTS.secaucus,
      pop: 'NYC5',
      zone: 'A',
      ...tenGig,
      description: 'NYC5 backup 10G',
      ...ACTIVE,
      operationalStatus: 'down',
      isMeasured: true,
      // A recent outage, so its traffic history shows the drop.
      downSince: (_ordered, seededAt) => new Date(Math.floor((seededAt.getTime() - 3 * DAY_MS) / HOUR_MS) * HOUR_MS),
    },
    {
      circuitId: DEMO_PORTS.chicagoLab,
      pop: 'CHI1',
      zone: 'A',
      ...tenGig,
      description: 'CHI1 lab port (disabled)',
      ...ACTIVE,
      disabled: true,
      adminStatus: 'down',
      operationalStatus: 'down',
      isMeasured: true,
      downSince: (ordered) => new Date(ordered.getTime() + DISABLED_AFTER_DAYS * DAY_MS),
    },
    {
      circuitId: DEMO_PORTS.lagMemberA,
      pop: 'NYC1',
      zone: 'B',
      ...tenGig,
      description: 'NYC1 LAG member 1',
      ...ACTIVE,
      lagId: DEMO_PORTS.lag,
      isMeasured: true,
    },
    {
      circuitId: DEMO_PORTS.lagMemberB,
      pop: 'NYC1',
      zone: 'B',
      ...tenGig,
      description: 'NYC1 LAG member 2',
      ...ACTIVE,
      lagId: DEMO_PORTS.lag,
      isMeasured: true,
    },
    {
      circuitId: DEMO_PORTS.lag,
      pop: 'NYC1',
      zone: 'B',
      ...tenGig,
      description: 'NYC1 core LAG (2 x 10G)',
      isLag: true,
      lagNumber: 1,
      lagInterval: 'fast',
      holdsCapacity: false,
      ...ACTIVE,
      isMeasured: true,
    },
  ];
}

/** The port being built: a real workflow runs on the network, so it advances live once the server runs. */
const BUILDING: DemoPort = {
  circuitId: DEMO_PORTS.ashburn,
  pop: 'WDC1',
  zone: 'B',
  speed: '100Gbps',
  media: 'LR4',
  subscriptionTerm: 24,
  description: 'WDC1 100G build-out',
  state: 'requested',
  status: 'requested',
  adminStatus: 'down',
  operationalStatus: 'down',
  isMeasured: false,
};

const INITECH_PORT: DemoPort = {
  circuitId: DEMO_PORTS.initech,
  pop: 'DAL1',
  zone: 'A',
  speed: '10Gbps',
  media: 'LR',
  subscriptionTerm: 12,
  description: 'Initech HQ uplink',
  ...ACTIVE,
  isMeasured: true,
};

function siteOf(pop: string): string {
  const location = DEMO_LOCATIONS.find((candidate) => candidate.pop === pop);
  if (!location) throw new Error(`demo port at unknown PoP ${pop}`);
  return location.site;
}

function rowOf(customerId: string, port: DemoPort, createdAt: Date): NewPortRow {
  const { isMeasured: _measured, downSince: _downSince, ...columns } = port;
  const place = demarcationOf(port.circuitId, siteOf(port.pop));
  return {
    subscriptionTerm: 12,
    state: 'active',
    status: 'active',
    adminStatus: 'up',
    operationalStatus: 'up',
    ...columns,
    customerId,
    accountUuid: customerId,
    demarcationSite: place.site,
    demarcationCage: place.cage,
    demarcationPanel: place.panel,
    demarcationModule: place.module,
    demarcationPosition: place.position,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * What happened to a demo port before today, as its history tab and the activity log show it: the order by the
 * company's admin, a PO number added ten days later, and for the disabled port the disable a month after that.
 */
function historyOf(row: PortRow, actorUserId: string | null): (typeof activityLog.$inferInsert)[] {
  const facts = activityFacts(row);
  const ordered = row.createdAt.getTime();
  const order = {
    description: row.description,
    pop: row.pop,
    zone: row.zone,
    speed: row.speed,
    media: row.media,
    subscription_term: row.subscriptionTerm,
  };
  const entries: { action: string; at: number; before: unknown; after: unknown }[] = [
    { action: row.isLag ? 'lag.create' : 'port.create', at: ordered, before: null, after: order },
  ];
  if (row.poNumber) {
    entries.push({
      action: 'port.update',
      at: ordered + 10 * DAY_MS,
      before: { ...facts, po_number: null },
      after: facts,
    });
  }
  if (row.disabled) {
    const enabled = { ...facts, disabled: false, admin_status: 'up' };
    entries.push({
      action: 'port.disable',
      at: ordered + DISABLED_AFTER_DAYS * DAY_MS,
      before: enabled,
      after: facts,
    });
  }
  return entries.map((entry) => ({
    customerId: row.customerId,
    actorUserId,
    action: entry.action,
    objectType: PORT_OBJECT_TYPE,
    objectId: row.circuitId,
    before: entry.before,
    after: entry.after,
    createdAt: new Date(entry.at),
  }));
}

/** A demo port takes its unit of the demo capacity rows (loaded together, so a second load takes nothing). */
function takeCapacity(world: DemoWorld, row: NewPortRow): void {
  if (row.holdsCapacity === false) return;
  const slot = world
    .rowsOf(portCapacity)
    .find(
      (capacity) =>
        capacity.pop === row.pop &&
        capacity.zone === row.zone &&
        capacity.speed === row.speed &&
        capacity.media === row.media,
    );
  if (!slot)
    throw new Error(`demo port ${row.circuitId}: no capacity row for ${row.pop} ${row.zone} ${row.speed} ${row.media}`);
  slot.used = (slot.used ?? 0) + 1;
}

/** Whose demo ports: the customer and the admin who ordered them (named in their history). */
interface DemoPortOwner {
  customerId: string;
  orderedBy: string;
}

/**
 * Acme's ports and LAG in several PoPs (mostly active; one disabled; one operationally down; one being built by a
 * running workflow) and one port of Initech, with their capacity (taken from the catalogue's rows, which must be
 * in the world first), inventory rows, history and measured interfaces. Fixed ids: loading twice changes nothing,
 * and a port a user changed since is left as it is; only a port new to the database gets its inventory row,
 * history and workflow.
 */
export function addDemoPorts(world: DemoWorld, owners: { acme: DemoPortOwner; initech: DemoPortOwner }): void {
  const demo = [
    ...acmePorts().map((port) => ({ owner: owners.acme, port, createdAt: IN_SERVICE_SINCE })),
    { owner: owners.initech, port: INITECH_PORT, createdAt: IN_SERVICE_SINCE },
    { owner: owners.acme, port: BUILDING, createdAt: new Date() },
  ];
  const rows = demo.map(({ owner, port, createdAt }) => rowOf(owner.customerId, port, createdAt));
  for (const row of rows) takeCapacity(world, row);
  world.add(ports, rows);
  world.add(
    telemetryInterfaces,
    demo
      .filter(({ port }) => port.isMeasured)
      .map(({ owner, port }) => ({
        telemetryId: port.circuitId,
        customerId: owner.customerId,
        objectId: port.circuitId,
        speedMbps: parseSpeedMbps(port.speed) * (port.isLag ? 2 : 1),
        media: port.media,
        hasOptics: true,
        linkIds: [port.circuitId],
        startedAt: IN_SERVICE_SINCE,
      })),
  );
  const byId = new Map(demo.map((entry) => [entry.port.circuitId, entry]));
  world.afterLoad('demo ports: inventory, history, outages and the port being built', async ({ tx, inserted }) => {
    const added = inserted(ports);
    if (added.length === 0) return;
    await insertCircuits(tx, added.map(inventoryEntryOf));
    await tx
      .insert(activityLog)
      .values(added.flatMap((row) => historyOf(row, byId.get(row.circuitId)?.owner.orderedBy ?? null)));
    const seededAt = new Date();
    for (const row of added) {
      const downSince = byId.get(row.circuitId)?.port.downSince;
      if (!downSince) continue;
      // The network's record of the outage: telemetry, device info and router logs read the port as down from then.
      await recordLinkChange(tx, row.customerId, {
        linkId: row.circuitId,
        at: downSince(row.createdAt, seededAt),
        adminStatus: row.adminStatus,
        operationalStatus: row.operationalStatus,
      });
    }
    // The network's record of how each built port was provisioned, so its status reads the finished workflow.
    await recordFinishedProvisioning(
      tx,
      added
        .filter((row) => row.circuitId !== BUILDING.circuitId)
        .map((row) => ({ ref: refOf(row), at: row.createdAt })),
    );
    if (!added.some((row) => row.circuitId === BUILDING.circuitId)) return;
    const engine = createWorkflowEngine({ stepMs: BUILD_FIRST_STEP_MS });
    await engine.start(
      tx,
      { objectType: 'port', objectId: BUILDING.circuitId, customerId: owners.acme.customerId },
      'provision',
      { details: { pop: BUILDING.pop, zone: BUILDING.zone, speed: BUILDING.speed, media: BUILDING.media } },
    );
  });
}
