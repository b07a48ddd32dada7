import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_PASSWORD, DEMO_USERS, isDatabaseEmpty, seedDemo } from './seed/demo.js';

/** Process entry: config -> database -> migrations -> demo data (embedded default) -> listen -> jobs. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  await database.migrate();

  const shouldSeed =
    config.SEED_DEMO === true ||
    (config.SEED_DEMO === undefined && database.kind === 'pglite' && (await isDatabaseEmpty(database.db)));
  if (shouldSeed) await seedDemo(database.db, { telemetryDays: config.DEMO_TELEMETRY_DAYS });

  const app = await buildApp({ config, database });
  const jobRunner = app.platform.createJobRunner();
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Jobs in flight finish (or their lease lets another instance take them) before the database closes.
    await jobRunner.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  await jobRunner.start();
  await app.platform.startRecurringJobs();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' ? 'localhost' : config.HOST;
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  app.log.info({ port, database: database.kind, seeded: shouldSeed }, 'portal started');
  // A banner for the person who ran `npm start`, in plain text beside the structured log.
  const banner = [
    '',
    `  Portal is up at http://${host}:${port}`,
    `  API reference: http://${host}:${port}/api-docs`,
    `  Database: ${where}${shouldSeed ? ' (demo data loaded)' : ''}`,
  ];
  if (database.kind === 'pglite' || shouldSeed) {
    banner.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) banner.push(`    ${user.login.padEnd(9)} ${user.description}`);
  }
  console.info(`${banner.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
