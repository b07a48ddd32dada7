import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { waitUntil } from '../jobs/testing-jobs.js';
import { DEMO_USERS } from '../seed/demo.js';
import { type RunningPortal, startPortal } from '../start.js';
import { migrationsFolder, openDatabase, START_LOCK_KEY } from './client.js';

/**
 * Two instances started together on a fresh PostgreSQL database (a `docker compose up --scale portal=2`, a rolling
 * deploy) take turns migrating and loading the demo world. PGlite is one embedded instance: skipped there.
 */
const serverUrl = process.env.DATABASE_URL;
const skipReason = serverUrl ? null : 'DATABASE_URL is not set: the start lock is a PostgreSQL advisory lock';
if (skipReason) console.info(`Skipping the start-lock tests: ${skipReason}.`);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A new, empty database on the test server (dropped after the file). */
async function freshDatabase(): Promise<string> {
  const name = `portal_start_lock_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

const journalEntries = () =>
  (JSON.parse(readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries
    .length;

async function query<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

describe.skipIf(skipReason !== null)('two instances starting together on a fresh PostgreSQL database', () => {
  it('migrate once and load the demo world once, and both answer', async () => {
    const url = await freshDatabase();
    const config = loadConfig({
      DATABASE_URL: url,
      SEED_DEMO: 'true',
      DEMO_TELEMETRY_DAYS: '0',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
    });
    const started = await Promise.allSettled([startPortal(config), startPortal(config)]);
    const portals = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    cleanups.push(async () => {
      for (const portal of portals) await portal.stop({ deadlineMs: 2000 });
    });
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
      'started',
      'started',
    ]);

    const [applied] = await query<{ count: number }>(
      url,
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    expect(applied?.count).toBe(journalEntries());
    // The first to hold the lock loaded every row; the second found them there and added none.
    const inserted = portals.map((portal: RunningPortal) => portal.seeded?.inserted ?? -1).sort((a, b) => a - b);
    expect(inserted[0]).toBe(0);
    expect(inserted[1]).toBe(portals[0]?.seeded?.rows);
    const [users] = await query<{ count: number }>(url, 'SELECT count(*)::int AS count FROM users');
    expect(users?.count).toBeGreaterThanOrEqual(DEMO_USERS.length);
    for (const portal of portals) {
      const health = await fetch(`http://127.0.0.1:${portal.port}/healthz`);
      expect(health.status).toBe(200);
    }
    // Two migrations and two loads of the demo world (argon2 hashes) one after the other: 15 s on a quiet machine,
    // more than the default 30 on a loaded one.
  }, 120_000);

  it('make a starting instance wait while another holds the lock, then find nothing left to migrate', async () => {
    const url = await freshDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    cleanups.push(() => holder.end());
    await holder.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY.toString()]);

    const instance = await openDatabase({ kind: 'postgres', url });
    cleanups.push(() => instance.close());
    let isMigrated = false;
    const migrating = instance.migrate().then(() => {
      isMigrated = true;
    });
    // Its request for the lock shows as one not granted once it has connected and asked (on a busy machine that
    // can take longer than any fixed wait); it stays unmigrated while it waits.
    const waiting = async () => {
      const [row] = await query<{ count: number }>(
        url,
        "SELECT count(*)::int AS count FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
      );
      return row?.count ?? 0;
    };
    await waitUntil(async () => (await waiting()) > 0, 'the starting instance waits for the lock');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(isMigrated).toBe(false);
    expect(await waiting()).toBe(1);

    await holder.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY.toString()]);
    await migrating;
    expect(isMigrated).toBe(true);
    // The lock is given back once the migrations are applied, so the next start does not wait.
    const [held] = await query<{ count: number }>(
      url,
      "SELECT count(*)::int AS count FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
    );
    expect(held?.count).toBe(0);
    await instance.migrate();
    const [applied] = await query<{ count: number }>(
      url,
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    expect(applied?.count).toBe(journalEntries());
  });
});
