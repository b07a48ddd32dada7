// What the edge rate limit costs per request: the same authenticated read (GET /v2/users/current) loaded with
// autocannon on one app with the limit off and one with it on (a limit no caller reaches, so every request is
// counted and none refused), on one fresh database; and the in-memory count alone, per hit. Loopback only, bounded
// in time (BENCH_SECONDS each, 10 by default).
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { SharedWindowCounter } from '../apps/server/src/http/rate-limit-store.js';
import { createTestApp, login } from '../apps/server/src/testing/test-app.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function load(app: FastifyInstance, headers: Record<string, string>) {
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const result = await autocannon({
    url: `${url}/v2/users/current`,
    headers,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  await app.close();
  return {
    requests_per_second: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    refused_429: result.statusCodeStats?.['429']?.count ?? 0,
  };
}

function appWith(harness: Awaited<ReturnType<typeof createTestApp>>, rateLimitMax: string) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_MAX: rateLimitMax,
  });
  return buildApp({ config, database: harness.database });
}

const harness = await createTestApp();
try {
  const session = await login(harness.app, 'demo');
  const scenarios = [
    { name: 'GET /v2/users/current as demo', headers: session.bearer },
    // No credentials: answered 401 without a query, so the limit's share of the work is as large as it gets.
    { name: 'GET /v2/users/current, anonymous (401)', headers: {} },
  ];
  const rows = [];
  for (const scenario of scenarios) {
    const off = await load(await appWith(harness, '0'), scenario.headers);
    const on = await load(await appWith(harness, '10000000'), scenario.headers);
    const cost = ((off.requests_per_second - on.requests_per_second) / off.requests_per_second) * 100;
    rows.push({ name: `${scenario.name}, limit off`, ...off });
    rows.push({ name: `${scenario.name}, limit on`, ...on, cost_percent: Number(cost.toFixed(1)) });
  }

  const counter = new SharedWindowCounter({ db: harness.database.db, syncMs: 1000, prefix: 'bench:' });
  const hits = 1_000_000;
  const started = process.hrtime.bigint();
  for (let hit = 0; hit < hits; hit += 1) counter.hit(`caller-${hit % 100}`, 60_000);
  const nsPerHit = Number(process.hrtime.bigint() - started) / hits;
  await counter.close();

  const results = {
    database: harness.database.kind,
    at: new Date().toISOString(),
    seconds: SECONDS,
    connections: CONNECTIONS,
    results: rows,
    counter_ns_per_hit: Number(nsPerHit.toFixed(0)),
  };
  console.table(rows);
  console.info(`One in-memory count takes ${results.counter_ns_per_hit} ns; the database sees one statement a second.`);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/rate-limit.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await harness.close();
}
