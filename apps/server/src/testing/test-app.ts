import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@portal/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo.js';
import type { DatabaseTemplates } from './global-setup.js';
import { enforceResponseContract } from './response-contract.js';

/** The templates of the route tests' global setup; none outside vitest (the benchmarks build apps too). */
function providedTemplates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /**
   * Another connection to the same database, as a second server instance would open it (jobs, events across
   * instances). On PGlite, which is one embedded instance, it is the same handle; closing it is left to `close`.
   */
  openInstance(): Promise<DatabaseHandle>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite by default; with DATABASE_URL, a new database on that
 * PostgreSQL server, dropped afterwards. The app is built exactly as the process builds it.
 */
export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const seeded = options.seed !== false;
  const templates = providedTemplates();
  let dropDatabase: (() => Promise<void>) | null = null;
  let database: DatabaseHandle;
  let instanceUrl: string | null = null;
  const instances: DatabaseHandle[] = [];
  if (serverUrl) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const template = templates?.kind === 'postgres' ? (seeded ? templates.seeded : templates.empty) : null;
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    instanceUrl = url.toString();
    database = await openDatabase({ kind: 'postgres', url: instanceUrl });
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  } else {
    const dump = templates?.kind === 'pglite' ? (seeded ? templates.seededDump : templates.emptyDump) : null;
    database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      ...(dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {}),
    });
  }
  // A copy of a template is migrated and seeded already; both steps are then quick no-ops (seeding is idempotent).
  if (!templates) {
    await database.migrate();
    if (seeded) await seedDemo(database.db);
  }
  const config = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent',
    // The simulated network finishes a step as soon as a test's job runner asks for it.
    NETWORK_STEP_MS: '0',
    // The simulated AWS customer accepts a hosted connection as soon as a test's job runner asks.
    CLOUD_AWS_ACCEPT_MS: '0',
    // The edge limit runs on every route, but no test makes this many calls (its own test lowers it).
    RATE_LIMIT_MAX: '1000000',
    ...options.env,
  });
  const app = await buildApp({ config, database, ...(options.logStream ? { logStream: options.logStream } : {}) });
  enforceResponseContract(app);
  await app.ready();
  return {
    app,
    database,
    async openInstance() {
      if (!instanceUrl) return { ...database, close: async () => undefined };
      const instance = await openDatabase({ kind: 'postgres', url: instanceUrl });
      instances.push(instance);
      return instance;
    },
    async close() {
      await app.close();
      for (const instance of instances) await instance.close();
      await database.close();
      if (dropDatabase) await dropDatabase();
    },
  };
}

export interface Session {
  token: string;
  /** Headers for an API client: the bearer token. */
  bearer: Record<string, string>;
  /** Headers for a browser: the cookies and the anti-forgery token. */
  browser: Record<string, string>;
  /** The browser's cookies without the anti-forgery header. */
  cookieOnly: Record<string, string>;
}

function cookieValue(response: LightMyRequestResponse, name: string): string {
  const found = response.cookies.find((cookie) => cookie.name === name);
  if (!found) throw new Error(`no ${name} cookie in the login answer`);
  return found.value;
}

/** Signs a demo user in and returns the ways to call the API as them. */
export async function login(app: FastifyInstance, loginName: string, password = DEMO_PASSWORD): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/v2/auth/login', payload: { login: loginName, password } });
  if (response.statusCode !== 200) throw new Error(`login as ${loginName} failed: ${response.body}`);
  const token = response.json<{ token: string }>().token;
  const sessionCookie = cookieValue(response, SESSION_COOKIE);
  const csrf = cookieValue(response, CSRF_COOKIE);
  const cookie = `${SESSION_COOKIE}=${sessionCookie}; ${CSRF_COOKIE}=${csrf}`;
  return {
    token,
    bearer: { authorization: `Bearer ${token}` },
    browser: { cookie, [CSRF_HEADER]: csrf },
    cookieOnly: { cookie },
  };
}

/** The three sessions most route tests walk: Acme's admin, Acme's read-only user and Initech's admin. */
export interface DemoSessions {
  demo: Session;
  readonly: Session;
  other: Session;
}

export async function loginDemoSessions(app: FastifyInstance): Promise<DemoSessions> {
  const [demo, readonly, other] = await Promise.all([login(app, 'demo'), login(app, 'readonly'), login(app, 'other')]);
  return { demo, readonly, other };
}
