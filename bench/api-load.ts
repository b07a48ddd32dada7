// Throughput of the API at the machine's limit, beside two references measured in the same run: a bare Fastify
// hello-world (the framework's ceiling) and `pgbench -S` (what PostgreSQL answers to single-row reads). Then the
// built server, on a fresh PostgreSQL database with the demo world, is loaded with autocannon on loopback: GET
// /v2/ports, /v2/users/current and /v2/dashboard as `demo` (session cookie), and a mixed set of reads and writes.
// Every load is bounded in time. Needs `npm run build -w apps/server` and PostgreSQL's pgbench; the databases and
// processes it starts are removed when it ends.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
    'pgbench-clients': { type: 'string', default: process.env.BENCH_PGBENCH_CLIENTS ?? '20' },
    instances: { type: 'string', default: process.env.BENCH_INSTANCES ?? '1' },
    server: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const PGBENCH_CLIENTS = Number(args['pgbench-clients']);
const INSTANCES = Math.max(1, Number(args.instances));
const WARMUP_SECONDS = 2;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const serverEntry = args.server ?? fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
const benchDir = fileURLToPath(new URL('.', import.meta.url));

/** One load's figures. `cpuMsPerRequest` is the servers' CPU time per answer, robust when the machine is shared. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  cpuMsPerRequest: number | null;
}

/** What autocannon sends: one path, or a cycle of requests per connection (the mixed set). */
export interface Scenario {
  name: string;
  requests: {
    method: 'GET' | 'PATCH' | 'POST' | 'DELETE';
    path: string;
    headers?: Record<string, string>;
    /** A fresh body for every request sent. */
    body?: () => string;
  }[];
  headers: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------------------------
// Processes and databases

const children = new Set<ChildProcess>();
const databases = new Set<string>();

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A PostgreSQL client program (psql, pgbench): on the PATH, else in Debian's versioned folder, newest first. */
function postgresTool(name: string): string {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => `${root}/${version}/bin/${name}`).find((path) => existsSync(path));
  if (found) return found;
  throw new Error(`${name} not found: install PostgreSQL's client programs (Debian: the postgresql packages)`);
}

function psql(sqlText: string): void {
  const result = spawnSync(postgresTool('psql'), [ADMIN_URL, '-v', 'ON_ERROR_STOP=1', '-qAtc', sqlText], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr || result.error?.message}`);
}

function createDatabase(name: string): string {
  psql(`drop database if exists ${name} with (force)`);
  psql(`create database ${name}`);
  databases.add(name);
  return databaseUrl(name);
}

function dropDatabases(): void {
  for (const name of databases) {
    try {
      psql(`drop database if exists ${name} with (force)`);
    } catch (error) {
      console.warn(`Could not drop ${name}: ${(error as Error).message}`);
    }
  }
  databases.clear();
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
  children.delete(child);
}

async function cleanUp(): Promise<void> {
  await Promise.all([...children].map(stopChild));
  dropDatabases();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 120 s\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function spawnTracked(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd?: string,
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  // The server's request log is read and dropped, as a log shipper would; the last lines are kept for errors.
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => children.delete(child));
  return { child, output: () => output };
}

/** The CPU seconds a process used so far (Linux /proc), else null. */
function cpuSecondsOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// References

const HELLO_WORLD = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log('LISTENING ' + address);
`;

async function startHelloWorld(): Promise<{ child: ChildProcess; url: string }> {
  const { child, output } = spawnTracked(
    ['--input-type=module', '-e', HELLO_WORLD],
    { PATH: process.env.PATH },
    benchDir,
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    const match = /LISTENING (http:\/\/\S+)/.exec(output());
    if (match?.[1]) return { child, url: match[1] };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`hello-world did not start\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** `pgbench -S` (select-only, one row by primary key per transaction) on its own small database. */
function runPgbench(): { tps: number; latencyMs: number | null; clients: number } {
  const pgbench = postgresTool('pgbench');
  const url = createDatabase(`api_load_pgbench_${process.pid}`);
  const init = spawnSync(pgbench, ['-i', '-s', '1', '-q', url], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync(pgbench, ['-S', '-n', '-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', String(SECONDS), url], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pgbench -S failed: ${run.stderr}`);
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${run.stdout}`);
  return { tps: Number(tps), latencyMs: latency ? Number(latency) : null, clients: PGBENCH_CLIENTS };
}

// ---------------------------------------------------------------------------------------------------------------
// The portal

interface Portal {
  urls: string[];
  pids: (number | undefined)[];
}

/** Starts `count` instances of the built server on one fresh database; the first loads the demo world. */
async function startPortal(count: number): Promise<Portal> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build -w apps/server first`);
  const url = createDatabase(`api_load_${process.pid}`);
  const webDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
  const urls: string[] = [];
  const pids: (number | undefined)[] = [];
  const secretsKey = randomBytes(32).toString('base64');
  for (let index = 0; index < count; index += 1) {
    const port = await freePort();
    const { child, output } = spawnTracked([serverEntry], {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // Production refuses to start without the key of secrets at rest; a fresh one for a throwaway database.
      SECRETS_KEY: secretsKey,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      SEED_DEMO: index === 0 ? 'true' : 'false',
      DEMO_TELEMETRY_DAYS: '0',
      LOG_LEVEL: 'info',
      // Every request is counted by the edge limit, none refused: the limit's cost is in the figures.
      RATE_LIMIT_MAX: '10000000',
      WEB_DIST: existsSync(webDist) ? webDist : '/nonexistent',
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/healthz`, child, output);
    urls.push(base);
    pids.push(child.pid);
  }
  return { urls, pids };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'demo', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`demo login answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

async function activePortId(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/v2/ports`, { headers: { authorization: `Bearer ${token}` } });
  const ports = (await response.json()) as { port_circuit_id: string; state: string }[];
  const port = ports.find((item) => item.state === 'active') ?? ports[0];
  if (!port) throw new Error('the demo user has no port');
  return port.port_circuit_id;
}

// ---------------------------------------------------------------------------------------------------------------
// Load

function autocannonOnce(url: string, scenario: Scenario, connections: number, seconds: number) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers: scenario.headers,
    requests: scenario.requests.map((request) => ({
      method: request.method,
      path: request.path,
      ...(request.headers ? { headers: { ...scenario.headers, ...request.headers } } : {}),
      ...(request.body
        ? { setupRequest: (sent: autocannon.Request) => ({ ...sent, body: request.body?.() ?? '' }) }
        : {}),
    })),
  });
}

/**
 * Loads `scenario` on every base URL at once, the connections shared out evenly, and adds the answers up. With
 * several instances the p50 is the request-weighted mean of theirs and the p99 the worst of theirs.
 */
export async function loadScenario(
  baseUrls: readonly string[],
  scenario: Scenario,
  options: { connections: number; seconds: number; pids?: readonly (number | undefined)[] },
): Promise<LoadFigures> {
  const share = Math.max(1, Math.floor(options.connections / baseUrls.length));
  await Promise.all(baseUrls.map((url) => autocannonOnce(url, scenario, share, WARMUP_SECONDS)));
  const cpuBefore = (options.pids ?? []).map(cpuSecondsOf);
  const results = await Promise.all(baseUrls.map((url) => autocannonOnce(url, scenario, share, options.seconds)));
  const cpuAfter = (options.pids ?? []).map(cpuSecondsOf);
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const errors = results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
  const cpuUsed = cpuAfter.every((value, index) => value !== null && cpuBefore[index] !== null)
    ? cpuAfter.reduce<number>((sum, value, index) => sum + (value ?? 0) - (cpuBefore[index] ?? 0), 0)
    : null;
  return {
    requestsPerSecond: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
    p50Ms:
      requests === 0
        ? 0
        : results.reduce((sum, result) => sum + result.latency.p50 * result.requests.total, 0) / requests,
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    requests,
    errors,
    cpuMsPerRequest: cpuUsed === null || cpuAfter.length === 0 || requests === 0 ? null : (cpuUsed * 1000) / requests,
  };
}

/** The four loads of the issue, as the demo user: three reads with the session cookie, and a mixed set. */
export function portalScenarios(token: string, portId: string): Scenario[] {
  const cookie = { cookie: `portal_session=${token}` };
  const bearer = { authorization: `Bearer ${token}` };
  let edits = 0;
  return [
    { name: 'GET /v2/ports', headers: cookie, requests: [{ method: 'GET', path: '/v2/ports' }] },
    { name: 'GET /v2/users/current', headers: cookie, requests: [{ method: 'GET', path: '/v2/users/current' }] },
    { name: 'GET /v2/dashboard', headers: cookie, requests: [{ method: 'GET', path: '/v2/dashboard' }] },
    {
      // Four reads and one write (a port's description, with its activity entry and inventory row) per cycle.
      name: 'mixed (4 reads : 1 PATCH /v2/ports/{id})',
      headers: bearer,
      requests: [
        { method: 'GET', path: '/v2/ports' },
        { method: 'GET', path: '/v2/users/current' },
        { method: 'GET', path: `/v2/ports/${portId}` },
        { method: 'GET', path: '/v2/dashboard' },
        {
          method: 'PATCH',
          path: `/v2/ports/${portId}`,
          headers: { 'content-type': 'application/json' },
          body: () => {
            edits += 1;
            return JSON.stringify({ description: `Load test ${edits % 1000}` });
          },
        },
      ],
    },
  ];
}

/** The goals: a share of `pgbench -S` and, for the port list, a p99 bound. */
const GOALS: Record<string, { pgbenchShare: number; p99Ms?: number }> = {
  'GET /v2/ports': { pgbenchShare: 0.1, p99Ms: 30 },
  'GET /v2/users/current': { pgbenchShare: 0.2 },
};

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function judge(name: string, figures: LoadFigures, pgbenchTps: number): { goal: string; met: string } {
  const goal = GOALS[name];
  if (!goal) return { goal: '—', met: '—' };
  const parts = [`≥ ${percent(goal.pgbenchShare)} of pgbench (${Math.round(goal.pgbenchShare * pgbenchTps)} req/s)`];
  if (goal.p99Ms !== undefined) parts.push(`p99 ≤ ${goal.p99Ms} ms`);
  const failures: string[] = [];
  if (figures.requestsPerSecond < goal.pgbenchShare * pgbenchTps) failures.push('throughput');
  if (goal.p99Ms !== undefined && figures.p99Ms > goal.p99Ms) failures.push('p99');
  if (figures.errors > 0) failures.push(`${figures.errors} errors`);
  return { goal: parts.join(', '), met: failures.length === 0 ? 'yes' : `no (${failures.join(', ')})` };
}

type Row = Record<string, string | number>;

function row(name: string, figures: LoadFigures, references: { hello: number; pgbench: number }): Row {
  return {
    what: name,
    'req/s': figures.requestsPerSecond,
    'p50 ms': Number(figures.p50Ms.toFixed(1)),
    'p99 ms': Number(figures.p99Ms.toFixed(1)),
    'of hello-world': percent(figures.requestsPerSecond / references.hello),
    'of pgbench -S': percent(figures.requestsPerSecond / references.pgbench),
    'CPU ms/req': figures.cpuMsPerRequest === null ? '—' : Number(figures.cpuMsPerRequest.toFixed(2)),
    errors: figures.errors,
    ...judge(name, figures, references.pgbench),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The run

async function main(): Promise<void> {
  const machine = {
    cpus: cpus().length,
    cpu_model: cpus()[0]?.model ?? 'unknown',
    memory_gb: Math.round(totalmem() / 2 ** 30),
    load_average_at_start: Number(loadavg()[0]?.toFixed(2)),
    node: process.version,
  };
  console.info(
    `Machine: ${machine.cpus} cores (${machine.cpu_model}), load ${machine.load_average_at_start}; ` +
      `${SECONDS} s per load over ${CONNECTIONS} connections, loopback`,
  );

  const hello = await startHelloWorld();
  const helloFigures = await loadScenario(
    [hello.url],
    { name: 'hello', headers: {}, requests: [{ method: 'GET', path: '/' }] },
    { connections: CONNECTIONS, seconds: SECONDS, pids: [hello.child.pid] },
  );
  await stopChild(hello.child);
  console.info(`bare Fastify hello-world: ${helloFigures.requestsPerSecond} req/s`);

  const pgbench = runPgbench();
  console.info(`pgbench -S (${pgbench.clients} clients): ${Math.round(pgbench.tps)} tps`);
  const references = { hello: helloFigures.requestsPerSecond, pgbench: pgbench.tps };

  const portal = await startPortal(INSTANCES);
  const token = await signIn(portal.urls[0] ?? '');
  const portId = await activePortId(portal.urls[0] ?? '', token);
  const scenarios = portalScenarios(token, portId);

  const rows: Row[] = [
    row('bare Fastify hello-world', helloFigures, references),
    {
      what: `pgbench -S (${pgbench.clients} clients)`,
      'req/s': Math.round(pgbench.tps),
      'p50 ms': '—',
      'p99 ms': '—',
      'of hello-world': percent(pgbench.tps / references.hello),
      'of pgbench -S': percent(1),
      'CPU ms/req': '—',
      errors: 0,
      goal: '—',
      met: '—',
    },
  ];
  const figures: Record<string, { one: LoadFigures; all?: LoadFigures }> = {};
  for (const scenario of scenarios) {
    const one = await loadScenario(portal.urls.slice(0, 1), scenario, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      pids: portal.pids.slice(0, 1),
    });
    figures[scenario.name] = { one };
    rows.push(row(scenario.name, one, references));
    console.info(`${scenario.name}: ${one.requestsPerSecond} req/s, p99 ${one.p99Ms} ms`);
  }
  if (INSTANCES > 1) {
    for (const scenario of scenarios) {
      const all = await loadScenario(portal.urls, scenario, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        pids: portal.pids,
      });
      const entry = figures[scenario.name];
      if (entry) entry.all = all;
      rows.push(row(`${scenario.name}, ${INSTANCES} instances`, all, references));
    }
  }
  console.table(rows);

  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('./results/api-load.json', import.meta.url),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        machine,
        seconds: SECONDS,
        connections: CONNECTIONS,
        instances: INSTANCES,
        references: { hello_world: helloFigures, pgbench },
        portal: figures,
        table: rows,
      },
      null,
      2,
    )}\n`,
  );
}

try {
  await main();
} finally {
  await cleanUp();
}
