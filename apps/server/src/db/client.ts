import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createPostgresListener, type Listen } from './notifications.js';
import * as schema from './schema/index.js';

/** SQLSTATE 57P01: the server ended the connection on purpose (shutdown, or a database dropped WITH (FORCE)). */
const ADMIN_SHUTDOWN = '57P01';

export type Schema = typeof schema;
/** One type for both drivers: every repository is written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A repository function takes either the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the SQL migrations. On PostgreSQL under the start lock (`whileStarting`), so instances starting
   * together on a fresh database migrate one after the other: the first applies them, the others find nothing left.
   */
  migrate(): Promise<void>;
  /**
   * Runs `work` while this instance holds the database's start lock: a PostgreSQL session-level advisory lock
   * (`pg_advisory_lock`), released when `work` settles or when the holder's connection ends (a crash). Starting
   * steps that must not run in two instances at once (migrating, loading the demo world) take it. PGlite is one
   * embedded instance and needs none.
   */
  whileStarting<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** LISTEN on a channel: a NOTIFY reaches every instance on the database once its transaction commits. */
  listen: Listen;
  /** PostgreSQL only: the connection pool's use right now (the embedded PGlite is one connection). */
  poolStats?: () => PoolStats;
  /** PGlite only: the whole data directory as a tarball, to start copies from (test and build templates). */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, in use or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small or the database too slow when this stays above 0. */
  waiting: number;
  max: number;
}

/**
 * The key of the start lock (`pg_advisory_lock(bigint)`): "portal" in ASCII, so it is told apart from any other
 * application's advisory locks on a shared database.
 */
export const START_LOCK_KEY = 0x706f7274616cn;

/** Holds the start lock on a connection of its own while `work` runs; other instances wait for it in turn. */
async function holdingStartLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY.toString()]).catch((error: Error) => {
        // A connection that cannot unlock is dropped, not returned to the pool: its end releases the lock.
        failure = error;
      });
    }
  } finally {
    client.release(failure);
  }
}

/** Finds the committed SQL migrations beside the source tree or beside the bundled server. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, '../../drizzle'), resolve(here, '../drizzle')];
  const found = candidates.find((candidate) => existsSync(resolve(candidate, 'meta/_journal.json')));
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * PGlite keeps PostgreSQL's server defaults, sized for a server: up to 1 GB of WAL between checkpoints and 80 MB
 * kept after one. The demo's telemetry backfill alone wrote 145 MB of WAL into the data folder.
 */
const EMBEDDED_WAL_SETTINGS = ['-c', 'max_wal_size=32MB', '-c', 'min_wal_size=32MB'];
/** How much WAL the embedded database writes before this process asks for a checkpoint (the WAL limit above). */
const CHECKPOINT_AFTER_WAL_BYTES = 32 * 1024 * 1024;
const CHECKPOINT_CHECK_MS = 10_000;

/**
 * PGlite runs PostgreSQL in single-user mode: no checkpointer process, so WAL grows until the database closes.
 * Every few seconds this looks at how far the WAL has advanced and checkpoints once it passed the limit, which
 * lets PostgreSQL recycle the old segments (the folder keeps about 32 MB of WAL instead of growing).
 */
function checkpointWhenWalGrows(client: PGlite): () => void {
  let checkpointedAt: string | null = null;
  let isChecking = false;
  const timer = setInterval(async () => {
    if (isChecking || client.closed) return;
    isChecking = true;
    try {
      const { rows } = await client.query<{ lsn: string; advanced: number | null }>(
        'select pg_current_wal_insert_lsn()::text as lsn, pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1::pg_lsn)::float8 as advanced',
        [checkpointedAt ?? '0/0'],
      );
      const current = rows[0];
      if (current && (checkpointedAt === null || (current.advanced ?? 0) >= CHECKPOINT_AFTER_WAL_BYTES)) {
        if (checkpointedAt !== null) await client.exec('CHECKPOINT');
        checkpointedAt = current.lsn;
      }
    } catch {
      // Closing, or a failure the next tick retries; a missed checkpoint only lets the WAL grow a little longer.
    } finally {
      isChecking = false;
    }
  }, CHECKPOINT_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `loadDataDir`: start an in-memory database from a dump of another one (the route tests' template). */
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

/** ARCHITECTURE rule 1: PGlite in a folder (or in memory) by default, node-postgres with DATABASE_URL. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client whose connection dies (a database restart, a dropped test database) emits 'error' on the
    // pool; without a listener that would crash the process. The pool replaces the client on next use.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== ADMIN_SHUTDOWN) console.warn(`PostgreSQL pool: an idle connection failed: ${error.message}`);
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    const listener = createPostgresListener(target.url);
    const whileStarting = <T>(work: () => Promise<T>) => holdingStartLock(pool, work);
    return {
      db,
      kind: 'postgres',
      // Without the lock, two instances on a fresh database both create the extension (one fails on a unique
      // index of the catalogue) and both apply the migrations.
      migrate: () =>
        whileStarting(async () => {
          await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
          await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: migrationsFolder() });
        }),
      whileStarting,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: listener.listen,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir ?? undefined, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_WAL_SETTINGS],
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const stopCheckpoints = checkpointWhenWalGrows(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    },
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    whileStarting: (work) => work(),
    dump: async (compression = 'none') => client.dumpDataDir(compression),
    close: async () => {
      stopCheckpoints();
      await client.close();
    },
  };
}

/** Runs `work` in one transaction: everything it writes, including its activity-log entry, commits together. */
export function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
