// Prints how long a committed domain event takes to reach a browser's stream (GET /v2/events): publish inside a
// transaction, commit, and wait for the event on a connected Server-Sent Events client. Fresh database; add
// DATABASE_URL=... for PostgreSQL (LISTEN/NOTIFY across connections). Usage: npm run live-events -w bench
import { mkdirSync, writeFileSync } from 'node:fs';
import { publishEvent } from '../apps/server/src/events/publish-event.js';
import { connectSse } from '../apps/server/src/events/sse-client.js';
import { DEMO_CUSTOMER_IDS } from '../apps/server/src/seed/demo.js';
import { createTestApp, login } from '../apps/server/src/testing/test-app.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);

const harness = await createTestApp();
try {
  const url = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const session = await login(harness.app, 'demo');
  const client = await connectSse(`${url}/v2/events`, session.bearer);
  while (!client.comments.includes('subscribed')) await new Promise((resolve) => setTimeout(resolve, 5));
  const latencies: number[] = [];
  for (let index = 0; index < EVENTS; index += 1) {
    const objectId = `PF-BENCH-${index}`;
    const started = performance.now();
    await harness.database.db.transaction((tx) =>
      publishEvent(tx, { type: 'bench', customerId: DEMO_CUSTOMER_IDS.acme, objectType: 'port', objectId }),
    );
    while (!client.events.some((event) => event.object_id === objectId)) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    latencies.push(performance.now() - started);
  }
  client.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0).toFixed(2));
  const result = {
    database: harness.database.kind,
    events: EVENTS,
    p50_ms: at(0.5),
    p95_ms: at(0.95),
    max_ms: at(1),
    at: new Date().toISOString(),
  };
  console.table([result]);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/live-events.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await harness.close();
}
