import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../apps/server/src/config.js';
import { DEMO_PASSWORD } from './support/auth.js';

/**
 * The image and the compose file, checked without Docker (paths the Dockerfile copies exist, compose sets real
 * settings that parse); when a Docker engine answers, the image is built and run, and `docker compose up` serves
 * the portal on its PostgreSQL (each skipped, with the reason printed, when Docker or its compose plugin is missing).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => `${root}/${path}`;

interface Instruction {
  keyword: string;
  args: string;
  stage: string;
}

/** The Dockerfile's instructions with continuation lines joined, each with the stage it belongs to. */
function dockerfile(): Instruction[] {
  const text = readFileSync(at('Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const instructions: Instruction[] = [];
  let stage = '';
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z]+)\s+(.*)$/.exec(line);
    if (!match?.[1] || line.trim().startsWith('#')) continue;
    const [, keyword, args = ''] = match;
    if (keyword === 'FROM') stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? '';
    instructions.push({ keyword, args: args.trim(), stage });
  }
  return instructions;
}

/** `COPY [--from=x] src… dest` as its parts. */
function copyOf(instruction: Instruction): { from: string | null; sources: string[]; destination: string } {
  const words = instruction.args.split(/\s+/);
  const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length) ?? null;
  const paths = words.filter((word) => !word.startsWith('--'));
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
}

describe('the Dockerfile', () => {
  const instructions = dockerfile();
  const stages = [...new Set(instructions.map((instruction) => instruction.stage))];
  const finalStage = stages.at(-1) ?? '';
  const copies = instructions.filter((instruction) => instruction.keyword === 'COPY').map(copyOf);

  it('copies from the build context only paths that exist, and every workspace manifest npm ci needs', () => {
    const fromContext = copies.filter((copy) => copy.from === null).flatMap((copy) => copy.sources);
    expect(fromContext.filter((source) => !existsSync(at(source)))).toEqual([]);
    const workspaces = (JSON.parse(readFileSync(at('package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    for (const workspace of workspaces) expect(fromContext).toContain(`${workspace}/package.json`);
  });

  it('takes from the build stage what the build makes (the server bundle, its template, the web app) and the sources it needs', () => {
    const fromBuild = copies.filter((copy) => copy.from === 'build').flatMap((copy) => copy.sources);
    const missing = fromBuild.map((source) => source.replace(/^\/app\//, '')).filter((path) => !existsSync(at(path)));
    expect(missing).toEqual([]);
    expect(fromBuild).toEqual(
      expect.arrayContaining([
        '/app/apps/server/dist',
        '/app/apps/web/dist',
        '/app/apps/server/drizzle',
        '/app/docs/user',
      ]),
    );
    expect(existsSync(at('apps/server/dist/embedded-template.tar.gz'))).toBe(true);
  });

  it('runs the built server as a non-root user with production dependencies only', () => {
    const final = instructions.filter((instruction) => instruction.stage === finalStage);
    const user = final.find((instruction) => instruction.keyword === 'USER')?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(final.find((instruction) => instruction.keyword === 'CMD')?.args).toBe(
      '["node", "apps/server/dist/main.js"]',
    );
    const installs = instructions.filter((instruction) => /\bnpm ci\b/.test(instruction.args));
    const production = installs.filter((instruction) => instruction.args.includes('--omit=dev'));
    expect(production.length).toBe(1);
    // The final stage's node_modules come from that production install, never from the full one.
    const fromStages = copies.filter((copy) => copy.from && copy.from !== 'build').map((copy) => copy.from);
    expect(fromStages).toEqual([production[0]?.stage]);
    const port = /PORT=(\d+)/.exec(final.find((instruction) => instruction.keyword === 'ENV')?.args ?? '')?.[1];
    expect(final.find((instruction) => instruction.keyword === 'EXPOSE')?.args).toBe(port);
  });

  it('leaves dependencies and build output of the working copy out of the build context', () => {
    const ignored = readFileSync(at('.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data']));
  });
});

interface ComposeFile {
  services: Record<
    string,
    {
      build?: string;
      image?: string;
      environment?: Record<string, string>;
      depends_on?: Record<string, { condition: string }>;
      healthcheck?: unknown;
      ports?: string[];
    }
  >;
}

/** A SECRETS_KEY for the checks below (32 random bytes, as `openssl rand -base64 32` gives). */
const TEST_SECRETS_KEY = randomBytes(32).toString('base64');

/**
 * `${NAME:-default}` as docker compose fills it when NAME is unset; `${NAME:?message}` (compose refuses to start
 * without NAME) as the operator's own value, here the test key.
 */
const withDefaults = (value: string) =>
  value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1').replace(/\$\{SECRETS_KEY:\?[^}]*\}/g, TEST_SECRETS_KEY);

describe('compose.yaml', () => {
  const compose = parse(readFileSync(at('compose.yaml'), 'utf8')) as ComposeFile;
  const portal = compose.services.portal;
  const postgres = compose.services.postgres;

  it('builds the portal from this Dockerfile and starts it once PostgreSQL is healthy', () => {
    expect(portal?.build).toBe('.');
    expect(postgres?.image).toMatch(/^postgres:\d+/);
    expect(postgres?.healthcheck).toBeDefined();
    expect(portal?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  });

  it('sets only settings the server reads, with values it accepts, and a DATABASE_URL of that PostgreSQL', () => {
    const environment = Object.fromEntries(
      Object.entries(portal?.environment ?? {}).map(([name, value]) => [name, withDefaults(String(value))]),
    );
    expect(Object.keys(environment).filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
    const config = loadConfig(environment);
    const url = new URL(config.DATABASE_URL ?? '');
    const database = postgres?.environment ?? {};
    expect([url.hostname, url.username, url.password, url.pathname]).toEqual([
      'postgres',
      database.POSTGRES_USER,
      database.POSTGRES_PASSWORD,
      `/${database.POSTGRES_DB}`,
    ]);
    expect(config.HOST).toBe('0.0.0.0');
    // The image runs with NODE_ENV=production, which needs SECRETS_KEY: compose refuses to start without one.
    expect(String(portal?.environment?.SECRETS_KEY)).toMatch(/^\$\{SECRETS_KEY:\?/);
    expect(loadConfig({ ...environment, NODE_ENV: 'production' }).SECRETS_KEY).toBe(TEST_SECRETS_KEY);
    expect(portal?.ports?.map((mapping) => withDefaults(mapping).split(':').at(-1))).toEqual([String(config.PORT)]);
  });
});

/** Why the image cannot be built here, or null when a Docker engine answers. */
function dockerUnavailable(): string | null {
  const info = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 20_000 });
  if (info.error) return `no docker command (${info.error.message})`;
  if (info.status !== 0) return `no Docker engine answers: ${(info.stderr || info.stdout).trim().split('\n').at(-1)}`;
  return null;
}

/** Polls `url` until it answers 200 or `timeoutMs` passes; answers the last status (0: no answer). */
async function waitForOk(url: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let status = 0;
  while (status !== 200 && Date.now() < deadline) {
    status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return status;
}

describe('the image', () => {
  const reason = dockerUnavailable();
  if (reason) console.info(`Skipping the image build: ${reason}.`);
  const tag = `portal-e2e:${process.pid}`;
  let container = '';

  afterAll(() => {
    if (container) spawnSync('docker', ['rm', '--force', container]);
    if (!reason) spawnSync('docker', ['image', 'rm', '--force', tag]);
  });

  it.skipIf(reason !== null)(
    'builds, runs as a non-root user, answers /healthz and the login page, and stops on SIGTERM',
    async () => {
      execFileSync('docker', ['build', '--tag', tag, root], { stdio: 'inherit', timeout: 30 * 60_000 });
      expect(
        execFileSync('docker', ['run', '--rm', '--entrypoint', 'id', tag, '-u'], { encoding: 'utf8' }).trim(),
      ).not.toBe('0');
      container = execFileSync(
        'docker',
        [
          'run',
          '--detach',
          '--publish',
          '127.0.0.1::3000',
          '--env',
          'DEMO_TELEMETRY_DAYS=1',
          '--env',
          `SECRETS_KEY=${TEST_SECRETS_KEY}`,
          tag,
        ],
        { encoding: 'utf8' },
      ).trim();
      const published = execFileSync('docker', ['port', container, '3000/tcp'], { encoding: 'utf8' }).trim();
      const base = `http://${published.split('\n')[0]}`;
      expect(await waitForOk(`${base}/healthz`, 120_000)).toBe(200);
      const login = await fetch(`${base}/auth/login`, { headers: { accept: 'text/html' } });
      expect(login.status).toBe(200);
      execFileSync('docker', ['stop', '--time', '20', container]);
      const exitCode = execFileSync('docker', ['inspect', '--format', '{{.State.ExitCode}}', container], {
        encoding: 'utf8',
      }).trim();
      expect(exitCode).toBe('0');
    },
    40 * 60_000,
  );
});

/** Why `docker compose` cannot run here, or null when it can. */
function composeUnavailable(): string | null {
  const engine = dockerUnavailable();
  if (engine) return engine;
  const version = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8', timeout: 20_000 });
  if (version.error || version.status !== 0) return 'the docker compose plugin is not installed';
  return null;
}

/** A port nobody listens on right now, for compose to publish the portal on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('docker compose up', () => {
  const reason = composeUnavailable();
  if (reason) console.info(`Skipping docker compose up: ${reason}.`);
  // Its own project name: the containers, network and volume of this run, removed afterwards, never a user's.
  const project = `portal-e2e-${process.pid}`;
  let environment: NodeJS.ProcessEnv = process.env;
  const compose = (...args: string[]) =>
    execFileSync('docker', ['compose', '--project-name', project, '--file', at('compose.yaml'), ...args], {
      cwd: root,
      env: environment,
      stdio: 'inherit',
      timeout: 30 * 60_000,
    });

  afterAll(() => {
    if (reason) return;
    spawnSync(
      'docker',
      ['compose', '--project-name', project, '--file', at('compose.yaml'), 'down', '--volumes', '--rmi', 'local'],
      { cwd: root, env: environment, stdio: 'inherit' },
    );
  });

  it.skipIf(reason !== null)(
    'serves the portal on its PostgreSQL: /healthz, the login page, and a demo user signs in',
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      environment = {
        ...process.env,
        PORTAL_PORT: String(port),
        PUBLIC_URL: base,
        SEED_DEMO: 'true',
        SECRETS_KEY: TEST_SECRETS_KEY,
      };
      compose('up', '--build', '--detach');
      expect(await waitForOk(`${base}/healthz`, 180_000)).toBe(200);
      const login = await fetch(`${base}/auth/login`, { headers: { accept: 'text/html' } });
      expect(login.status).toBe(200);
      expect(await login.text()).toContain('<div id="root">');
      // The demo world was loaded into compose's PostgreSQL, and a session is written there.
      const signIn = await fetch(`${base}/v2/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'demo', password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const ports = await fetch(`${base}/v2/ports`, {
        headers: { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` },
      });
      expect(ports.status).toBe(200);
      expect(((await ports.json()) as unknown[]).length).toBeGreaterThan(0);
      // A stop within the grace period compose gives it (stop_grace_period), with the exit code of a clean stop.
      compose('stop', 'portal');
      const exitCode = execFileSync(
        'docker',
        [
          'compose',
          '--project-name',
          project,
          '--file',
          at('compose.yaml'),
          'ps',
          '--all',
          '--format',
          '{{.ExitCode}}',
          'portal',
        ],
        { cwd: root, env: environment, encoding: 'utf8' },
      ).trim();
      expect(exitCode).toBe('0');
    },
    40 * 60_000,
  );
});
