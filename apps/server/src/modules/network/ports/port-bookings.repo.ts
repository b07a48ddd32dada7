import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { portBookings } from '../../../db/schema/index.js';
import type { PortSlot } from '../../operations/locations/capacity.repo.js';

export type PortBookingRow = typeof portBookings.$inferSelect;

const slotMatches = (slot: PortSlot) =>
  and(
    eq(portBookings.pop, slot.pop),
    eq(portBookings.zone, slot.zone),
    eq(portBookings.speed, slot.speed),
    eq(portBookings.media, slot.media),
  );

export async function insertBooking(
  db: Executor,
  values: PortSlot & { customerId: string; expiresAt: Date },
): Promise<PortBookingRow> {
  const [row] = await db.insert(portBookings).values(values).returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

/** The customer's bookings that still hold capacity, oldest first. */
export async function listLiveBookings(db: Executor, customerId: string): Promise<PortBookingRow[]> {
  return db
    .select()
    .from(portBookings)
    .where(and(eq(portBookings.customerId, customerId), gt(portBookings.expiresAt, sql`now()`)))
    .orderBy(asc(portBookings.createdAt), asc(portBookings.id));
}

/** Removes a booking of the customer (released, expired or used by an order); null when there is none. */
export async function deleteBooking(db: Executor, customerId: string, id: string): Promise<PortBookingRow | null> {
  const [row] = await db
    .delete(portBookings)
    .where(and(eq(portBookings.customerId, customerId), eq(portBookings.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Uses up one live booking of the customer for the slot (an order of a booked port), the oldest first; null when
 * the customer booked none. Locked with SKIP LOCKED, so two orders never use the same booking.
 */
export async function takeBooking(db: Executor, customerId: string, slot: PortSlot): Promise<PortBookingRow | null> {
  const [candidate] = await db
    .select({ id: portBookings.id })
    .from(portBookings)
    .where(and(eq(portBookings.customerId, customerId), slotMatches(slot), gt(portBookings.expiresAt, sql`now()`)))
    .orderBy(asc(portBookings.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return candidate ? deleteBooking(db, customerId, candidate.id) : null;
}

/** A booking by id whatever its customer (the expiry job, which acts for the network). */
export async function deleteBookingById(db: Executor, id: string): Promise<PortBookingRow | null> {
  const [row] = await db.delete(portBookings).where(eq(portBookings.id, id)).returning();
  return row ?? null;
}
