import type { ListFlexBandwidthQuery } from '@portal/contract';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { flexBandwidthPools, virtualCircuits } from '../../../db/schema/index.js';
import { escapeLikePattern } from '../../platform/inventory/inventory.repo.js';

export type FlexPoolRow = typeof flexBandwidthPools.$inferSelect;
export type NewFlexPoolRow = typeof flexBandwidthPools.$inferInsert;

/** A pool with what its circuits draw: the sum of their speeds (a burst included) and how many there are. */
export interface FlexPoolRecord {
  pool: FlexPoolRow;
  usedMbps: number;
  vcCount: number;
}

/** The speed of a circuit drawing from a pool (`drawing`) in Mbps (`1Gbps` is 1000) plus any burst, in SQL. */
const vcMbps = sql`(case when drawing.speed like '%Gbps' then 1000 else 1 end)
  * coalesce(nullif(regexp_replace(drawing.speed, '[^0-9]', '', 'g'), '')::int, 0) + drawing.burst_speed_mbps`;

/** The circuits drawing from the pool of the row, as a correlated subquery (the outer column qualified by hand: Drizzle leaves it bare). */
const drawingFrom = sql`from ${virtualCircuits} as drawing
  where drawing.flex_bandwidth_id = ${sql.identifier('flex_bandwidth_pools')}.${sql.identifier('flex_bandwidth_id')}`;
/** What the circuits drawing from the pool use (0 when none), and how many there are. */
const usedMbps = sql<number>`coalesce((select sum(${vcMbps}) ${drawingFrom}), 0)::int`;
const vcCount = sql<number>`(select count(*) ${drawingFrom})::int`;

function selectPools(db: Executor) {
  return db.select({ pool: flexBandwidthPools, usedMbps, vcCount }).from(flexBandwidthPools);
}

/** One pool of the customer with its usage, or null: another customer's id reads as missing. */
export async function findPoolRecord(db: Executor, customerId: string, id: string): Promise<FlexPoolRecord | null> {
  const [row] = await selectPools(db)
    .where(and(eq(flexBandwidthPools.customerId, customerId), eq(flexBandwidthPools.flexBandwidthId, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Locks one pool of the customer for a change of what it holds or what draws from it, and answers it with its
 * usage read after the lock: concurrent orders against the pool queue here, so each sees the others' circuits.
 */
export async function lockPool(tx: Executor, customerId: string, id: string): Promise<FlexPoolRecord | null> {
  const [locked] = await tx
    .select({ id: flexBandwidthPools.flexBandwidthId })
    .from(flexBandwidthPools)
    .where(and(eq(flexBandwidthPools.customerId, customerId), eq(flexBandwidthPools.flexBandwidthId, id)))
    .for('update');
  if (!locked) return null;
  return findPoolRecord(tx, customerId, locked.id);
}

const SORT_COLUMNS = {
  time_created: flexBandwidthPools.createdAt,
  flex_bandwidth_id: flexBandwidthPools.flexBandwidthId,
  description: flexBandwidthPools.description,
  capacity_mbps: flexBandwidthPools.capacityMbps,
  used_capacity_mbps: usedMbps,
  available_capacity_mbps: sql`${flexBandwidthPools.capacityMbps} - ${usedMbps}`,
} as const;

function orderOf(sort: string): SQL[] {
  const isDescending = sort.startsWith('-');
  const field = (isDescending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[field] ?? flexBandwidthPools.createdAt;
  return [isDescending ? desc(column) : asc(column), asc(flexBandwidthPools.flexBandwidthId)];
}

/** A page of the customer's pools with the total matching the text filter (`x-total-item-count`). */
export async function listPoolRecords(
  db: Executor,
  customerId: string,
  query: ListFlexBandwidthQuery,
): Promise<{ records: FlexPoolRecord[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(flexBandwidthPools.customerId, customerId)];
  if (query.q) {
    const pattern = `%${escapeLikePattern(query.q)}%`;
    conditions.push(
      or(
        ilike(flexBandwidthPools.flexBandwidthId, pattern),
        ilike(flexBandwidthPools.description, pattern),
        ilike(flexBandwidthPools.poNumber, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [records, [counted]] = await Promise.all([
    selectPools(db)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: sql<number>`count(*)::int` }).from(flexBandwidthPools).where(where),
  ]);
  return { records, total: counted?.total ?? 0 };
}

export async function insertPool(db: Executor, row: NewFlexPoolRow): Promise<void> {
  await db.insert(flexBandwidthPools).values(row);
}

/** Changes a pool of the customer; null when the customer has no such pool. */
export async function updatePool(
  db: Executor,
  customerId: string,
  id: string,
  changes: Partial<Pick<NewFlexPoolRow, 'capacityMbps' | 'subscriptionTerm'>>,
): Promise<FlexPoolRow | null> {
  const [row] = await db
    .update(flexBandwidthPools)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(flexBandwidthPools.customerId, customerId), eq(flexBandwidthPools.flexBandwidthId, id)))
    .returning();
  return row ?? null;
}

export async function deletePool(db: Executor, customerId: string, id: string): Promise<void> {
  await db
    .delete(flexBandwidthPools)
    .where(and(eq(flexBandwidthPools.customerId, customerId), eq(flexBandwidthPools.flexBandwidthId, id)));
}
