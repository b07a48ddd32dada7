import pg from 'pg';

/** Receives the payload of a notification on a channel. */
export type NotificationHandler = (payload: string) => void;

/** Subscribes to a channel; resolves to the function that unsubscribes. */
export type Listen = (channel: string, onPayload: NotificationHandler) => Promise<() => Promise<void>>;

const RECONNECT_DELAY_MS = 1000;

/**
 * PostgreSQL LISTEN on one dedicated connection per process, shared by every channel. When the connection drops it
 * reconnects and listens again, so fan-out across instances survives a database restart. `NOTIFY` is delivered
 * only when the sending transaction commits, which is what makes "publish after commit" hold.
 */
export function createPostgresListener(url: string): { listen: Listen; close(): Promise<void> } {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let isClosed = false;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', () => reconnectLater(next));
    next.on('end', () => reconnectLater(next));
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
    client = next;
    return next;
  }

  function reconnectLater(broken: pg.Client): void {
    if (isClosed || client !== broken) return;
    client = null;
    connecting = null;
    setTimeout(() => {
      if (!isClosed && !client) void ensureConnected().catch(() => reconnectLater(broken));
    }, RECONNECT_DELAY_MS).unref();
  }

  function ensureConnected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel, onPayload) {
      const isNewChannel = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set<NotificationHandler>();
      set.add(onPayload);
      handlers.set(channel, set);
      const connection = await ensureConnected();
      if (isNewChannel && client === connection) await connection.query(`LISTEN ${quote(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          handlers.delete(channel);
          if (client) await client.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      isClosed = true;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
