import { activityLog, vcInterfaces, virtualCircuits } from '../db/schema/index.js';
import { refOf } from '../modules/network/virtual-circuits/vc-actions.js';
import { VC_OBJECT_TYPE } from '../modules/network/virtual-circuits/vc-changes.js';
import type { NewVcInterfaceRow, NewVcRow } from '../modules/network/virtual-circuits/vcs.repo.js';
import { DEMO_NETWORK } from './demo-network.js';
import { recordFinishedProvisioning } from './demo-workflows.js';
import type { DemoWorld } from './demo-world.js';

/** When the demo VCs were ordered and came into service (their telemetry history starts then too). */
const ORDERED_AT = new Date(Date.UTC(2025, 8, 15, 14, 0));

interface DemoVc {
  vc: Omit<NewVcRow, 'customerId' | 'accountUuid'>;
  ends: { port: string; vlan: number }[];
}

/**
 * Acme's two backbone VCs (the ids `demo-network.ts` gives their inventory rows and telemetry): a longhaul 1 Gbps
 * EVPL from NYC1 to London on VLAN 100, and a metro 500 Mbps backup path from NYC1 to NYC5 on VLANs 200 and 201,
 * whose NYC5 end is operationally down (spec 4: warning).
 */
const DEMO_VCS: readonly DemoVc[] = [
  {
    vc: {
      circuitId: DEMO_NETWORK.longhaulVc,
      serviceType: 'backbone',
      mode: 'evpl',
      serviceClass: 'longhaul',
      longhaulType: 'dedicated',
      speed: '1Gbps',
      subscriptionTerm: 12,
      state: 'active',
      description: 'NYC1-LON1 trading replication',
      poNumber: 'PO-2291',
    },
    ends: [
      { port: DEMO_NETWORK.ports.nyc, vlan: 100 },
      { port: DEMO_NETWORK.ports.london, vlan: 100 },
    ],
  },
  {
    vc: {
      circuitId: DEMO_NETWORK.metroVc,
      serviceType: 'backbone',
      mode: 'evpl',
      serviceClass: 'metro',
      longhaulType: 'dedicated',
      speed: '500Mbps',
      subscriptionTerm: 1,
      state: 'active',
      description: 'NYC1-NYC5 metro backup path',
    },
    ends: [
      { port: DEMO_NETWORK.ports.nyc, vlan: 200 },
      { port: DEMO_NETWORK.ports.secaucus, vlan: 201 },
    ],
  },
];

/**
 * Acme's VCs as real objects of the virtual-circuits tables, with their ends on Acme's demo ports and their order
 * in the activity log. Fixed ids: loading twice changes nothing.
 */
export function addDemoVirtualCircuits(world: DemoWorld, owner: { customerId: string; orderedBy: string }): void {
  const { customerId } = owner;
  world.add(
    virtualCircuits,
    DEMO_VCS.map(({ vc }) => ({
      ...vc,
      customerId,
      accountUuid: customerId,
      createdAt: ORDERED_AT,
      updatedAt: ORDERED_AT,
    })),
  );
  world.add(
    vcInterfaces,
    DEMO_VCS.flatMap(({ vc, ends }) =>
      ends.map(
        (end, index): NewVcInterfaceRow => ({
          vcCircuitId: vc.circuitId,
          customerId,
          side: index === 0 ? 'a' : 'z',
          portCircuitId: end.port,
          vlan: end.vlan,
          svlan: null,
          untagged: false,
          outerVlan: end.vlan,
          innerVlan: 0,
          provisioningStatus: 'active',
          createdAt: ORDERED_AT,
          updatedAt: ORDERED_AT,
        }),
      ),
    ),
  );
  world.afterLoad('demo virtual circuits: history', async ({ tx, inserted }) => {
    const added = inserted(virtualCircuits);
    if (added.length === 0) return;
    await recordFinishedProvisioning(
      tx,
      added.map((row) => ({ ref: refOf(row), at: ORDERED_AT })),
    );
    await tx.insert(activityLog).values(
      added.map((row) => ({
        customerId,
        actorUserId: owner.orderedBy,
        action: 'vc.create',
        objectType: VC_OBJECT_TYPE,
        objectId: row.circuitId,
        before: null,
        after: {
          description: row.description,
          bandwidth: { speed: row.speed, subscription_term: row.subscriptionTerm, longhaul_type: row.longhaulType },
          service_class: row.serviceClass,
          interfaces: DEMO_VCS.find((demo) => demo.vc.circuitId === row.circuitId)?.ends ?? [],
        },
        createdAt: ORDERED_AT,
      })),
    );
  });
}
