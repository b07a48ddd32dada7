import type { CreatePortRequest } from '@portal/contract';
import { messages, type Price, priceFor } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { contacts } from '../../../db/schema/index.js';
import { invalidField } from '../../../http/app-error.js';
import { findLocation } from '../../operations/locations/locations.repo.js';
import type { LocationRow } from './ports.repo.js';

export const UNKNOWN_POP_MESSAGE = 'There is no PoP with this code.';
export const UNKNOWN_ACCOUNT_MESSAGE = 'Not a billing account of your company.';
export const NO_ENNI_MESSAGE = 'eNNI ports are not sold at this PoP or at 1Gbps.';
export const NOT_PRICED_MESSAGE = 'This port is not sold with that subscription term.';

/** The PoP of an order and its zone (the one asked for, which must exist there). */
export async function assertOrderablePlace(
  db: Executor,
  order: { pop: string; zone?: string | undefined },
): Promise<{ location: LocationRow; zone: string | undefined }> {
  const location = await findLocation(db, order.pop.toUpperCase());
  if (!location) throw invalidField('pop', UNKNOWN_POP_MESSAGE);
  if (order.zone !== undefined && !location.zones.includes(order.zone.toUpperCase())) {
    throw invalidField('zone', messages.oneOf(location.zones));
  }
  return { location, zone: order.zone?.toUpperCase() };
}

/**
 * The billing account of an order: a billing contact of the customer, or the company itself (omitted or its own
 * uuid). Another company's account is refused like a wrong one.
 */
export async function resolveAccount(db: Executor, customerId: string, accountUuid: string | undefined) {
  if (accountUuid === undefined || accountUuid === customerId) return customerId;
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, accountUuid), eq(contacts.customerId, customerId), eq(contacts.isBilling, true)))
    .limit(1);
  if (!contact) throw invalidField('account_uuid', UNKNOWN_ACCOUNT_MESSAGE);
  return contact.id;
}

/** The price of a port order from the catalogue: an order the price list does not sell is refused. */
export function priceOfPort(order: Pick<CreatePortRequest, 'speed' | 'subscription_term'>): Price {
  const price = priceFor({ productType: 'port', speed: order.speed, term: order.subscription_term });
  if (!price) throw invalidField('subscription_term', NOT_PRICED_MESSAGE);
  return price;
}

/** An eNNI port needs a PoP that sells them and a speed above 1 Gbps (the capacity catalogue's rule). */
export function assertNniAllowed(order: Pick<CreatePortRequest, 'nni' | 'speed'>, location: LocationRow): void {
  if (order.nni && (!location.enniSupported || order.speed === '1Gbps')) throw invalidField('nni', NO_ENNI_MESSAGE);
}
