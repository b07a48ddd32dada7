// Prints the latency of the hottest authenticated read (GET /v2/users/current), of a login and of the VC list with
// 1,000 circuits (a page of 25, and all of them as API clients read it), in process, on a fresh embedded database.
// Bounded: a fixed number of requests, then it stops.
import { mkdirSync, writeFileSync } from 'node:fs';
import { vcInterfaces, virtualCircuits } from '../apps/server/src/db/schema/index.js';
import { DEMO_CUSTOMER_IDS } from '../apps/server/src/seed/demo.js';
import { DEMO_PORTS } from '../apps/server/src/seed/demo-ports.js';
import { createTestApp, login } from '../apps/server/src/testing/test-app.js';

const READS = Number(process.env.BENCH_READS ?? 2000);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 50);
const VCS = 1000;
const VC_READS = Number(process.env.BENCH_VC_READS ?? 200);

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
  // 1,000 VCs of Acme between its NYC1 and LON1 ports, one VLAN each (1000 to 1999), written straight in.
  const customerId = DEMO_CUSTOMER_IDS.acme;
  const ids = Array.from({ length: VCS }, (_, index) => `PF-BC-NYC-LON-${8_000_000 + index}-PF`);
  await harness.database.db.insert(virtualCircuits).values(
    ids.map((circuitId, index) => ({
      circuitId,
      customerId,
      accountUuid: customerId,
      serviceType: 'backbone',
      mode: 'evpl' as const,
      serviceClass: 'longhaul' as const,
      longhaulType: 'dedicated' as const,
      speed: '100Mbps',
      subscriptionTerm: 12,
      state: 'active',
      description: `Bench circuit ${index}`,
    })),
  );
  await harness.database.db.insert(vcInterfaces).values(
    ids.flatMap((circuitId, index) =>
      (['a', 'z'] as const).map((side) => ({
        vcCircuitId: circuitId,
        customerId,
        side,
        portCircuitId: side === 'a' ? DEMO_PORTS.nyc : DEMO_PORTS.london,
        vlan: 1000 + index,
        outerVlan: 1000 + index,
        innerVlan: 0,
        provisioningStatus: 'active',
      })),
    ),
  );
  const timeRead = async (url: string, count: number) => {
    const samples: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      const response = await harness.app.inject({ method: 'GET', url, headers: session.bearer });
      samples.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`unexpected ${response.statusCode} for ${url}`);
    }
    return samples;
  };
  const vcPage = await timeRead('/v2/services?page_size=25', VC_READS);
  const vcAll = await timeRead('/v2/services', Math.max(1, Math.floor(VC_READS / 10)));
  const results = {
    database: harness.database.kind,
    at: new Date().toISOString(),
    results: [
      summarise('GET /v2/users/current', reads),
      summarise('POST /v2/auth/login (argon2id)', logins),
      summarise(`GET /v2/services?page_size=25 (${VCS} VCs)`, vcPage),
      summarise(`GET /v2/services (all ${VCS} VCs)`, vcAll),
    ],
  };
  console.table(results.results);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/api-latency.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await harness.close();
}
