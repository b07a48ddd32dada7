import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_PASSWORD, DEMO_USERS, isDatabaseEmpty, seedDemo } from './seed/demo.js';

/** Process entry: config -> database -> migrations -> demo data (embedded default) -> listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  await database.migrate();

  const shouldSeed =
    config.SEED_DEMO === true ||
    (config.SEED_DEMO === undefined && database.kind === 'pglite' && (await isDatabaseEmpty(database.db)));
  if (shouldSeed) await seedDemo(database.db);

  const app = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' ? 'localhost' : config.HOST;
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  app.log.info(`Portal is up at http://${host}:${port} (database: ${where}${shouldSeed ? ', demo data loaded' : ''})`);
  if (shouldSeed || database.kind === 'pglite') {
    const logins = DEMO_USERS.map((user) => `  ${user.login.padEnd(9)} ${user.description}`).join('\n');
    app.log.info(`Demo logins (password ${DEMO_PASSWORD}):\n${logins}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
