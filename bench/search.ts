// Prints the time of the circuit search, the sidebar counts and the dashboard for one customer among many, on a
// fresh database filled by the scale generator: PostgreSQL with DATABASE_URL (a database is created and dropped),
// else the embedded PGlite.
// Usage: npm run search -w bench -- [--circuits 1000000] [--customers 100] [--queries 20]
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { DEMO_CUSTOMER_IDS } from '../apps/server/src/seed/demo.js';
import { insertScaleCircuits, insertScaleCustomers, scaleCircuit } from '../apps/server/src/seed/scale.js';
import { createTestApp, login } from '../apps/server/src/testing/test-app.js';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

const isPostgres = Boolean(process.env.DATABASE_URL);
// PGlite (WebAssembly, one connection) fills about a thousand circuits a second: keep its default quick.
const CIRCUITS = option('circuits', isPostgres ? 1_000_000 : 20_000);
const CUSTOMERS = Math.max(1, option('customers', 100));
const QUERIES = option('queries', 20);

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

function summarise(name: string, samples: number[], rows: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    queries: samples.length,
    rows,
    p50_ms: Number(percentile(sorted, 50).toFixed(1)),
    p95_ms: Number(percentile(sorted, 95).toFixed(1)),
    max_ms: Number((sorted.at(-1) ?? 0).toFixed(1)),
  };
}

const harness = await createTestApp();
try {
  const db = harness.database.db;
  const started = performance.now();
  // The demo customer Acme owns an even share of the generated estate, so its user can search it over HTTP.
  const ownerIds = [DEMO_CUSTOMER_IDS.acme, ...(await insertScaleCustomers(db, CUSTOMERS - 1))];
  let reported = 0;
  await insertScaleCircuits(db, ownerIds, CIRCUITS, {
    onProgress: ({ done, total }) => {
      if (done - reported < total / 10 && done < total) return;
      reported = done;
      console.info(`  ${done}/${total} circuits, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    },
  });
  await db.execute(sql`vacuum analyze circuits`);
  const fillSeconds = (performance.now() - started) / 1000;
  const acmeCircuits = Math.ceil(CIRCUITS / ownerIds.length);
  console.info(
    `${CIRCUITS} circuits over ${ownerIds.length} customers (Acme has about ${acmeCircuits}) on ${harness.database.kind}, filled in ${fillSeconds.toFixed(1)} s`,
  );

  const session = await login(harness.app, 'demo');
  // Queries a user types: a whole circuit id of their own, an id prefix, a metro, a label, a word of a description,
  // two letters, and a miss. Acme's circuits are every ownerIds.length-th of the generated ones.
  const ownCircuit = scaleCircuit(ownerIds.length * Math.floor(acmeCircuits / 2), ownerIds);
  const searches = [
    ['exact circuit id', ownCircuit.circuitId],
    ['id prefix', ownCircuit.circuitId.slice(0, 10)],
    ['metro', 'seattle'],
    ['label', 'production'],
    ['description word', 'replication for the clinic'],
    ['two letters', 'ny'],
    ['no match', 'zebra-unicorn'],
  ] as const;
  const calls: [string, string][] = [
    ...searches.map(([label, q]): [string, string] => [`search: ${label}`, `/v2/search?q=${encodeURIComponent(q)}`]),
    ['search options', '/v2/search/options'],
    ['navigation counts', '/v2/navigation/counts'],
    ['dashboard', '/v2/dashboard'],
  ];
  const results = [];
  for (const [name, url] of calls) {
    const times: number[] = [];
    let rows = 0;
    for (let query = 0; query < QUERIES; query += 1) {
      const queryStart = performance.now();
      const response = await harness.app.inject({ method: 'GET', url, headers: session.bearer });
      times.push(performance.now() - queryStart);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      const body = response.json<unknown>();
      rows = Array.isArray(body) ? body.length : Object.keys(body as object).length;
    }
    results.push(summarise(name, times, rows));
  }
  console.table(results);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('./results/search.json', import.meta.url),
    `${JSON.stringify({ database: harness.database.kind, circuits: CIRCUITS, customers: ownerIds.length, acme_circuits: acmeCircuits, fill_seconds: Number(fillSeconds.toFixed(1)), at: new Date().toISOString(), results }, null, 2)}\n`,
  );
} finally {
  await harness.close();
}
