import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { outboundCrossConnects } from '../../../db/schema/index.js';

export type CrossConnectRow = typeof outboundCrossConnects.$inferSelect;
export type NewCrossConnect = Omit<typeof outboundCrossConnects.$inferInsert, 'createdAt' | 'updatedAt'>;

const ofCustomer = (customerId: string, circuitId: string) =>
  and(eq(outboundCrossConnects.customerId, customerId), eq(outboundCrossConnects.circuitId, circuitId));

/** Inserts an order; null when the port already has a live cross connect or the id is taken (unique indexes). */
export async function insertCrossConnect(db: Executor, values: NewCrossConnect): Promise<CrossConnectRow | null> {
  const [row] = await db.insert(outboundCrossConnects).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The customer's cross connects that are not deleted, newest first. */
export async function listCrossConnects(db: Executor, customerId: string): Promise<CrossConnectRow[]> {
  return db
    .select()
    .from(outboundCrossConnects)
    .where(and(eq(outboundCrossConnects.customerId, customerId), eq(outboundCrossConnects.deleted, false)))
    .orderBy(desc(outboundCrossConnects.createdAt), desc(outboundCrossConnects.circuitId));
}

/** One cross connect of the customer (deleted ones too), or null; `forUpdate` locks it for a change. */
export async function findCrossConnect(
  db: Executor,
  customerId: string,
  circuitId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CrossConnectRow | null> {
  const query = db.select().from(outboundCrossConnects).where(ofCustomer(customerId, circuitId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** spec 5: true when the port already has a cross connect that is not deleted. */
export async function portHasCrossConnect(db: Executor, customerId: string, portCircuitId: string): Promise<boolean> {
  const [row] = await db
    .select({ circuitId: outboundCrossConnects.circuitId })
    .from(outboundCrossConnects)
    .where(
      and(
        eq(outboundCrossConnects.customerId, customerId),
        eq(outboundCrossConnects.portCircuitId, portCircuitId),
        eq(outboundCrossConnects.deleted, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateCrossConnect(
  db: Executor,
  customerId: string,
  circuitId: string,
  changes: Partial<Pick<CrossConnectRow, 'obccStatus' | 'state' | 'progress' | 'deleted' | 'userDescription'>>,
): Promise<CrossConnectRow | null> {
  const [row] = await db
    .update(outboundCrossConnects)
    .set({ ...changes, updatedAt: new Date() })
    .where(ofCustomer(customerId, circuitId))
    .returning();
  return row ?? null;
}
