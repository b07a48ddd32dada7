import { EVENT_SUBSCRIPTION_MESSAGES, type LiveEvent, routeTable, type StreamingEvent } from '@portal/contract';
import { EVENT_SUBSCRIPTION_TTL_MS } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError, notFound } from '../http/app-error.js';
import type { AuthContext } from '../http/auth-context.js';
import { mountRoute } from '../http/mount-route.js';
import type { EventBus } from './event-bus.js';
import {
  type EventSubscriptionRow,
  findEventSubscription,
  insertEventSubscription,
  markEventSubscriptionStreamed,
  samplesSince,
  userLogin,
} from './event-subscriptions.repo.js';
import { openSseStream } from './sse-stream.js';
import { toStreamingEvent } from './stream-items.js';
import { metricItems, metricTargets } from './stream-metrics.js';
import { assertMayReadStreams, type CustomerCircuits, checkedStreams, mayReadStreams } from './subscription-checks.js';

export interface EventSubscriptionOptions {
  db: Database;
  bus: EventBus;
  /** Which customer owns which port and VC (the products register their circuits). */
  circuits: CustomerCircuits;
  heartbeatMs: number;
  openStreams: Set<() => void>;
}

/** The session or API key a subscription belongs to is the caller's. */
function isOwnedBy(subscription: EventSubscriptionRow, auth: AuthContext): boolean {
  if (subscription.sessionId !== null) return auth.session?.id === subscription.sessionId;
  return subscription.apiKeyId !== null && auth.apiKeyId === subscription.apiKeyId;
}

/**
 * `POST /v2/events` and `GET /v2/events/{subscription_uuid}` (wire reference 3.16): a subscription bundles streams
 * for the session or API key that made it, and its stream is the live event stream of the customer, filtered by it.
 */
export function registerEventSubscriptionRoutes(app: FastifyInstance, options: EventSubscriptionOptions): void {
  const { db, bus, circuits, heartbeatMs, openStreams } = options;

  mountRoute(app, db, routeTable.eventSubscriptions.create, async (request) => {
    const { auth } = request;
    const customerId = auth.customer.id;
    assertMayReadStreams(auth.permissions, request.body.streams);
    const streams = await checkedStreams(db, circuits, customerId, request.body.streams);
    const now = new Date();
    const id = await insertEventSubscription(db, {
      customerId,
      userId: auth.user.id,
      sessionId: auth.session?.id ?? null,
      apiKeyId: auth.session ? null : auth.apiKeyId,
      streams,
      expiresAt: new Date(now.getTime() + EVENT_SUBSCRIPTION_TTL_MS),
    });
    return { subscription_uuid: id };
  });

  mountRoute(app, db, routeTable.eventSubscriptions.stream, async (request, reply) => {
    const { auth } = request;
    const customerId = auth.customer.id;
    const subscription = await findEventSubscription(db, customerId, request.params.subscription_uuid);
    if (!subscription) throw notFound(EVENT_SUBSCRIPTION_MESSAGES.notFound);
    const now = new Date();
    if (subscription.firstStreamedAt === null && subscription.expiresAt <= now) {
      throw notFound(EVENT_SUBSCRIPTION_MESSAGES.expired);
    }
    if (!isOwnedBy(subscription, auth)) throw new AppError('forbidden', EVENT_SUBSCRIPTION_MESSAGES.otherSession);
    assertMayReadStreams(auth.permissions, subscription.streams);
    await markEventSubscriptionStreamed(db, customerId, subscription.id, now);

    const logins = new Map<string, Promise<string | null>>();
    const loginOf = (userId: string) => {
      let login = logins.get(userId);
      if (!login) {
        login = userLogin(db, userId);
        logins.set(userId, login);
      }
      return login;
    };
    const frame = async (event: LiveEvent): Promise<string | null> => {
      const actor = typeof event.data.actor_user_id === 'string' ? await loginOf(event.data.actor_user_id) : null;
      const item: StreamingEvent | null = toStreamingEvent(event, subscription.streams, actor);
      return item ? `id: ${event.id}\ndata: ${JSON.stringify(item)}\n\n` : null;
    };
    // Port and VC streams: each heartbeat writes the one-minute samples taken since the last it wrote.
    const targets = await metricTargets(db, circuits, customerId, subscription.streams);
    const byTelemetryId = new Map(targets.map((target) => [target.telemetryId, target]));
    let since = new Date(now.getTime() - 2 * 60_000);
    const onHeartbeat = async (): Promise<string[]> => {
      const samples = await samplesSince(db, customerId, [...byTelemetryId.keys()], since);
      const frames: string[] = [];
      for (const sample of samples) {
        if (sample.ts > since) since = sample.ts;
        const target = byTelemetryId.get(sample.telemetryId);
        if (!target) continue;
        for (const item of metricItems(sample, target)) frames.push(`data: ${JSON.stringify(item)}\n\n`);
      }
      return frames;
    };
    await openSseStream(request, reply, {
      bus,
      heartbeatMs,
      openStreams,
      customerId,
      frame,
      // A permission taken away (the user's group changed) ends the stream like a revoked session does.
      isStillAllowed: (current) =>
        isOwnedBy(subscription, current) && mayReadStreams(current.permissions, subscription.streams),
      ...(targets.length > 0 ? { onHeartbeat } : {}),
    });
  });
}
