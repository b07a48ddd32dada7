import { activityLog, pointToPoints, portCapacity, ptpEndpoints } from '../db/schema/index.js';
import { PTP_OBJECT_TYPE, refOf, syncPtpInventory } from '../modules/network/point-to-points/ptp-service.js';
import type { NewPtpEndpointRow } from '../modules/network/point-to-points/ptps.repo.js';
import { recordLinkChange } from '../network/link-state.js';
import { DEMO_NETWORK } from './demo-network.js';
import { recordFinishedProvisioning } from './demo-workflows.js';
import { type DemoWorld, demoId } from './demo-world.js';

/** When the demo point-to-point was ordered and came into service. */
const ORDERED_AT = new Date(Date.UTC(2025, 8, 15, 14, 0));
/** When its Dallas end went operationally down: the customer's cross connect there was moved. */
const DALLAS_DOWN_SINCE = new Date(Date.UTC(2025, 9, 2, 9, 30));

const SPEED = '10Gbps';
const MEDIA = 'LR';

const DEMO_PTP_PORTS = DEMO_NETWORK.pointToPointPorts;

const ENDS = [
  { side: 'a' as const, pop: 'CHI1', zone: 'A', portCircuitId: DEMO_PTP_PORTS.chicago },
  { side: 'z' as const, pop: 'DAL1', zone: 'A', portCircuitId: DEMO_PTP_PORTS.dallas },
];

/** Each end takes one port of the PoP's capacity, as an order does (when the catalogue sells it there). */
function takeCapacity(world: DemoWorld, pop: string, zone: string): void {
  const slot = world
    .rowsOf(portCapacity)
    .find((row) => row.pop === pop && row.zone === zone && row.speed === SPEED && row.media === MEDIA);
  if (slot) slot.used = (slot.used ?? 0) + 1;
}

/**
 * Acme's point-to-point as a real object of the point-to-point tables: a 10 Gbps LR longhaul wave from Chicago to
 * Dallas for the analytics cluster, provisioned (a finished workflow on record), whose Dallas end has been
 * operationally down since the cross connect there moved (spec 4: warning). Its inventory row (search, counts,
 * `/circuits/{id}`) is written from it as for any ordered one. Fixed ids: loading twice changes nothing.
 */
export function addDemoPointToPoints(world: DemoWorld, owner: { customerId: string; orderedBy: string }): void {
  const { customerId } = owner;
  const ptpUuid = demoId(`ptp:${DEMO_NETWORK.pointToPoint}`);
  world.add(pointToPoints, [
    {
      ptpUuid,
      circuitId: DEMO_NETWORK.pointToPoint,
      customerId,
      accountUuid: customerId,
      description: 'CHI1-DAL1 wave for the analytics cluster',
      speed: SPEED,
      media: MEDIA,
      serviceClass: 'longhaul',
      subscriptionTerm: 12,
      state: 'active',
      poNumber: 'PO-3107',
      createdAt: ORDERED_AT,
      updatedAt: ORDERED_AT,
    },
  ]);
  world.add(
    ptpEndpoints,
    ENDS.map(
      (end): NewPtpEndpointRow => ({
        ...end,
        ptpUuid,
        customerId,
        autoneg: false,
        customerSiteCode: null,
        loa: null,
        provisioningStatus: 'active',
        createdAt: ORDERED_AT,
        updatedAt: ORDERED_AT,
      }),
    ),
  );
  for (const end of ENDS) takeCapacity(world, end.pop, end.zone);
  world.afterLoad('demo point-to-point: history and inventory', async ({ tx, inserted }) => {
    const added = inserted(pointToPoints);
    if (added.length === 0) return;
    await recordFinishedProvisioning(
      tx,
      added.map((row) => ({ ref: refOf(row), at: ORDERED_AT })),
    );
    await recordLinkChange(tx, customerId, {
      linkId: DEMO_PTP_PORTS.dallas,
      at: DALLAS_DOWN_SINCE,
      adminStatus: 'up',
      operationalStatus: 'down',
    });
    for (const row of added) await syncPtpInventory(tx, customerId, row.circuitId);
    await tx.insert(activityLog).values(
      added.map((row) => ({
        customerId,
        actorUserId: owner.orderedBy,
        action: 'ptp.create',
        objectType: PTP_OBJECT_TYPE,
        objectId: row.circuitId,
        before: null,
        after: {
          description: row.description,
          speed: row.speed,
          media: row.media,
          subscription_term: row.subscriptionTerm,
          service_class: row.serviceClass,
          endpoints: ENDS.map(({ pop, zone }) => ({ pop, zone, autoneg: false, loa: null })),
        },
        createdAt: ORDERED_AT,
      })),
    );
  });
}
