import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  eventSubscriptions,
  ports,
  type StoredEventStream,
  telemetry1m,
  telemetryInterfaces,
  users,
  virtualCircuits,
} from '../db/schema/index.js';

export type EventSubscriptionRow = typeof eventSubscriptions.$inferSelect;

export interface NewEventSubscription {
  customerId: string;
  userId: string;
  sessionId: string | null;
  apiKeyId: string | null;
  streams: StoredEventStream[];
  expiresAt: Date;
}

/** Stores a subscription; the never-streamed ones that expired go at the same time, so they never pile up. */
export async function insertEventSubscription(db: Executor, subscription: NewEventSubscription, now: Date) {
  await db
    .delete(eventSubscriptions)
    .where(and(isNull(eventSubscriptions.firstStreamedAt), lt(eventSubscriptions.expiresAt, now)));
  const [row] = await db.insert(eventSubscriptions).values(subscription).returning({ id: eventSubscriptions.id });
  if (!row) throw new Error('event subscription insert returned nothing');
  return row.id;
}

/** The customer's subscription, or null for a missing id or another customer's. */
export async function findEventSubscription(
  db: Executor,
  customerId: string,
  id: string,
): Promise<EventSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(eventSubscriptions)
    .where(and(eq(eventSubscriptions.customerId, customerId), eq(eventSubscriptions.id, id)));
  return row ?? null;
}

/** Records the first time the subscription is streamed: from then on it no longer expires on its own. */
export async function markEventSubscriptionStreamed(db: Executor, customerId: string, id: string, now: Date) {
  await db
    .update(eventSubscriptions)
    .set({ firstStreamedAt: now })
    .where(
      and(
        eq(eventSubscriptions.customerId, customerId),
        eq(eventSubscriptions.id, id),
        isNull(eventSubscriptions.firstStreamedAt),
      ),
    );
}

/** Of the circuit ids, the customer's ports (or LAGs). */
export async function customerPortIds(db: Executor, customerId: string, circuitIds: readonly string[]) {
  if (circuitIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: ports.circuitId })
    .from(ports)
    .where(and(eq(ports.customerId, customerId), inArray(ports.circuitId, [...circuitIds])));
  return new Set(rows.map((row) => row.id));
}

/** Of the circuit ids, the customer's virtual circuits. */
export async function customerVcIds(db: Executor, customerId: string, circuitIds: readonly string[]) {
  if (circuitIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: virtualCircuits.circuitId })
    .from(virtualCircuits)
    .where(and(eq(virtualCircuits.customerId, customerId), inArray(virtualCircuits.circuitId, [...circuitIds])));
  return new Set(rows.map((row) => row.id));
}

/** The login of a user, for the `user` of stream items. */
export async function userLogin(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ login: users.login }).from(users).where(eq(users.id, userId));
  return row?.login ?? null;
}

/** The customer's ports (the telemetry ids of their traffic), at most `limit`. */
export async function customerPortTelemetryIds(db: Executor, customerId: string, limit: number) {
  const rows = await db
    .select({ id: ports.circuitId })
    .from(ports)
    .where(eq(ports.customerId, customerId))
    .orderBy(asc(ports.circuitId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The customer's VCs (the telemetry ids of their whole traffic), at most `limit`. */
export async function customerVcTelemetryIds(db: Executor, customerId: string, limit: number) {
  const rows = await db
    .select({ id: virtualCircuits.circuitId })
    .from(virtualCircuits)
    .where(eq(virtualCircuits.customerId, customerId))
    .orderBy(asc(virtualCircuits.circuitId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The customer's one-minute samples of these interfaces taken after `since`, oldest first. */
export async function samplesSince(db: Executor, customerId: string, telemetryIds: readonly string[], since: Date) {
  if (telemetryIds.length === 0) return [];
  return db
    .select({
      telemetryId: telemetry1m.telemetryId,
      ts: telemetry1m.ts,
      rxAvg: telemetry1m.rxAvg,
      txAvg: telemetry1m.txAvg,
      rxErrors: telemetry1m.rxErrors,
      txErrors: telemetry1m.txErrors,
    })
    .from(telemetry1m)
    .innerJoin(telemetryInterfaces, eq(telemetryInterfaces.telemetryId, telemetry1m.telemetryId))
    .where(
      and(
        eq(telemetryInterfaces.customerId, customerId),
        inArray(telemetry1m.telemetryId, [...telemetryIds]),
        gt(telemetry1m.ts, since),
      ),
    )
    .orderBy(asc(telemetry1m.ts));
}
