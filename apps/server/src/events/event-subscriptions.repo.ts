import { type AnyColumn, and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  apiKeys,
  eventSubscriptions,
  type StoredEventStream,
  sessions,
  telemetry1m,
  telemetryInterfaces,
  users,
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

/** Stores a subscription; answers its id. */
export async function insertEventSubscription(db: Executor, subscription: NewEventSubscription) {
  const [row] = await db.insert(eventSubscriptions).values(subscription).returning({ id: eventSubscriptions.id });
  if (!row) throw new Error('event subscription insert returned nothing');
  return row.id;
}

/**
 * Housekeeping: removes the subscriptions no one can stream any more: never streamed and expired, or made by a
 * session or API key that was revoked or ran out (deleted ones take theirs along by cascade). Answers how many.
 */
export async function pruneEventSubscriptions(db: Executor, now: Date): Promise<number> {
  const isOver = (revokedAt: AnyColumn, expiresAt: AnyColumn) => or(isNotNull(revokedAt), lte(expiresAt, now));
  const deadSessions = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(isOver(sessions.revokedAt, sessions.expiresAt));
  const deadKeys = db.select({ id: apiKeys.id }).from(apiKeys).where(isOver(apiKeys.revokedAt, apiKeys.expiresAt));
  const removed = await db
    .delete(eventSubscriptions)
    .where(
      or(
        and(isNull(eventSubscriptions.firstStreamedAt), lt(eventSubscriptions.expiresAt, now)),
        inArray(eventSubscriptions.sessionId, deadSessions),
        inArray(eventSubscriptions.apiKeyId, deadKeys),
      ),
    )
    .returning({ id: eventSubscriptions.id });
  return removed.length;
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

/** The login of a user, for the `user` of stream items. */
export async function userLogin(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ login: users.login }).from(users).where(eq(users.id, userId));
  return row?.login ?? null;
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
