import type { LiveEvent } from '@portal/contract';
import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { mountRoute } from '../http/mount-route.js';
import type { EventBus } from './event-bus.js';
import { registerEventSubscriptionRoutes } from './event-subscriptions.routes.js';
import { openSseStream } from './sse-stream.js';
import type { CustomerCircuits } from './subscription-checks.js';

export interface EventStreamOptions {
  db: Database;
  bus: EventBus;
  /** Which customer owns which port and VC: the subscriptions' streams name them. */
  circuits: CustomerCircuits;
  /** How often a comment line keeps proxies from closing the stream, and the session is checked again. */
  heartbeatMs: number;
}

// No `event:` line: a browser's EventSource hands unnamed events to one `onmessage`; the type is in the JSON.
function frame(event: LiveEvent): string {
  return `id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * `GET /v2/events`: the current customer's domain events as Server-Sent Events. The customer comes from the
 * verified session (or the customer acted for on behalf), never from the client. At every heartbeat the caller is
 * authenticated again, so a revoked session or removed key ends the stream within one heartbeat.
 */
export function registerEventRoutes(app: FastifyInstance, options: EventStreamOptions): void {
  const { db, bus, circuits, heartbeatMs } = options;
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  mountRoute(app, db, routeTable.events.stream, async (request, reply) => {
    await openSseStream(request, reply, {
      bus,
      heartbeatMs,
      openStreams,
      customerId: request.auth.customer.id,
      frame,
    });
  });
  registerEventSubscriptionRoutes(app, { db, bus, circuits, heartbeatMs, openStreams });
}
