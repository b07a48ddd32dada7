// Prints the time of the metric queries over 24 hours, 30 days and 90 days of history for many interfaces, on a
// fresh database: PostgreSQL with DATABASE_URL (a database is created and dropped), else the embedded PGlite.
// Usage: npm run telemetry -w bench -- [--interfaces 1000] [--days 90] [--queries 20]
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { DEMO_CUSTOMER_IDS } from '../apps/server/src/seed/demo.js';
import { createTestApp, login } from '../apps/server/src/testing/test-app.js';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

const isPostgres = Boolean(process.env.DATABASE_URL);
const INTERFACES = option('interfaces', isPostgres ? 1000 : 100);
const DAYS = option('days', 90);
const QUERIES = option('queries', 20);
const CUSTOMER_INTERFACES = Math.min(50, INTERFACES);

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

function summarise(name: string, samples: number[], points: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    queries: samples.length,
    points,
    p50_ms: Number(percentile(sorted, 50).toFixed(1)),
    p95_ms: Number(percentile(sorted, 95).toFixed(1)),
    max_ms: Number((sorted.at(-1) ?? 0).toFixed(1)),
  };
}

/**
 * Series rows for every interface, a believable daily curve with noise, written by the database itself in time
 * order (all interfaces of one minute, then the next), the way the collection writes them.
 */
function generate(table: string, step: string, days: number) {
  return sql.raw(`
    insert into ${table} (telemetry_id, ts, rx_avg, rx_min, rx_max, tx_avg, tx_min, tx_max,
      rx_unicast, rx_multicast, rx_broadcast, tx_unicast, tx_multicast, tx_broadcast,
      rx_errors, tx_errors, rx_crc, rx_discards, tx_discards)
    select 'BENCH-' || i, ts, v.rx, v.rx * 0.6, v.rx * 1.5, v.rx * 0.8, v.rx * 0.5, v.rx * 1.3,
      (v.rx / 7200)::bigint, (v.rx / 2000000)::bigint, (v.rx / 20000000)::bigint,
      (v.rx / 9000)::bigint, (v.rx / 2500000)::bigint, (v.rx / 25000000)::bigint, 0, 0, 0, 0, 0
    from generate_series(date_bin(interval '${step}', now() - interval '${days} days', timestamptz '1970-01-01'),
        now(), interval '${step}') as ts,
      generate_series(1, ${INTERFACES}) as i,
      lateral (select 1e10 * (0.3 + 0.2 * sin(extract(epoch from ts) / 86400 * 2 * pi() + i)) * (0.9 + random() * 0.2)
        as rx) as v
    on conflict do nothing`);
}

const harness = await createTestApp();
try {
  const db = harness.database.db;
  const started = performance.now();
  await db.execute(generate('telemetry_1h', '1 hour', DAYS));
  await db.execute(generate('telemetry_5m', '5 minutes', Math.min(DAYS, 35)));
  await db.execute(generate('telemetry_1m', '1 minute', Math.min(DAYS, 2)));
  await db.execute(sql`vacuum analyze telemetry_1h`);
  await db.execute(sql`vacuum analyze telemetry_5m`);
  await db.execute(sql`vacuum analyze telemetry_1m`);
  const counts = await db.execute(sql`select
    (select count(*) from telemetry_1m)::float8 as one_minute,
    (select count(*) from telemetry_5m)::float8 as five_minutes,
    (select count(*) from telemetry_1h)::float8 as hourly`);
  const rows = (counts as unknown as { rows: Record<string, number>[] }).rows[0];
  console.info(
    `${INTERFACES} interfaces, ${DAYS} days: ${JSON.stringify(rows)} rows, generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The benchmark's customer owns every generated interface, the way the ports module will answer.
  const isBenchId = (id: string) => /^BENCH-\d+$/.test(id) && Number(id.slice(6)) <= INTERFACES;
  harness.app.platform.circuits.register('interface', {
    find: async (_db, customerId, circuitId) =>
      customerId === DEMO_CUSTOMER_IDS.acme && isBenchId(circuitId) ? { circuitId, interfaces: [] } : null,
    list: async (_db, customerId) =>
      customerId === DEMO_CUSTOMER_IDS.acme
        ? Array.from({ length: CUSTOMER_INTERFACES }, (_, index) => ({
            circuitId: `BENCH-${index + 1}`,
            interfaces: [],
          }))
        : [],
  });
  const session = await login(harness.app, 'demo');
  const end = Math.floor(Date.now() / 1000);
  const ranges = [
    ['24 hours', 86_400],
    ['30 days', 30 * 86_400],
    ['90 days', 90 * 86_400],
  ] as const;
  const results = [];
  for (const [label, span] of ranges) {
    if (span > DAYS * 86_400) continue;
    for (const [kind, path] of [
      ['interface rate', (id: number) => `/v2/metrics/ifd/rate/mbps/BENCH-${id}`],
      [`customer rate (${CUSTOMER_INTERFACES} interfaces)`, () => '/v2/metrics/customer/ifd/rate/bps'],
      ['interface errors', (id: number) => `/v2/metrics/ifd/errors/BENCH-${id}`],
    ] as const) {
      const times: number[] = [];
      let points = 0;
      for (let query = 0; query < QUERIES; query += 1) {
        const id = 1 + Math.floor(Math.random() * INTERFACES);
        const queryStart = performance.now();
        const response = await harness.app.inject({
          method: 'GET',
          url: `${path(id)}?start=${end - span}&end=${end}`,
          headers: session.bearer,
        });
        times.push(performance.now() - queryStart);
        if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
        points = response.json<{ series: unknown[] }>().series.length;
      }
      results.push(summarise(`${kind}, ${label}`, times, points));
    }
  }
  console.table(results);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('./results/telemetry-queries.json', import.meta.url),
    `${JSON.stringify({ database: harness.database.kind, interfaces: INTERFACES, days: DAYS, rows, at: new Date().toISOString(), results }, null, 2)}\n`,
  );
} finally {
  await harness.close();
}
