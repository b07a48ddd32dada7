import type { Executor } from '../db/client.js';
import type { CircuitServiceType, CircuitSummary } from '../db/schema/index.js';
import { customers } from '../db/schema/index.js';
import { type InventoryEntry, insertCircuits } from '../modules/platform/inventory/inventory.repo.js';
import { DEMO_LOCATIONS } from './demo-locations.js';

/**
 * The scale generator (`npm run seed:scale`, `bench/search.ts`): many customers and a believable circuit inventory
 * for them, to measure search, counts and the dashboard at size. Everything is derived from the row's index, so a
 * second run over the same sizes writes the same ids and changes nothing.
 */

/** Every generated customer's id starts with this, apart from any demo or real customer. */
export const SCALE_CUSTOMER_ID_PREFIX = '5ca1e000-0000-4000-8000-';
/** Every generated customer's name starts with this. */
export const SCALE_CUSTOMER_NAME_PREFIX = 'Scale';
/** Generated circuit numbers start here, far above the demo world's ids. */
const FIRST_CIRCUIT_NUMBER = 80_000_000;

/** The id of the generated customer number `index` (0-based). */
export function scaleCustomerId(index: number): string {
  return `${SCALE_CUSTOMER_ID_PREFIX}${index.toString(16).padStart(12, '0')}`;
}

const COMPANY_WORDS = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Wingtip', 'Litware', 'Proseware', 'Lucerne'];
const COMPANY_KINDS = ['Logistics', 'Health', 'Media', 'Bank', 'Retail', 'Energy', 'Foods', 'Labs', 'Freight'];

/** A stable pseudo-random integer in [0, modulo) for a row index and a purpose (salt). */
export function stableChoice(index: number, salt: number, modulo: number): number {
  let hash = Math.imul(index ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  hash = Math.imul(hash ^ (hash >>> 16), 0x7feb352d);
  hash = Math.imul(hash ^ (hash >>> 15), 0x846ca68b);
  return ((hash ^ (hash >>> 16)) >>> 0) % modulo;
}

function pick<T>(items: readonly T[], index: number, salt: number): T {
  return items[stableChoice(index, salt, items.length)] as T;
}

/** The generated customer number `index`: a prefixed, believable company name. */
export function scaleCustomer(index: number): typeof customers.$inferInsert {
  const word = COMPANY_WORDS[index % COMPANY_WORDS.length];
  const kind = COMPANY_KINDS[Math.floor(index / COMPANY_WORDS.length) % COMPANY_KINDS.length];
  const number = String(index + 1).padStart(4, '0');
  return {
    id: scaleCustomerId(index),
    name: `${SCALE_CUSTOMER_NAME_PREFIX} ${number} ${word} ${kind}`,
    type: 'others',
    email: `noc+${number}@${word?.toLowerCase()}-${kind?.toLowerCase()}.example`,
  };
}

/**
 * One block of a customer's estate, repeated: a cloud router with its connections and a LAG with its members come
 * first in the block so that the children's parents always exist; then the other products in believable shares.
 */
const BLOCK: readonly { type: CircuitServiceType; parentSlot?: number }[] = [
  { type: 'l3nf' },
  { type: 'lag' },
  { type: 'port', parentSlot: 1 },
  { type: 'port', parentSlot: 1 },
  ...Array.from({ length: 4 }, () => ({ type: 'cr-connection' as const, parentSlot: 0 })),
  ...(
    [
      ['port', 13],
      ['vc', 11],
      ['ptp', 3],
      ['cloud-hosted', 6],
      ['cloud-dedicated', 2],
      ['cross-connect', 3],
      ['hpi', 1],
      ['ix', 2],
      ['flex-bandwidth', 1],
    ] as const
  ).flatMap(([type, count]) => Array.from({ length: count }, () => ({ type }))),
];

const LABELS = ['production', 'staging', 'backup', 'dr-site', 'finance', 'erp', 'customer-facing', 'lab', 'voice'];
const ROLES = ['core uplink', 'edge', 'backup path', 'office', 'data centre', 'replication', 'transit', 'peering'];
const TEAMS = ['network operations', 'platform', 'trading floor', 'warehouse', 'clinic', 'studio', 'retail stores'];

/** Summary and state of a generated circuit: mostly active, some still provisioning, a few warnings and errors. */
function stateOf(index: number): { summary: CircuitSummary; state: string } {
  const roll = stableChoice(index, 7, 100);
  if (roll < 82) return { summary: 'active', state: 'active' };
  if (roll < 92) return { summary: 'provisioning', state: pick(['requested', 'provisioning', 'pending'], index, 8) };
  if (roll < 97) return { summary: 'warning', state: 'active' };
  return { summary: 'error', state: 'error' };
}

/** The wire reference's id format of each service type, for a circuit number and its two ends. */
function circuitIdOf(type: CircuitServiceType, number: number, pop: string, from: string, to: string): string {
  switch (type) {
    case 'port':
      return `PF-AP-${pop}-${number}`;
    case 'lag':
      return `PF-AE-${pop}-${number}`;
    case 'vc':
      return `PF-BC-${from}-${to}-${number}-PF`;
    case 'ptp':
      return `PF-PD-${from}-${to}-${number}-PF`;
    case 'cloud-hosted':
      return `PF-CC-${from}-${to}-${number}-PF`;
    case 'cloud-dedicated':
      return `PF-DC-${from}-${to}-${number}`;
    case 'l3nf':
      return `PF-L3-CUST-${number}`;
    case 'cr-connection':
      return `PF-L3-CON-${number}`;
    case 'cross-connect':
      return `PF-XC-${pop}-${number}`;
    case 'hpi':
      return `PF-L3-TRAN-${number}`;
    case 'ix':
      return `PF-IX-${pop}-${number}`;
    case 'flex-bandwidth':
      return `PF-AB-${number}`;
  }
}

interface Placement {
  customerId: string;
  slot: (typeof BLOCK)[number];
  /** The global index of the parent circuit, for LAG members and cloud router connections. */
  parentIndex: number | null;
}

/** Which customer circuit `index` belongs to and which slot of its estate it fills (circuits go round-robin). */
function placementOf(index: number, ownerIds: readonly string[]): Placement {
  const owners = ownerIds.length;
  const ordinal = Math.floor(index / owners);
  const slotIndex = ordinal % BLOCK.length;
  const slot = BLOCK[slotIndex] as (typeof BLOCK)[number];
  const parentIndex =
    slot.parentSlot === undefined ? null : (ordinal - slotIndex + slot.parentSlot) * owners + (index % owners);
  return { customerId: ownerIds[index % owners] as string, slot, parentIndex };
}

function idOfIndex(index: number, ownerIds: readonly string[]): string {
  const { slot } = placementOf(index, ownerIds);
  const from = pick(DEMO_LOCATIONS, index, 1);
  const to = pick(DEMO_LOCATIONS, index, 2);
  return circuitIdOf(slot.type, FIRST_CIRCUIT_NUMBER + index, from.pop, from.market, to.market);
}

/**
 * Circuit number `index` (0-based, global) of a generated estate spread over `ownerIds`: a believable id in the
 * wire reference's format, a name, a description, labels, a spec 4 state and summary, and its parent when it is a
 * LAG member or a cloud router connection. Changed some time in the last 90 days before `now`.
 */
export function scaleCircuit(
  index: number,
  ownerIds: readonly string[],
  now = Date.now(),
): InventoryEntry & { createdAt: Date; updatedAt: Date } {
  const { customerId, slot, parentIndex } = placementOf(index, ownerIds);
  const from = pick(DEMO_LOCATIONS, index, 1);
  const to = pick(DEMO_LOCATIONS, index, 2);
  const role = pick(ROLES, index, 3);
  const parentId = parentIndex === null ? null : idOfIndex(parentIndex, ownerIds);
  const parentType = parentIndex === null ? null : placementOf(parentIndex, ownerIds).slot.type;
  const labels = LABELS.filter((_, position) => stableChoice(index, 10 + position, LABELS.length * 2) === 0);
  const ordinal = Math.floor(index / ownerIds.length) + 1;
  const local = slot.type === 'port' || slot.type === 'lag' || slot.type === 'cross-connect' || slot.type === 'ix';
  const updatedAt = new Date(now - stableChoice(index, 4, 90 * 24 * 60) * 60_000);
  return {
    circuitId: idOfIndex(index, ownerIds),
    customerId,
    serviceType: slot.type,
    name: local ? `${from.city} ${role} ${ordinal}` : `${from.city} to ${to.city} ${role} ${ordinal}`,
    description: `${role[0]?.toUpperCase()}${role.slice(1)} for the ${pick(TEAMS, index, 5)} at ${from.site}`,
    labels,
    parentCircuitId: parentId,
    relatedServices: parentId && parentType ? [{ circuit_id: parentId, service_type: parentType }] : [],
    ...stateOf(index),
    pop: from.pop,
    createdAt: new Date(updatedAt.getTime() - stableChoice(index, 6, 365) * 86_400_000),
    updatedAt,
  };
}

export interface ScaleProgress {
  done: number;
  total: number;
}

/** Adds the generated customers 0..count-1 (kept when they exist) and answers their ids. */
export async function insertScaleCustomers(db: Executor, count: number, batchSize = 500): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, count - start) }, (_, offset) =>
      scaleCustomer(start + offset),
    );
    await db.insert(customers).values(batch).onConflictDoNothing({ target: customers.id });
    ids.push(...batch.map((customer) => customer.id as string));
  }
  return ids;
}

/**
 * Adds circuits 0..count-1 spread over `ownerIds`, `batchSize` rows per statement (under PostgreSQL's 65,535
 * parameters), reporting after each batch. Existing circuit ids are kept.
 */
export async function insertScaleCircuits(
  db: Executor,
  ownerIds: readonly string[],
  count: number,
  options: { batchSize?: number; onProgress?: (progress: ScaleProgress) => void } = {},
): Promise<void> {
  if (ownerIds.length === 0) throw new Error('the scale generator needs at least one customer');
  const batchSize = options.batchSize ?? 2000;
  const now = Date.now();
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    await insertCircuits(
      db,
      Array.from({ length: size }, (_, offset) => scaleCircuit(start + offset, ownerIds, now)),
    );
    options.onProgress?.({ done: start + size, total: count });
  }
}
