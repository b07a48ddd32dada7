import type { Executor } from '../db/client.js';
import { locations, ports } from '../db/schema/index.js';
import { upsertCircuit } from '../modules/platform/inventory/inventory.repo.js';

/** A port as a test needs it, written straight into the tables (with its inventory row), not ordered. */
export interface TestPort {
  circuitId: string;
  customerId: string;
  pop?: string;
  state?: string;
  status?: string;
  isLag?: boolean;
}

/** Writes a port of the customer with a fixed demarcation; the default is an active 10Gbps LR port at WDC1. */
export async function insertTestPort(db: Executor, port: TestPort): Promise<void> {
  const state = port.state ?? 'active';
  await db.insert(ports).values({
    circuitId: port.circuitId,
    customerId: port.customerId,
    accountUuid: port.customerId,
    isLag: port.isLag ?? false,
    pop: port.pop ?? 'WDC1',
    zone: 'A',
    speed: '10Gbps',
    media: 'LR',
    demarcationSite: 'Equinix DC2',
    demarcationCage: 'Cage 42',
    demarcationPanel: 'MMR-3',
    demarcationModule: 'M2',
    demarcationPosition: '17',
    state,
    status: port.status ?? state,
    adminStatus: 'up',
    operationalStatus: 'up',
    subscriptionTerm: 1,
    description: `Test port ${port.circuitId}`,
  });
  await upsertCircuit(db, {
    circuitId: port.circuitId,
    customerId: port.customerId,
    serviceType: port.isLag ? 'lag' : 'port',
    state,
    summary: state === 'active' ? 'active' : 'provisioning',
    pop: port.pop ?? 'WDC1',
  });
}

/** Adds a PoP run by another vendor (a copy of WDC1 under a new code), for the vendor rules of spec 5. */
export async function insertVendorLocation(db: Executor, pop: string, vendor: string): Promise<void> {
  const [template] = await db.select().from(locations).limit(1);
  if (!template) throw new Error('no location to copy: seed the demo first');
  await db
    .insert(locations)
    .values({ ...template, pop, vendor, siteCode: `${pop}-SITE`, createdAt: new Date() })
    .onConflictDoNothing();
}
