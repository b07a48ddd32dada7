import { PAGE_TITLE_BASE } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { customers } from '../../../db/schema/index.js';
import { findCustomerPort, findPortRecord } from '../../network/ports/ports.repo.js';

/** A port of the customer with its data center and the demarcation the network assigned to it. */
export interface PortDemarcation {
  circuitId: string;
  isLag: boolean;
  isLagMember: boolean;
  state: string;
  status: string;
  pop: string;
  speed: string;
  media: string;
  /** The data center's vendor (spec 5: colt ports get no cross connect) and the network provider. */
  vendor: string;
  networkProvider: string;
  site: string;
  siteCode: string;
  addressLines: string[];
  cage: string;
  panel: string;
  module: string;
  position: string;
}

/**
 * One port (or LAG) of the customer with its demarcation, read through the ports module's repository, or null:
 * another customer's port reads as missing. `forUpdate` locks the port row first, so the port cannot change or go
 * while an order made from it commits.
 */
export async function findPortDemarcation(
  db: Executor,
  customerId: string,
  circuitId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PortDemarcation | null> {
  if (options.forUpdate && !(await findCustomerPort(db, customerId, circuitId, { forUpdate: true }))) return null;
  const record = await findPortRecord(db, customerId, circuitId);
  if (!record) return null;
  const { port, location } = record;
  const cityLine = [location.city, [location.state, location.postal].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    circuitId: port.circuitId,
    isLag: port.isLag,
    isLagMember: port.lagId !== null,
    state: port.state,
    status: port.status,
    pop: port.pop,
    speed: port.speed,
    media: port.media,
    vendor: location.vendor,
    networkProvider: location.networkProvider,
    site: port.demarcationSite,
    siteCode: location.siteCode,
    addressLines: [location.address1, location.address2, cityLine, location.country].filter((line) => line !== ''),
    cage: port.demarcationCage,
    panel: port.demarcationPanel,
    module: port.demarcationModule,
    position: port.demarcationPosition,
  };
}

/**
 * The provider's name, for the letterhead of its letters: its own company in the portal (the one its staff belong
 * to), else the product's name.
 */
export async function findProviderName(db: Executor): Promise<string> {
  const [row] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.isProvider, true))
    .orderBy(asc(customers.createdAt))
    .limit(1);
  return row?.name.trim() || PAGE_TITLE_BASE;
}
