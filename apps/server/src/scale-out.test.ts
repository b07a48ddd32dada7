import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { LiveEvent } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config.js';
import { connectSse, type SseClient } from './events/sse-client.js';
import { waitUntil } from './jobs/testing-jobs.js';
import { DEMO_PASSWORD } from './seed/demo.js';
import { type RunningPortal, startPortal } from './start.js';

/**
 * Two server instances on one PostgreSQL database, as a load balancer would put them: instance A is a separate
 * process (`src/main.ts`, so it can be killed for real), instance B runs in this process. Both run their job
 * runners with short step, poll and lease times. A port ordered through A advances live on an event stream
 * connected to B; each provisioning step runs once; A killed in the middle of a workflow leaves B to finish it.
 * PGlite is one embedded instance: skipped there.
 */
const serverUrl = process.env.DATABASE_URL;
const skipReason = serverUrl ? null : 'DATABASE_URL is not set: two instances need one PostgreSQL server to share';
if (skipReason) console.info(`Skipping the scale-out test: ${skipReason}.`);

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const PORT_ORDER = { pop: 'NYC1', zone: 'A', speed: '10Gbps', media: 'LR', subscription_term: 1 } as const;
const PORT_STEPS = 8;
/** The settings both instances run with: fast steps and polls, and a lease a dead instance holds only two seconds. */
const SETTINGS = {
  HOST: '127.0.0.1',
  PORT: '0',
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  NETWORK_STEP_MS: '250',
  JOBS_POLL_MS: '50',
  JOBS_LEASE_MS: '2000',
  EVENTS_HEARTBEAT_MS: '1000',
  RATE_LIMIT_MAX: '1000000',
  DEMO_TELEMETRY_DAYS: '0',
};

let databaseUrl = '';
let dropDatabase: (() => Promise<void>) | null = null;
let instanceA: ChildProcess | null = null;
let baseA = '';
let portalB: RunningPortal | null = null;
let baseB = '';
let bearer: Record<string, string> = {};
let stream: SseClient | null = null;
let pool: pg.Pool | null = null;

const killA = () => {
  if (instanceA && instanceA.exitCode === null && instanceA.signalCode === null) instanceA.kill('SIGKILL');
};

/** A fresh copy of the route tests' seeded template (the demo world), dropped after the file. */
async function seededDatabase(url: string): Promise<string> {
  const templates = inject('databaseTemplates');
  if (templates.kind !== 'postgres') throw new Error('the global setup made no PostgreSQL templates');
  const name = `portal_scale_out_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templates.seeded}`);
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

/** Starts `src/main.ts` in its own process and answers its base URL once it listens. */
function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Portal is up at http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}` });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) =>
      reject(new Error(`instance A ended before it listened (${code ?? signal}):\n${output.slice(-2000)}`)),
    );
  });
}

beforeAll(async () => {
  if (skipReason || !serverUrl) return;
  // A killed test run must not leave instance A running.
  process.once('exit', killA);
  databaseUrl = await seededDatabase(serverUrl);
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const env = { ...SETTINGS, DATABASE_URL: databaseUrl };
  const starting = startProcess(env);
  starting.then(({ child }) => {
    instanceA = child;
  }, killA);
  portalB = await startPortal(loadConfig(env));
  baseB = `http://127.0.0.1:${portalB.port}`;
  ({ base: baseA } = await starting);

  const login = await fetch(`${baseA}/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'demo', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  bearer = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  // The browser's live stream, connected to instance B.
  stream = await connectSse(`${baseB}/v2/events`, bearer);
  expect(stream.status).toBe(200);
  await waitUntil(() => stream?.comments.includes('subscribed') ?? false, 'the stream on B is subscribed');
}, 120_000);

afterAll(async () => {
  stream?.close();
  killA();
  await portalB?.stop({ deadlineMs: 2000 });
  await pool?.end();
  await dropDatabase?.();
  process.removeListener('exit', killA);
});

/** Orders a port through instance A and answers its circuit id. */
async function orderThroughA(): Promise<string> {
  const response = await fetch(`${baseA}/v2/ports`, {
    method: 'POST',
    headers: { ...bearer, 'content-type': 'application/json' },
    body: JSON.stringify({ ...PORT_ORDER, description: `Scale-out ${randomBytes(3).toString('hex')}` }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { port_circuit_id: string }).port_circuit_id;
}

/** The workflow steps of one port the stream on B received, in order of arrival. */
const stepsSeen = (circuitId: string) =>
  (stream?.events ?? []).filter(
    (event: LiveEvent) => event.type === 'network.workflow.step' && event.object_id === circuitId,
  );
const positionsSeen = (circuitId: string) =>
  stepsSeen(circuitId)
    .filter((event) => event.data.step !== null)
    .map((event) => Number(event.data.position));
const isFinalSeen = (circuitId: string) => stepsSeen(circuitId).some((event) => event.data.is_final === true);

async function rows<Row>(text: string, values: unknown[]): Promise<Row[]> {
  if (!pool) throw new Error('no pool');
  return (await pool.query(text, values)).rows as Row[];
}

/** Each step job of the port's provisioning: its position, status, attempts and the runner that finished it. */
async function stepJobs(circuitId: string) {
  return rows<{ position: number; status: string; attempts: number; owner: string }>(
    `SELECT (j.payload->>'position')::int AS position, j.status, j.attempts, j.lease_owner AS owner
       FROM jobs j JOIN network_workflows w ON w.id::text = j.payload->>'workflow_id'
      WHERE j.type = 'network.workflow.step' AND w.object_id = $1
      ORDER BY position`,
    [circuitId],
  );
}

/** What the provisioning did once per port: the link recorded up, the order's activity entry. */
async function effectCounts(circuitId: string) {
  const [counts] = await rows<{ links: number; activity: number; workflows: number }>(
    `SELECT (SELECT count(*)::int FROM network_link_changes WHERE link_id = $1) AS links,
            (SELECT count(*)::int FROM activity_log WHERE object_id = $1) AS activity,
            (SELECT count(*)::int FROM network_workflows WHERE object_id = $1) AS workflows`,
    [circuitId],
  );
  return counts;
}

async function portStateOnB(circuitId: string): Promise<string> {
  const response = await fetch(`${baseB}/v2/ports/${circuitId}`, { headers: bearer });
  expect(response.status).toBe(200);
  return ((await response.json()) as { state: string }).state;
}

const oneToEight = Array.from({ length: PORT_STEPS }, (_, index) => index + 1);

describe.skipIf(skipReason !== null)('two instances on one PostgreSQL database', () => {
  it('advance a port ordered through A live on a stream connected to B, each step run once', async () => {
    const circuitId = await orderThroughA();
    await waitUntil(() => isFinalSeen(circuitId), 'the stream on B sees the port provisioned', 30_000);

    // The order's own events, published by A in the order's transaction, reached the stream on B.
    expect(stepsSeen(circuitId)[0]?.data).toMatchObject({ step: null, position: 0, object_state: 'requested' });
    expect(stream?.events.some((event) => event.type === 'activity.recorded' && event.object_id === circuitId)).toBe(
      true,
    );
    // Every step reached B's browser once, in order, through LISTEN/NOTIFY from whichever instance ran it.
    expect(positionsSeen(circuitId)).toEqual(oneToEight);
    expect(stepsSeen(circuitId).at(-1)?.data).toMatchObject({ state: 'COMPLETE', object_state: 'active' });
    expect(await portStateOnB(circuitId)).toBe('active');
    const jobs = await stepJobs(circuitId);
    expect(jobs.map((job) => job.position)).toEqual(oneToEight.map((position) => position - 1));
    expect(jobs.every((job) => job.status === 'succeeded' && job.attempts === 1)).toBe(true);
    expect(await effectCounts(circuitId)).toEqual({ links: 1, activity: 1, workflows: 1 });
  }, 60_000);

  it('finish on B a workflow whose instance A was killed in the middle of it', async () => {
    if (!portalB || !instanceA?.pid) throw new Error('the instances did not start');
    const pidA = instanceA.pid;
    // B's runner pauses while the order goes in, so that A alone runs the first steps and dies holding the work.
    await portalB.jobs.stop();
    const circuitId = await orderThroughA();
    await waitUntil(() => positionsSeen(circuitId).length >= 2, 'A has run two steps', 30_000);
    const exited = new Promise((resolve) => instanceA?.once('exit', resolve));
    instanceA.kill('SIGKILL');
    await exited;
    // Every step A committed before it died (its job succeeded in the step's transaction) still reaches B's stream,
    // NOTIFY being sent at commit: wait for the last of them, however long the machine takes to deliver it.
    const committedByA = (await stepJobs(circuitId)).filter((job) => job.status === 'succeeded').length;
    await waitUntil(() => positionsSeen(circuitId).length >= committedByA, "A's last step reaches B's stream");
    const beforeKill = positionsSeen(circuitId).length;
    expect(beforeKill).toBe(committedByA);
    expect(beforeKill).toBeLessThan(PORT_STEPS);
    expect(await portStateOnB(circuitId)).toBe('provisioning');

    await portalB.jobs.start();
    await waitUntil(() => isFinalSeen(circuitId), 'B finishes the workflow', 30_000);

    expect(positionsSeen(circuitId)).toEqual(oneToEight);
    expect(await portStateOnB(circuitId)).toBe('active');
    const jobs = await stepJobs(circuitId);
    expect(jobs.map((job) => job.position)).toEqual(oneToEight.map((position) => position - 1));
    expect(jobs.every((job) => job.status === 'succeeded')).toBe(true);
    // The steps before the kill were A's (its lease owner names its process), the rest B's; a step A died in
    // the middle of rolled back and ran again on B once A's lease ran out, so it counts two attempts.
    const owners = jobs.map((job) =>
      job.owner === portalB?.jobs.owner ? 'B' : job.owner.includes(`:${pidA}:`) ? 'A' : job.owner,
    );
    expect(owners.slice(0, beforeKill)).toEqual(Array(beforeKill).fill('A'));
    expect(owners.slice(beforeKill)).toEqual(Array(PORT_STEPS - beforeKill).fill('B'));
    expect(jobs.filter((job) => job.attempts > 1).length).toBeLessThanOrEqual(1);
    expect(await effectCounts(circuitId)).toEqual({ links: 1, activity: 1, workflows: 1 });
  }, 60_000);
});
