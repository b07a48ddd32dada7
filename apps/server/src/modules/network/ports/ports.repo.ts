import type { ListPortsQuery } from '@portal/contract';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { customers, locations, ports } from '../../../db/schema/index.js';

export type PortRow = typeof ports.$inferSelect;
export type NewPortRow = typeof ports.$inferInsert;
export type LocationRow = typeof locations.$inferSelect;

/** A port with what its wire shape needs from elsewhere: its PoP, its customer's name and its member count. */
export interface PortRecord {
  port: PortRow;
  location: LocationRow;
  customerName: string;
  memberCount: number;
}

const memberCount = sql<number>`(select count(*) from ${ports} as members where members.lag_id = ${ports.circuitId})::int`;

function selectRecords(db: Executor) {
  return db
    .select({ port: ports, location: locations, customerName: customers.name, memberCount })
    .from(ports)
    .innerJoin(locations, eq(locations.pop, ports.pop))
    .innerJoin(customers, eq(customers.id, ports.customerId));
}

/** One port or LAG of the customer, or null: another customer's id reads as missing (ARCHITECTURE rule 3). */
export async function findPortRecord(db: Executor, customerId: string, circuitId: string): Promise<PortRecord | null> {
  const [row] = await selectRecords(db)
    .where(and(eq(ports.customerId, customerId), eq(ports.circuitId, circuitId)))
    .limit(1);
  return row ?? null;
}

/**
 * One port or LAG of the customer, locked for the change about to be made (the caller's transaction), or null.
 * Other modules use it to check that a port circuit id named in a request is the caller's (cross connects, VCs).
 */
export async function findCustomerPort(
  db: Executor,
  customerId: string,
  circuitId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PortRow | null> {
  const query = db
    .select()
    .from(ports)
    .where(and(eq(ports.customerId, customerId), eq(ports.circuitId, circuitId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Several ports of the customer by id, locked in id order (so two requests never lock them crosswise). */
export async function lockCustomerPorts(db: Executor, customerId: string, circuitIds: readonly string[]) {
  if (circuitIds.length === 0) return [];
  return db
    .select()
    .from(ports)
    .where(and(eq(ports.customerId, customerId), inArray(ports.circuitId, [...circuitIds])))
    .orderBy(asc(ports.circuitId))
    .for('update');
}

/** The circuit ids of a LAG's members. */
export async function listLagMemberIds(db: Executor, customerId: string, lagId: string): Promise<string[]> {
  const rows = await db
    .select({ id: ports.circuitId })
    .from(ports)
    .where(and(eq(ports.customerId, customerId), eq(ports.lagId, lagId)));
  return rows.map((row) => row.id);
}

/** The member ports of a LAG of the customer, oldest first. */
export async function listLagMemberRecords(db: Executor, customerId: string, lagId: string): Promise<PortRecord[]> {
  return selectRecords(db)
    .where(and(eq(ports.customerId, customerId), eq(ports.lagId, lagId)))
    .orderBy(asc(ports.createdAt), asc(ports.circuitId));
}

/** The spec 9 default filter (not cloud, not lag member, not ptp) unless the caller chose otherwise. */
function listConditions(customerId: string, query: ListPortsQuery): SQL[] {
  const conditions: SQL[] = [eq(ports.customerId, customerId)];
  // Cloud and point-to-point ports are never stored here (their modules own them), so `true` finds none.
  if (query.is_cloud === true || query.is_ptp === true) conditions.push(sql`false`);
  const isMember = query.is_lag_member ?? false;
  conditions.push(isMember ? sql`${ports.lagId} is not null` : isNull(ports.lagId));
  if (query.is_lag !== undefined) conditions.push(eq(ports.isLag, query.is_lag));
  if (query.state) conditions.push(eq(ports.state, query.state));
  if (query.pop) conditions.push(sql`lower(${ports.pop}) = lower(${query.pop})`);
  if (query.speed) conditions.push(eq(ports.speed, query.speed));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const matches = or(
      ilike(ports.circuitId, pattern),
      ilike(ports.description, pattern),
      ilike(ports.pop, pattern),
      ilike(ports.poNumber, pattern),
    );
    if (matches) conditions.push(matches);
  }
  return conditions;
}

const SORT_COLUMNS = {
  time_created: ports.createdAt,
  time_updated: ports.updatedAt,
  port_circuit_id: ports.circuitId,
  description: ports.description,
  pop: ports.pop,
  speed: ports.speed,
  state: ports.state,
} as const;

function orderOf(sort: string): SQL[] {
  const isDescending = sort.startsWith('-');
  const field = (isDescending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[field] ?? ports.createdAt;
  // The circuit id breaks ties, so pages never overlap.
  return [isDescending ? desc(column) : asc(column), asc(ports.circuitId)];
}

/** A page of the customer's ports and LAGs with the total matching the filters (`x-total-item-count`). */
export async function listPortRecords(
  db: Executor,
  customerId: string,
  query: ListPortsQuery,
): Promise<{ records: PortRecord[]; total: number }> {
  const where = and(...listConditions(customerId, query));
  const [records, [counted]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: sql<number>`count(*)::int` }).from(ports).where(where),
  ]);
  return { records, total: counted?.total ?? 0 };
}

export async function insertPort(db: Executor, values: NewPortRow): Promise<PortRow> {
  const [row] = await db.insert(ports).values(values).returning();
  if (!row) throw new Error('port insert returned nothing');
  return row;
}

/** Changes a port of the customer; null when the customer has no such port. */
export async function updatePortRow(
  db: Executor,
  customerId: string,
  circuitId: string,
  changes: Partial<Omit<NewPortRow, 'circuitId' | 'customerId'>>,
): Promise<PortRow | null> {
  const [row] = await db
    .update(ports)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(ports.customerId, customerId), eq(ports.circuitId, circuitId)))
    .returning();
  return row ?? null;
}

/** Puts ports of the customer in a LAG, or out of it with `lagId` null. */
export async function setLagOfPorts(
  db: Executor,
  customerId: string,
  circuitIds: readonly string[],
  lagId: string | null,
): Promise<PortRow[]> {
  if (circuitIds.length === 0) return [];
  return db
    .update(ports)
    .set({ lagId, updatedAt: new Date() })
    .where(and(eq(ports.customerId, customerId), inArray(ports.circuitId, [...circuitIds])))
    .returning();
}

/** Removes a port whose deletion the network finished. */
export async function deletePortRow(db: Executor, customerId: string, circuitId: string): Promise<PortRow | null> {
  const [row] = await db
    .delete(ports)
    .where(and(eq(ports.customerId, customerId), eq(ports.circuitId, circuitId)))
    .returning();
  return row ?? null;
}

/** The next LAG number of the customer at a PoP (wire reference 3.4 `number`), counting from 1. */
export async function nextLagNumber(db: Executor, customerId: string, pop: string): Promise<number> {
  const [row] = await db
    .select({ highest: sql<number>`coalesce(max(${ports.lagNumber}), 0)::int` })
    .from(ports)
    .where(and(eq(ports.customerId, customerId), eq(ports.pop, pop), eq(ports.isLag, true)));
  return (row?.highest ?? 0) + 1;
}

/** The PoPs where the customer has ports (the customer-locations footprint). */
export async function popsWithPorts(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ pop: ports.pop }).from(ports).where(eq(ports.customerId, customerId));
  return rows.map((row) => row.pop);
}

/** The customer's ports and LAGs as measured circuits (the metric endpoints' `interface` kind). */
export async function listPortIds(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db.select({ id: ports.circuitId }).from(ports).where(eq(ports.customerId, customerId));
  return rows.map((row) => row.id);
}
