import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { portCapacity } from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';

/** One kind of port at one place: what an order of a port consumes. */
export interface PortSlot {
  pop: string;
  zone: string;
  speed: string;
  media: string;
}

export type PortCapacityRow = typeof portCapacity.$inferSelect;

function slotMatches(slot: PortSlot) {
  return and(
    eq(portCapacity.pop, slot.pop),
    eq(portCapacity.zone, slot.zone),
    eq(portCapacity.speed, slot.speed),
    eq(portCapacity.media, slot.media),
  );
}

/**
 * Takes one port of the slot, inside the caller's transaction (the order that consumes it). The single guarded
 * UPDATE is atomic under concurrent orders: the second order waits for the first's row lock and re-checks
 * `used < total`, so capacity is never oversold. Refuses with `no_capacity` when none is left.
 */
export async function reservePortCapacity(db: Executor, slot: PortSlot): Promise<{ remaining: number }> {
  const [row] = await db
    .update(portCapacity)
    .set({ used: sql`${portCapacity.used} + 1`, updatedAt: new Date() })
    .where(and(slotMatches(slot), lt(portCapacity.used, portCapacity.total)))
    .returning({ total: portCapacity.total, used: portCapacity.used });
  if (!row) {
    const message = `No ${slot.speed} ${slot.media} port is left in zone ${slot.zone} of ${slot.pop}. Choose another zone, speed or media.`;
    // A 400 names the field (ARCHITECTURE rule 5): the zone is the choice that most often has room elsewhere.
    throw new AppError('no_capacity', message, { zone: message });
  }
  return { remaining: row.total - row.used };
}

/** Gives one port of the slot back (a deleted port), inside the caller's transaction; false when none was taken. */
export async function releasePortCapacity(db: Executor, slot: PortSlot): Promise<boolean> {
  const rows = await db
    .update(portCapacity)
    .set({ used: sql`${portCapacity.used} - 1`, updatedAt: new Date() })
    .where(and(slotMatches(slot), gt(portCapacity.used, 0)))
    .returning({ used: portCapacity.used });
  return rows.length > 0;
}

/** Every capacity row of a PoP. */
export async function portCapacityAt(db: Executor, pop: string): Promise<PortCapacityRow[]> {
  return db.select().from(portCapacity).where(eq(portCapacity.pop, pop));
}

/** The zones of each PoP that have at least one port left, of any speed (spec 9 on-ramp lead time). */
export async function zonesWithCapacity(db: Executor): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ pop: portCapacity.pop, zone: portCapacity.zone })
    .from(portCapacity)
    .groupBy(portCapacity.pop, portCapacity.zone)
    .having(sql`sum(${portCapacity.total} - ${portCapacity.used}) > 0`)
    .orderBy(portCapacity.pop, portCapacity.zone);
  const byPop = new Map<string, string[]>();
  for (const row of rows) byPop.set(row.pop, [...(byPop.get(row.pop) ?? []), row.zone]);
  return byPop;
}
