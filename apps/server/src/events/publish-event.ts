import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** The channel domain events travel on, from the publishing transaction to every instance's event bus. */
export const EVENTS_CHANNEL = 'portal_events';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; events stay well below. */
const MAX_PAYLOAD_BYTES = 7000;

export interface NewDomainEvent {
  type: string;
  customerId: string;
  objectType: string;
  objectId: string;
  /** A few facts for the listeners (states, names); never secrets: browsers of the customer receive it. */
  data?: Record<string, unknown>;
}

/**
 * Publishes a domain event inside the caller's transaction. It is a NOTIFY, which PostgreSQL (and PGlite) deliver
 * only when the transaction commits and drop when it rolls back: "publish after commit" without an outbox. Called
 * with the database instead of a transaction, it is delivered at once.
 */
export async function publishEvent(db: Executor, event: NewDomainEvent): Promise<LiveEvent> {
  const live: LiveEvent = {
    id: randomUUID(),
    type: event.type,
    customer_id: event.customerId,
    object_type: event.objectType,
    object_id: event.objectId,
    occurred_at: new Date().toISOString(),
    data: event.data ?? {},
  };
  let payload = JSON.stringify(live);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify({ ...live, data: { truncated: true } });
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
  return live;
}
