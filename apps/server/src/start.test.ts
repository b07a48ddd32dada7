import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { writeEmbeddedTemplate } from './db/embedded-template.js';
import { backfillProgress } from './network/telemetry/backfill-progress.js';
import { buildDemoWorld, DEMO_PASSWORD } from './seed/demo.js';
import { DEMO_PORTS } from './seed/demo-ports.js';
import { type RunningPortal, startPortal } from './start.js';

/**
 * The first start as a newcomer makes it, in this process with a real listening server: the embedded database
 * from the build's template in a fresh folder (or, with DATABASE_URL, a fresh empty PostgreSQL database seeded on
 * request), the demo world, and a telemetry history that fills in the background while the portal answers.
 */
const HISTORY_DAYS = 1;
const serverUrl = process.env.DATABASE_URL;
const folder = mkdtempSync(join(tmpdir(), 'portal-first-start-'));
const dataDir = join(folder, 'data');
const webDist = join(folder, 'web');
let dropDatabase: (() => Promise<void>) | null = null;
let portal: RunningPortal | null = null;
const progress: string[] = [];

async function freshPostgresDatabase(url: string): Promise<string> {
  const name = `portal_first_start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

function configFor(env: Record<string, string>) {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST: webDist,
    DEMO_TELEMETRY_DAYS: String(HISTORY_DAYS),
    JOBS_POLL_MS: '50',
    ...env,
  });
}

beforeAll(async () => {
  // The web build is not made before the route tests: a stand-in app shell the server serves for /auth/login.
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root">app shell</div>');
  if (!serverUrl) await writeEmbeddedTemplate(folder);
});

afterAll(async () => {
  await portal?.stop({ deadlineMs: 5000 });
  await dropDatabase?.();
  rmSync(folder, { recursive: true, force: true });
});

describe('the first start', () => {
  it('answers /healthz and the login page while the telemetry history fills, and ends with the whole demo world', async () => {
    const config = serverUrl
      ? configFor({ DATABASE_URL: await freshPostgresDatabase(serverUrl), SEED_DEMO: 'true' })
      : configFor({ DATA_DIR: dataDir });
    portal = await startPortal(config, {
      templateFolder: folder,
      progressIntervalMs: 100,
      progress: (line) => progress.push(line),
    });
    expect(portal.fromTemplate).toBe(!serverUrl);
    const base = `http://127.0.0.1:${portal.port}`;

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    const loginPage = await fetch(`${base}/auth/login`, { headers: { accept: 'text/html' } });
    expect(loginPage.status).toBe(200);
    expect(await loginPage.text()).toContain('app shell');
    // Both answered while the history was still being written.
    expect((await backfillProgress(portal.database.db)).isRunning).toBe(true);

    await portal.telemetryHistory;
    expect(await backfillProgress(portal.database.db)).toEqual({ isRunning: false, done: 1 });
    expect(progress).toContain('Loading the demo world');
    expect(progress.some((line) => line.startsWith('Demo telemetry history complete'))).toBe(true);

    // Every row of the demo world is in the database, and every measured interface has its history.
    const world = await buildDemoWorld();
    for (const table of world.tables) {
      const [row] = await portal.database.db.select({ count: sql<number>`count(*)::int` }).from(table);
      expect(row?.count, getTableName(table)).toBeGreaterThanOrEqual(world.rowsOf(table).length);
    }
    expect(portal.seeded).toMatchObject({ rows: portal.seeded?.inserted });
    const gaps = await portal.database.db.execute(sql`
      select measured.telemetry_id from telemetry_interfaces measured
      where measured.stopped_at is null and not exists (
        select 1 from telemetry_5m history where history.telemetry_id = measured.telemetry_id
          and history.ts <= greatest(measured.started_at, now() - ${`${HISTORY_DAYS} days`}::interval) + interval '10 minutes')
    `);
    expect(Array.isArray(gaps) ? gaps : (gaps as { rows: unknown[] }).rows).toEqual([]);

    // The demo logins work through the API.
    const login = await fetch(`${base}/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'demo', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const ports = await fetch(`${base}/v2/ports`, { headers: { authorization: `Bearer ${token}` } });
    const circuitIds = ((await ports.json()) as { port_circuit_id: string }[]).map((port) => port.port_circuit_id);
    expect(circuitIds).toEqual(expect.arrayContaining([DEMO_PORTS.nyc, DEMO_PORTS.ashburn, DEMO_PORTS.lag]));
  }, 180_000);

  it.skipIf(serverUrl)(
    'starts again from the same folder without the template and without seeding',
    async () => {
      await portal?.stop({ deadlineMs: 5000 });
      portal = null;
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      portal = await startPortal(configFor({ DATA_DIR: dataDir }), { templateFolder: folder });
      expect(portal.fromTemplate).toBe(false);
      expect(portal.seeded).toBeNull();
      const health = await fetch(`http://127.0.0.1:${portal.port}/healthz`);
      expect(health.status).toBe(200);
    },
    60_000,
  );
});
