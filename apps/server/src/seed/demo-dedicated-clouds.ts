import { activityLog, circuits, dedicatedClouds, portCapacity, telemetryInterfaces } from '../db/schema/index.js';
import type { NewDedicatedCloudRow } from '../modules/clouds/dedicated/dedicated.repo.js';
import { DEDICATED_OBJECT_TYPE, refOf } from '../modules/clouds/dedicated/dedicated-service.js';
import { inventoryRow } from '../modules/platform/inventory/inventory.repo.js';
import { recordFinishedProvisioning } from './demo-workflows.js';
import type { DemoWorld } from './demo-world.js';

/** Acme's dedicated cloud connections, with fixed ids. */
export const DEMO_DEDICATED_CLOUDS = { azureWdc: 'PF-CC-WDC-1000016' } as const;

/** When the demo connection was ordered and came into service (its telemetry history starts then too). */
const ORDERED_AT = new Date(Date.UTC(2025, 9, 2, 15, 30));

const AZURE_WDC: Omit<NewDedicatedCloudRow, 'customerId' | 'accountUuid' | 'userUuid'> = {
  uuid: '00000000-0000-4000-8000-00000000dc01',
  circuitId: DEMO_DEDICATED_CLOUDS.azureWdc,
  provider: 'azure',
  pop: 'WDC1',
  zone: 'A',
  speed: '10Gbps',
  media: 'LR',
  serviceClass: 'metro',
  subscriptionTerm: 12,
  description: 'ExpressRoute Direct to East US (primary)',
  poNumber: 'PO-2310',
  state: 'active',
  autoneg: false,
  encapsulation: 'dot1q',
  portCategory: 'primary',
  adminStatus: 'up',
  operationalStatus: 'up',
};

/**
 * Acme's Azure ExpressRoute Direct port at WDC1 as a real object of the dedicated-cloud table: it holds a port of the
 * PoP's capacity, the network's record of its finished provisioning answers its status, its order is in the activity
 * log, it is in the inventory (search, counts, `/circuits/{id}`) and it is measured like any port.
 */
export function addDemoDedicatedClouds(world: DemoWorld, owner: { customerId: string; orderedBy: string }): void {
  const { customerId } = owner;
  const row: NewDedicatedCloudRow = {
    ...AZURE_WDC,
    customerId,
    accountUuid: customerId,
    userUuid: owner.orderedBy,
    createdAt: ORDERED_AT,
    updatedAt: ORDERED_AT,
  };
  world.add(dedicatedClouds, [row]);
  const slot = world
    .rowsOf(portCapacity)
    .find(
      (capacity) =>
        capacity.pop === row.pop &&
        capacity.zone === row.zone &&
        capacity.speed === row.speed &&
        capacity.media === row.media,
    );
  if (!slot) throw new Error(`demo dedicated cloud ${row.circuitId}: no capacity row at ${row.pop} ${row.zone}`);
  slot.used = (slot.used ?? 0) + 1;
  world.add(circuits, [
    inventoryRow({
      circuitId: row.circuitId,
      customerId,
      serviceType: 'cloud-dedicated',
      name: row.description,
      description: `Azure ExpressRoute Direct ${row.speed} ${row.pop} ${row.poNumber ?? ''}`.trim(),
      labels: ['production', 'azure'],
      state: 'active',
      summary: 'active',
      pop: row.pop,
    }),
  ]);
  world.add(telemetryInterfaces, [
    {
      telemetryId: row.circuitId,
      customerId,
      objectId: row.circuitId,
      speedMbps: 10_000,
      media: row.media,
      hasOptics: true,
      linkIds: [],
      startedAt: ORDERED_AT,
    },
  ]);
  world.afterLoad('demo dedicated clouds: history', async ({ tx, inserted }) => {
    const added = inserted(dedicatedClouds);
    if (added.length === 0) return;
    await recordFinishedProvisioning(
      tx,
      added.map((item) => ({ ref: refOf(item), at: ORDERED_AT })),
    );
    await tx.insert(activityLog).values(
      added.map((item) => ({
        customerId,
        actorUserId: owner.orderedBy,
        action: 'cloud_dedicated.create',
        objectType: DEDICATED_OBJECT_TYPE,
        objectId: item.circuitId,
        before: null,
        after: {
          provider: item.provider,
          description: item.description,
          pop: item.pop,
          zone: item.zone,
          speed: item.speed,
          subscription_term: item.subscriptionTerm,
          service_class: item.serviceClass,
          encapsulation: item.encapsulation,
          port_category: item.portCategory,
        },
        createdAt: ORDERED_AT,
      })),
    );
  });
}
