import type { LiveEvent } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../http/auth-context.js';
import { resolveAuth } from '../http/authenticate.js';
import type { EventBus } from './event-bus.js';

export interface SseStreamOptions {
  bus: EventBus;
  /** How often a comment line keeps proxies from closing the stream, and the caller is authenticated again. */
  heartbeatMs: number;
  /** The open streams of the app, ended when it closes. */
  openStreams: Set<() => void>;
  /** The customer whose events the stream reads (from the verified caller, never from the client). */
  customerId: string;
  /** The frame of an event for this stream (`id:` and `data:` lines), or null to leave it out. */
  frame: (event: LiveEvent) => Promise<string | null> | string | null;
  /** Still the caller allowed to read the stream? Checked at every heartbeat; the customer is checked besides. */
  isStillAllowed?: (auth: AuthContext) => boolean;
  /** Frames to write at each heartbeat besides the events (a subscription's latest metric samples). */
  onHeartbeat?: () => Promise<string[]>;
}

/**
 * Answers a request with a Server-Sent Events stream of a customer's domain events. At every heartbeat the caller
 * is authenticated again, so a revoked session or removed key ends the stream within one heartbeat. Frames are
 * written in the order the events arrived, even when making one needs a lookup.
 */
export async function openSseStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SseStreamOptions,
): Promise<void> {
  const { bus, heartbeatMs, openStreams, customerId, frame, isStillAllowed, onHeartbeat } = options;
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
  let writing: Promise<void> = Promise.resolve();
  const heartbeat = setInterval(() => {
    void resolveAuth(request)
      .then((auth) => {
        if (!auth || auth.customer.id !== customerId) end();
        else if (isStillAllowed && !isStillAllowed(auth)) end();
        else if (!isEnded) {
          raw.write(': heartbeat\n\n');
          if (onHeartbeat) {
            writing = writing.then(async () => {
              const frames = await onHeartbeat().catch((error: unknown) => {
                request.log.warn({ err: error }, 'the metrics of a stream could not be read');
                return [];
              });
              for (const text of frames) if (!isEnded) raw.write(text);
            });
          }
        }
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
    writing = writing.then(async () => {
      const text = await Promise.resolve(frame(event)).catch((error: unknown) => {
        request.log.warn({ err: error, eventType: event.type }, 'an event could not be framed for a stream');
        return null;
      });
      if (text !== null && !isEnded) raw.write(text);
    });
  });
  if (isEnded) unsubscribe();
  // Tells the client the subscription is live: events published from now on will arrive.
  if (!isEnded) raw.write(': subscribed\n\n');
}
