import { circuits, type RelatedService, telemetryInterfaces } from '../db/schema/index.js';
import { type InventoryEntry, inventoryRow } from '../modules/platform/inventory/inventory.repo.js';
import { enqueueTelemetryBackfill } from '../network/telemetry/backfill-job.js';
import { DEMO_PORTS } from './demo-ports.js';
import type { DemoWorld } from './demo-world.js';

/**
 * Acme's circuits' inventory rows with their labels where the product's seed does not write them (the backbone VCs,
 * the VCs themselves being in `demo-virtual-circuits.ts`; the AWS hosted connection, in `demo-hosted-clouds.ts`), the
 * fixed ids of the demo network (the point-to-point is in `demo-point-to-points.ts`, the cloud router with its
 * connections in `demo-cloud-routers.ts`) and the measured interfaces of them all. The VCs' ends are Acme's demo ports (`demo-ports.ts`, seeded first): a VC's interfaces
 * and its service class (longhaul across markets) are read from those ports' inventory rows.
 */
export const DEMO_NETWORK = {
  ports: { nyc: DEMO_PORTS.nyc, london: DEMO_PORTS.london, secaucus: DEMO_PORTS.secaucus },
  longhaulVc: 'PF-BC-NYC-LON-1000010',
  metroVc: 'PF-BC-NYC-NYC-1000011',
  pointToPoint: 'PF-PD-CHI-DAL-1000012',
  /** The ports the provider built at each end of the point-to-point (wire reference 2: `PF-AP-<PoP>-<number>`). */
  pointToPointPorts: { chicago: 'PF-AP-CHI1-1000040', dallas: 'PF-AP-DAL1-1000041' },
  hostedCloud: 'PF-CC-NYC-WDC-1000013',
  cloudRouter: 'PF-L3-CUST-1000014',
  ipsecConnection: 'PF-L3-CON-1000020',
  awsConnection: 'PF-L3-CON-1000021',
} as const;

const port = (circuitId: string): RelatedService => ({ circuit_id: circuitId, service_type: 'port' });

type DemoCircuit = Omit<InventoryEntry, 'customerId'>;

const CIRCUITS: readonly DemoCircuit[] = [
  {
    circuitId: DEMO_NETWORK.longhaulVc,
    serviceType: 'vc',
    name: 'NYC1-LON1 trading replication',
    description: 'Longhaul EVPL, 1 Gbps dedicated: order-book replication from 60 Hudson to the London DR site',
    labels: ['production', 'trading', 'longhaul'],
    relatedServices: [port(DEMO_NETWORK.ports.nyc), port(DEMO_NETWORK.ports.london)],
    state: 'active',
    summary: 'active',
    pop: 'NYC1',
  },
  {
    circuitId: DEMO_NETWORK.metroVc,
    serviceType: 'vc',
    name: 'NYC1-NYC5 metro backup path',
    description: 'Metro EVPL, 500 Mbps: backup path to Secaucus; NYC5 end oper down since the cross-connect move',
    labels: ['backup', 'metro'],
    relatedServices: [port(DEMO_NETWORK.ports.nyc), port(DEMO_NETWORK.ports.secaucus)],
    state: 'active',
    summary: 'warning',
    pop: 'NYC1',
  },
  {
    circuitId: DEMO_NETWORK.hostedCloud,
    serviceType: 'cloud-hosted',
    name: 'AWS us-east-1 hosted connection (prod VPC)',
    description: 'Hosted Direct Connect, 1 Gbps, VLAN 210 on the NYC1 port; BGP to the prod transit gateway',
    labels: ['production', 'aws'],
    relatedServices: [port(DEMO_NETWORK.ports.nyc)],
    state: 'active',
    summary: 'active',
    pop: 'NYC1',
  },
];

/** When the demo circuits came into service: their interfaces are measured from then on. */
const IN_SERVICE_SINCE = new Date(Date.UTC(2025, 8, 15, 14, 0));

/**
 * The measured interfaces of the circuits in service (the telemetry id conventions of telemetry-hooks.ts): a VC
 * and each of its ends `<vc>/<port>`; a hosted cloud connection and its traffic at its port `<connection>/<port>`
 * (its stats-vc tab); a cloud-router connection and its `:ipsec` and `:nat` traffic.
 */
const INTERFACES: readonly {
  objectId: string;
  telemetryIds: readonly string[];
  speedMbps: number;
  /** The demo ports its traffic crosses: it carries nothing while one of them is down. */
  linkIds: readonly string[];
  /** The ids that report optics (a physical port's own). */
  opticsIds?: readonly string[];
}[] = [
  {
    objectId: DEMO_NETWORK.longhaulVc,
    telemetryIds: [
      DEMO_NETWORK.longhaulVc,
      `${DEMO_NETWORK.longhaulVc}/${DEMO_NETWORK.ports.nyc}`,
      `${DEMO_NETWORK.longhaulVc}/${DEMO_NETWORK.ports.london}`,
    ],
    speedMbps: 1000,
    linkIds: [DEMO_NETWORK.ports.nyc, DEMO_NETWORK.ports.london],
  },
  {
    objectId: DEMO_NETWORK.metroVc,
    telemetryIds: [
      DEMO_NETWORK.metroVc,
      `${DEMO_NETWORK.metroVc}/${DEMO_NETWORK.ports.nyc}`,
      `${DEMO_NETWORK.metroVc}/${DEMO_NETWORK.ports.secaucus}`,
    ],
    speedMbps: 500,
    linkIds: [DEMO_NETWORK.ports.nyc, DEMO_NETWORK.ports.secaucus],
  },
  {
    objectId: DEMO_NETWORK.pointToPoint,
    telemetryIds: [
      DEMO_NETWORK.pointToPoint,
      `${DEMO_NETWORK.pointToPoint}/${DEMO_NETWORK.pointToPointPorts.chicago}`,
      `${DEMO_NETWORK.pointToPoint}/${DEMO_NETWORK.pointToPointPorts.dallas}`,
      DEMO_NETWORK.pointToPointPorts.chicago,
      DEMO_NETWORK.pointToPointPorts.dallas,
    ],
    speedMbps: 10_000,
    linkIds: [DEMO_NETWORK.pointToPointPorts.chicago, DEMO_NETWORK.pointToPointPorts.dallas],
    opticsIds: [DEMO_NETWORK.pointToPointPorts.chicago, DEMO_NETWORK.pointToPointPorts.dallas],
  },
  {
    objectId: DEMO_NETWORK.hostedCloud,
    telemetryIds: [DEMO_NETWORK.hostedCloud, `${DEMO_NETWORK.hostedCloud}/${DEMO_NETWORK.ports.nyc}`],
    speedMbps: 1000,
    linkIds: [DEMO_NETWORK.ports.nyc],
  },
  {
    objectId: DEMO_NETWORK.ipsecConnection,
    telemetryIds: [
      DEMO_NETWORK.ipsecConnection,
      `${DEMO_NETWORK.ipsecConnection}:ipsec`,
      `${DEMO_NETWORK.ipsecConnection}:nat`,
    ],
    speedMbps: 500,
    linkIds: [],
  },
  { objectId: DEMO_NETWORK.awsConnection, telemetryIds: [DEMO_NETWORK.awsConnection], speedMbps: 1000, linkIds: [] },
];

/**
 * Acme's VCs, point-to-point, hosted cloud and cloud router in the inventory with their measured interfaces, and,
 * with `telemetryDays` above 0, a request for that much telemetry history of every demo customer's interfaces
 * (`telemetry.backfill`, run in the background once the server runs). Circuits and interfaces that exist are left
 * as they are (a user may have changed them since).
 */
export function addDemoNetwork(
  world: DemoWorld,
  options: { acme: string; withHistory: readonly string[]; telemetryDays: number },
): void {
  world.add(
    circuits,
    CIRCUITS.map((circuit) => inventoryRow({ ...circuit, customerId: options.acme })),
  );
  world.add(
    telemetryInterfaces,
    INTERFACES.flatMap(({ objectId, telemetryIds, speedMbps, linkIds, opticsIds = [] }) =>
      telemetryIds.map((telemetryId) => ({
        telemetryId,
        customerId: options.acme,
        objectId,
        speedMbps,
        media: opticsIds.includes(telemetryId) ? 'LR' : null,
        hasOptics: opticsIds.includes(telemetryId),
        linkIds: [...linkIds],
        startedAt: IN_SERVICE_SINCE,
      })),
    ),
  );
  if (options.telemetryDays <= 0) return;
  world.afterLoad('demo telemetry history, asked for', ({ tx }) =>
    // One chain a day at most: a restart the same day finds it in the jobs table (running or done).
    enqueueTelemetryBackfill(tx, {
      customer_ids: [...options.withHistory],
      days: options.telemetryDays,
      chain: `demo:${new Date().toISOString().slice(0, 10)}`,
    }),
  );
}
