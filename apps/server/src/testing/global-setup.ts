import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { seedDemo } from '../seed/demo.js';
import { renderMatrix } from './route-matrix/matrix-report.js';

/** Where each test file's fresh database is copied from: one migrated template, one migrated and seeded. */
export type DatabaseTemplates =
  | { kind: 'pglite'; emptyDump: string; seededDump: string }
  | { kind: 'postgres'; empty: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
    /** Where the generated route checks write their columns of the route matrix, printed at the end. */
    routeMatrixDir: string;
  }
}

/** A folder for the route matrix of this run; the teardown prints the matrix the checks wrote and removes it. */
function provideRouteMatrix(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'portal-route-matrix-'));
  project.provide('routeMatrixDir', folder);
  return () => {
    const report = renderMatrix(folder);
    if (report) console.info(`\n${report}\n`);
    rmSync(folder, { recursive: true, force: true });
  };
}

/**
 * Migrating and seeding (argon2 hashes, the demo world) took seconds per test file. The route tests now do it
 * twice per run, here, and every file copies a template: PGlite loads a dump of the data directory, PostgreSQL
 * runs CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const printRouteMatrix = provideRouteMatrix(project);
  const teardown = await setupTemplates(project);
  return async () => {
    printRouteMatrix();
    await teardown();
  };
}

async function setupTemplates(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return setupPostgres(project, serverUrl);
  const folder = mkdtempSync(join(tmpdir(), 'portal-test-templates-'));
  const dumps: string[] = [];
  for (const seeded of [false, true]) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    if (seeded) await seedDemo(database.db);
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite cannot dump its data directory');
    const file = join(folder, seeded ? 'seeded.tar' : 'empty.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    dumps.push(file);
    await database.close();
  }
  project.provide('databaseTemplates', { kind: 'pglite', emptyDump: dumps[0] ?? '', seededDump: dumps[1] ?? '' });
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const prefix = `portal_tpl_${randomBytes(4).toString('hex')}`;
  const names = { empty: `${prefix}_empty`, seeded: `${prefix}_seeded` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const [key, name] of Object.entries(names)) {
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      await database.migrate();
      if (key === 'seeded') await seedDemo(database.db);
      await database.close();
    }
  } finally {
    await admin.end();
  }
  project.provide('databaseTemplates', { kind: 'postgres', ...names });
  return async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    for (const name of Object.values(names)) await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
}
