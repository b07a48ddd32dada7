import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

/** One caller's count in one fixed window, as this instance knows it. */
interface WindowCount {
  windowStart: number;
  windowEnd: number;
  /** Every instance's hits as the database last answered them (this instance's included). */
  shared: number;
  /** This instance's hits not yet written. */
  pending: number;
  /** Hits being written right now. */
  writing: number;
}

export interface SharedWindowCounterOptions {
  db: Database;
  /** How often this instance's hits are written and every instance's totals read back (one statement). */
  syncMs: number;
  /** Prepended to every key in the database, so these windows never mix with other counters of the table. */
  prefix: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Fixed-window counters shared by every instance through the database at almost no cost per request: a hit is
 * counted in memory and answered at once; every `syncMs` one statement adds this instance's new hits of all callers
 * to `rate_limit_windows` and reads back every instance's totals. A caller spread over N instances can therefore
 * pass the limit by at most what the other instances admit within one sync (N × rate × `syncMs`) before all agree.
 */
export class SharedWindowCounter {
  readonly #counts = new Map<string, WindowCount>();
  readonly #options: SharedWindowCounterOptions;
  #timer: NodeJS.Timeout | null = null;
  #syncing: Promise<void> | null = null;

  constructor(options: SharedWindowCounterOptions) {
    this.#options = options;
  }

  /** Counts one hit of `key`; answers the hits of the window so far (all instances) and the ms until it ends. */
  hit(key: string, windowMs: number, now = Date.now()): { current: number; ttl: number } {
    const windowStart = Math.floor(now / windowMs) * windowMs;
    let count = this.#counts.get(key);
    if (!count || count.windowStart !== windowStart) {
      count = { windowStart, windowEnd: windowStart + windowMs, shared: 0, pending: 0, writing: 0 };
      this.#counts.set(key, count);
    }
    count.pending += 1;
    this.#startTimer();
    return { current: count.shared + count.writing + count.pending, ttl: count.windowEnd - now };
  }

  /** Writes the pending hits and reads back the totals; concurrent calls share one statement. */
  sync(now = Date.now()): Promise<void> {
    this.#syncing ??= this.#write(now).finally(() => {
      this.#syncing = null;
    });
    return this.#syncing;
  }

  /** Stops the timer and writes what is left (shutdown). */
  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.sync();
  }

  #startTimer(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.sync(), this.#options.syncMs);
    this.#timer.unref();
  }

  async #write(now: number): Promise<void> {
    const batch: { key: string; count: WindowCount }[] = [];
    for (const [key, count] of this.#counts) {
      // A window that ended is worth nothing once written; one that saw no new hit needs no statement.
      if (count.pending === 0) {
        if (count.windowEnd <= now) this.#counts.delete(key);
        continue;
      }
      count.writing = count.pending;
      count.pending = 0;
      batch.push({ key, count });
    }
    if (batch.length === 0) {
      if (this.#counts.size === 0 && this.#timer) {
        clearInterval(this.#timer);
        this.#timer = null;
      }
      return;
    }
    const rows = batch.map(({ key, count }) => ({
      bucket: `${this.#options.prefix}${key}`,
      window_start: new Date(count.windowStart).toISOString(),
      hits: count.writing,
    }));
    try {
      const result = await this.#options.db.execute(sql`
        insert into rate_limit_windows (bucket, window_start, hits)
        select bucket, window_start, hits
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as batch(bucket text, window_start timestamptz, hits int)
        on conflict (bucket, window_start) do update set hits = rate_limit_windows.hits + excluded.hits
        returning bucket, hits`);
      const totals = new Map(
        rowsOf<{ bucket: string; hits: number }>(result).map((row) => [row.bucket, Number(row.hits)]),
      );
      for (const { key, count } of batch) {
        count.shared = totals.get(`${this.#options.prefix}${key}`) ?? count.shared + count.writing;
        count.writing = 0;
      }
    } catch (error) {
      // The hits stay counted here and are written with the next sync; requests never wait for the database.
      for (const { count } of batch) {
        count.pending += count.writing;
        count.writing = 0;
      }
      this.#options.log?.warn({ err: error }, 'rate-limit counts could not be written; retrying');
    }
  }
}

/** node-postgres answers `{rows}`, PGlite an array-like result with `rows` too; both are read the same. */
function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: T[] }).rows;
  return Array.isArray(rows) ? rows : [];
}
