import { and, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { preparedPerDatabase } from '../../../db/prepared.js';
import {
  type CircuitServiceType,
  type CircuitSummary,
  circuits,
  type RelatedService,
} from '../../../db/schema/index.js';

/** What a product module tells the inventory about one of its circuits. */
export interface InventoryEntry {
  circuitId: string;
  customerId: string;
  serviceType: CircuitServiceType;
  name?: string;
  description?: string;
  labels?: readonly string[];
  parentCircuitId?: string | null;
  relatedServices?: readonly RelatedService[];
  state: string;
  summary: CircuitSummary;
  pop?: string | null;
}

export type InventoryRow = typeof circuits.$inferSelect;

/** The text the trigram index searches: id, name, description and labels, lower-cased. */
export function searchTextOf(entry: Pick<InventoryEntry, 'circuitId' | 'name' | 'description' | 'labels'>): string {
  return [entry.circuitId, entry.name ?? '', entry.description ?? '', ...(entry.labels ?? [])].join(' ').toLowerCase();
}

/** The table row of an inventory entry, with its search text (the demo world adds such rows in bulk). */
export function inventoryRow(entry: InventoryEntry) {
  return {
    circuitId: entry.circuitId,
    customerId: entry.customerId,
    serviceType: entry.serviceType,
    name: entry.name ?? '',
    description: entry.description ?? '',
    labels: [...(entry.labels ?? [])],
    parentCircuitId: entry.parentCircuitId ?? null,
    relatedServices: [...(entry.relatedServices ?? [])],
    state: entry.state,
    summary: entry.summary,
    pop: entry.pop ?? null,
    searchText: searchTextOf(entry),
    updatedAt: new Date(),
  };
}

/**
 * Adds or replaces a circuit in the inventory. Product modules call it in the transaction that creates or edits
 * their object, so search, counts and the dashboard never disagree with the product's own table. Labels belong to
 * the inventory (the labels area, the demo's curated ones), not to the product: an entry without `labels` keeps
 * those the circuit has, and its search text still holds them.
 */
export async function upsertCircuit(db: Executor, entry: InventoryEntry): Promise<void> {
  const values = inventoryRow(entry);
  const { circuitId: _id, customerId: _customer, labels: _labels, searchText, ...changes } = values;
  const kept =
    entry.labels === undefined
      ? {
          searchText: sql`concat_ws(' ', ${searchText}::text, nullif(lower(array_to_string(${circuits.labels}, ' ')), ''))`,
        }
      : { labels: values.labels, searchText };
  await db
    .insert(circuits)
    .values(values)
    .onConflictDoUpdate({ target: circuits.circuitId, set: { ...changes, ...kept } });
}

/**
 * Adds many circuits in one statement, keeping any circuit id that is already there (the scale generator; a run
 * repeated over the same ids changes nothing). `createdAt` and `updatedAt` backdate them, as a generated estate has a history.
 */
export async function insertCircuits(
  db: Executor,
  entries: readonly (InventoryEntry & { createdAt?: Date; updatedAt?: Date })[],
): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((entry) => ({
    ...inventoryRow(entry),
    ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
    ...(entry.updatedAt ? { updatedAt: entry.updatedAt } : {}),
  }));
  await db.insert(circuits).values(rows).onConflictDoNothing({ target: circuits.circuitId });
}

/** Moves a circuit to a new state (a workflow step, an enable or disable) without touching its other facts. */
export async function setCircuitState(
  db: Executor,
  customerId: string,
  circuitId: string,
  state: string,
  summary: CircuitSummary,
): Promise<void> {
  await db
    .update(circuits)
    .set({ state, summary, updatedAt: new Date() })
    .where(and(eq(circuits.customerId, customerId), eq(circuits.circuitId, circuitId)));
}

/** Removes a circuit once it is gone from the network (its delete workflow finished). */
export async function removeCircuit(db: Executor, customerId: string, circuitId: string): Promise<void> {
  await db.delete(circuits).where(and(eq(circuits.customerId, customerId), eq(circuits.circuitId, circuitId)));
}

/** One circuit of the customer, or null (a foreign id answers null: the caller says 404). */
export async function findCircuit(db: Executor, customerId: string, circuitId: string): Promise<InventoryRow | null> {
  const [row] = await db
    .select()
    .from(circuits)
    .where(and(eq(circuits.customerId, customerId), eq(circuits.circuitId, circuitId)))
    .limit(1);
  return row ?? null;
}

const topLevel = sql<boolean>`(${circuits.parentCircuitId} is null)`;

/** The dashboard's two reads, built once per database and prepared. */
const preparedFor = preparedPerDatabase((db) => ({
  counts: db
    .select({
      serviceType: circuits.serviceType,
      summary: circuits.summary,
      topLevel,
      count: sql<number>`count(*)::int`,
    })
    .from(circuits)
    .where(eq(circuits.customerId, sql.placeholder('customer')))
    .groupBy(circuits.serviceType, circuits.summary, topLevel)
    .prepare('inventory_counts'),
  attention: db
    .select()
    .from(circuits)
    .where(and(eq(circuits.customerId, sql.placeholder('customer')), ne(circuits.summary, 'active')))
    .orderBy(desc(circuits.updatedAt), circuits.circuitId)
    .limit(sql.placeholder('limit'))
    .prepare('inventory_attention'),
}));

/**
 * How many circuits of each service type and summary the customer has, top-level or inside another circuit (a LAG
 * member, a cloud router connection): the dashboard's counts.
 */
export async function countCircuits(
  db: Executor,
  customerId: string,
): Promise<{ serviceType: CircuitServiceType; summary: CircuitSummary; topLevel: boolean; count: number }[]> {
  return preparedFor(db).counts.execute({ customer: customerId });
}

/** LIKE's wildcards and its escape character, taken literally when a user types them. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The customer's circuits whose id, name, description or labels contain `query` (case-insensitive, wildcards taken
 * literally). The trigram index on search_text answers the ILIKE; the exact circuit id comes first, then the
 * closest texts by trigram similarity, then the circuit id for a stable order.
 */
export async function searchCircuits(
  db: Executor,
  customerId: string,
  query: string,
  limit: number,
): Promise<InventoryRow[]> {
  const needle = query.trim().toLowerCase();
  const pattern = `%${escapeLikePattern(needle)}%`;
  return db
    .select()
    .from(circuits)
    .where(and(eq(circuits.customerId, customerId), ilike(circuits.searchText, pattern)))
    .orderBy(
      sql`(lower(${circuits.circuitId}) = ${needle}) desc`,
      sql`similarity(${circuits.searchText}, ${needle}) desc`,
      circuits.circuitId,
    )
    .limit(limit);
}

/** The customer's circuits whose summary is not active, most recently changed first (the dashboard's attention list). */
export async function listCircuitsNeedingAttention(
  db: Executor,
  customerId: string,
  limit: number,
): Promise<InventoryRow[]> {
  return preparedFor(db).attention.execute({ customer: customerId, limit });
}
