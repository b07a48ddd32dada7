import type { LiveEvent } from '@portal/contract';
import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { resolveAuth } from '../http/authenticate.js';
import { mountRoute } from '../http/mount-route.js';
import type { EventBus } from './event-bus.js';

export interface EventStreamOptions {
  db: Database;
  bus: EventBus;
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
  const { db, bus, heartbeatMs } = options;
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  mountRoute(app, db, routeTable.events.stream, async (request, reply) => {
    const customerId = request.auth.customer.id;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'x-request-id': String(request.id),
    });
    raw.write('retry: 3000\n: connected\n\n');

    let isEnded = false;
    let unsubscribe: (() => void) | null = null;
    const heartbeat = setInterval(() => {
      void resolveAuth(request)
        .then((auth) => {
          if (!auth || auth.customer.id !== customerId) end();
          else if (!isEnded) raw.write(': heartbeat\n\n');
        })
        .catch(() => end());
    }, heartbeatMs);
    function end(): void {
      if (isEnded) return;
      isEnded = true;
      clearInterval(heartbeat);
      unsubscribe?.();
      openStreams.delete(end);
      raw.end();
    }
    openStreams.add(end);
    request.raw.on('close', end);
    unsubscribe = await bus.subscribe(customerId, (event) => {
      if (!isEnded) raw.write(frame(event));
    });
    if (isEnded) unsubscribe();
    // Tells the client the subscription is live: events published from now on will arrive.
    if (!isEnded) raw.write(': subscribed\n\n');
  });
}
