// Fills the configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR, as the server opens it) with
// generated customers and circuit inventory, to try the portal and its search at size.
// Usage: npm run seed:scale -- --customers 100 --circuits 100000 [--batch 2000]
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { insertScaleCircuits, insertScaleCustomers } from '../src/seed/scale.js';

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0 (got ${text})`);
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { customers: { type: 'string' }, circuits: { type: 'string' }, batch: { type: 'string' } },
  });
  const customerCount = positive('customers', values.customers, 100);
  const circuitCount = positive('circuits', values.circuits, 10_000);
  const batchSize = Math.min(positive('batch', values.batch, 2000), 4000);

  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    await database.migrate();
    const where = database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
    console.info(`Seeding ${customerCount} customers and ${circuitCount} circuits into ${where}`);
    const started = performance.now();
    const ownerIds = await insertScaleCustomers(database.db, customerCount);
    let reported = 0;
    await insertScaleCircuits(database.db, ownerIds, circuitCount, {
      batchSize,
      onProgress: ({ done, total }) => {
        // About twenty lines whatever the size, and always the last one.
        if (done - reported < total / 20 && done < total) return;
        reported = done;
        const seconds = (performance.now() - started) / 1000;
        console.info(`  ${done}/${total} circuits (${Math.round(done / Math.max(seconds, 0.001))} per second)`);
      },
    });
    console.info(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s; existing ids were kept.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
