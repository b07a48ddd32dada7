import { type LiveEvent, liveEventSchema } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Listen } from '../db/notifications.js';
import { EVENTS_CHANNEL } from './publish-event.js';

export type EventHandler = (event: LiveEvent) => void;

/**
 * This instance's end of the event channel: it LISTENs once and hands each committed event to the local
 * subscribers of that event's customer (the browsers connected here). Every instance does the same, which is the
 * fan-out across instances.
 */
export class EventBus {
  readonly #listen: Listen;
  readonly #logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  readonly #byCustomer = new Map<string, Set<EventHandler>>();
  #unlisten: (() => Promise<void>) | null = null;
  #starting: Promise<void> | null = null;

  constructor(listen: Listen, logger: Pick<FastifyBaseLogger, 'warn' | 'error'>) {
    this.#listen = listen;
    this.#logger = logger;
  }

  /** Starts listening (idempotent); subscribing starts it too. */
  start(): Promise<void> {
    this.#starting ??= this.#listen(EVENTS_CHANNEL, (payload) => this.#deliver(payload)).then((unlisten) => {
      this.#unlisten = unlisten;
    });
    return this.#starting;
  }

  async stop(): Promise<void> {
    await this.#starting?.catch(() => undefined);
    await this.#unlisten?.();
    this.#unlisten = null;
    this.#starting = null;
    this.#byCustomer.clear();
  }

  /** How many subscribers are listening here (the open event streams of this instance). */
  get subscriberCount(): number {
    let count = 0;
    for (const handlers of this.#byCustomer.values()) count += handlers.size;
    return count;
  }

  /** Receives the events of one customer only; resolves once listening, to the function that unsubscribes. */
  async subscribe(customerId: string, handler: EventHandler): Promise<() => void> {
    const handlers = this.#byCustomer.get(customerId) ?? new Set<EventHandler>();
    handlers.add(handler);
    this.#byCustomer.set(customerId, handlers);
    await this.start();
    return () => {
      handlers.delete(handler);
      if (handlers.size === 0 && this.#byCustomer.get(customerId) === handlers) this.#byCustomer.delete(customerId);
    };
  }

  #deliver(payload: string): void {
    let event: LiveEvent;
    try {
      const parsed = liveEventSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) throw new Error(parsed.error.message);
      event = parsed.data;
    } catch (error) {
      this.#logger.warn({ err: error }, 'ignored a malformed domain event');
      return;
    }
    const handlers = [...(this.#byCustomer.get(event.customer_id) ?? [])];
    for (const handler of handlers) {
      try {
        handler(event);
      } catch (error) {
        this.#logger.error({ err: error, eventType: event.type }, 'a domain event handler failed');
      }
    }
  }
}
