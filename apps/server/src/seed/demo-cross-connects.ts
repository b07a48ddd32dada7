import type { Executor } from '../db/client.js';
import { documents, outboundCrossConnects } from '../db/schema/index.js';
import { inventoryEntryOf } from '../modules/network/cross-connects/cross-connects.presenter.js';
import { findCrossConnect } from '../modules/network/cross-connects/cross-connects.repo.js';
import { renderLoaPdf } from '../modules/operations/documents/loa-pdf.js';
import { findPortDemarcation } from '../modules/operations/documents/port-demarcation.repo.js';
import { upsertCircuit } from '../modules/platform/inventory/inventory.repo.js';
import type { DemoWorld } from './demo-world.js';

/** Fixed ids keep the demo cross connect idempotent. */
export const DEMO_CROSS_CONNECT = {
  circuitId: 'PF-XC-NYC1-1000030',
  outboundCrossConnectId: 'OBCC-1000030',
  documentId: '00000000-0000-4000-8000-0000000a0030',
} as const;

const DESTINATION = { name: 'Northwind Fiber', panel: 'PP-0412', module: '2', position: '15-16' };

/**
 * Acme's completed cross connect from its NYC1 port to another carrier in the same building, with the Letter of
 * Authorization that carrier gave Acme (a real PDF, stored as a `customer_loa` document). An after-load step: the
 * LOA is drawn from the stored port's demarcation. Skipped when the port is not there; loading twice changes nothing.
 */
export function addDemoCrossConnects(
  world: DemoWorld,
  options: { customerId: string; portCircuitId: string; issuedAt: Date },
): void {
  world.afterLoad('demo cross connect and its LOA', (context) => seedCrossConnect(context.tx, options));
}

async function seedCrossConnect(
  tx: Executor,
  options: { customerId: string; portCircuitId: string; issuedAt: Date },
): Promise<void> {
  if (await findCrossConnect(tx, options.customerId, DEMO_CROSS_CONNECT.circuitId)) return;
  const port = await findPortDemarcation(tx, options.customerId, options.portCircuitId);
  if (!port) return;
  const pdf = await renderLoaPdf({
    // The other party's letter: it authorizes Acme, which orders the cross connect, as its agent.
    issuerName: DESTINATION.name,
    authorizedName: DESTINATION.name,
    providerName: 'Acme Networks',
    portCircuitId: 'NWF-NYC-88412',
    speed: port.speed,
    media: port.media,
    site: port.site,
    siteCode: port.siteCode,
    addressLines: port.addressLines,
    cage: 'Cage 7C',
    panel: DESTINATION.panel,
    module: DESTINATION.module,
    position: DESTINATION.position,
    issuedAt: options.issuedAt,
    validDays: 90,
    reference: DEMO_CROSS_CONNECT.documentId,
  });
  await tx
    .insert(documents)
    .values({
      id: DEMO_CROSS_CONNECT.documentId,
      customerId: options.customerId,
      name: 'Northwind Fiber LOA.pdf',
      description: 'LOA from Northwind Fiber for the NYC1 hand-off',
      type: 'customer_loa',
      mimeType: 'application/pdf',
      byteSize: pdf.length,
      data: pdf,
      circuitId: port.circuitId,
      createdAt: options.issuedAt,
      updatedAt: options.issuedAt,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .insert(outboundCrossConnects)
    .values({
      circuitId: DEMO_CROSS_CONNECT.circuitId,
      outboundCrossConnectId: DEMO_CROSS_CONNECT.outboundCrossConnectId,
      customerId: options.customerId,
      portCircuitId: port.circuitId,
      site: port.siteCode,
      pop: port.pop,
      documentId: DEMO_CROSS_CONNECT.documentId,
      obccStatus: 'order closed',
      state: 'active',
      progress: 100,
      description: 'NYC1 hand-off to Northwind Fiber',
      userDescription: 'Carrier diversity for the trading replication path',
      destinationName: DESTINATION.name,
      destinationCircuitId: 'NWF-NYC-88412',
      panel: DESTINATION.panel,
      module: DESTINATION.module,
      position: DESTINATION.position,
      createdAt: options.issuedAt,
      updatedAt: options.issuedAt,
    })
    .onConflictDoNothing()
    .returning();
  if (row) await upsertCircuit(tx, inventoryEntryOf(row));
}
