// Prints the latency of the hottest authenticated read (GET /v2/users/current) and of a login, in process,
// on a fresh embedded database. Bounded: a fixed number of requests, then it stops.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createTestApp, login } from '../apps/server/src/testing/test-app.js';

const READS = Number(process.env.BENCH_READS ?? 2000);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 50);

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

function summarise(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((sum, value) => sum + value, 0);
  return {
    name,
    requests: samples.length,
    mean_ms: Number((total / samples.length).toFixed(3)),
    p50_ms: Number(percentile(sorted, 50).toFixed(3)),
    p95_ms: Number(percentile(sorted, 95).toFixed(3)),
    p99_ms: Number(percentile(sorted, 99).toFixed(3)),
    per_second: Number((samples.length / (total / 1000)).toFixed(1)),
  };
}

const harness = await createTestApp();
try {
  const session = await login(harness.app, 'demo');
  const reads: number[] = [];
  for (let i = 0; i < READS; i += 1) {
    const started = performance.now();
    const response = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: session.bearer });
    reads.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`unexpected ${response.statusCode}`);
  }
  const logins: number[] = [];
  for (let i = 0; i < LOGINS; i += 1) {
    const started = performance.now();
    await login(harness.app, 'demo');
    logins.push(performance.now() - started);
  }
  const results = {
    database: harness.database.kind,
    at: new Date().toISOString(),
    results: [summarise('GET /v2/users/current', reads), summarise('POST /v2/auth/login (argon2id)', logins)],
  };
  console.table(results.results);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/api-latency.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await harness.close();
}
