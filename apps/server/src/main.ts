import { loadConfig } from './config.js';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo.js';
import { startPortal } from './start.js';

/** Process entry: config -> the portal (start.ts) -> a banner -> stop on SIGINT/SIGTERM within the deadline. */
async function main(): Promise<void> {
  const config = loadConfig();
  const portal = await startPortal(config, { progress: (line) => console.info(`  ${line}`) });
  const { app, port } = portal;

  const shutdown = async (signal: string) => {
    app.log.info({ signal, deadlineMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
    // The last resort: whatever still holds the process a second past the deadline does not keep it alive.
    setTimeout(() => {
      console.error(`Shutdown did not finish within ${config.SHUTDOWN_TIMEOUT_MS + 1000} ms; exiting.`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 1000).unref();
    await portal.stop({ deadlineMs: config.SHUTDOWN_TIMEOUT_MS });
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const host = config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' ? 'localhost' : config.HOST;
  const where =
    portal.database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  app.log.info({ port, database: portal.database.kind, seeded: portal.seeded !== null }, 'portal started');
  // A banner for the person who ran `npm start`, in plain text beside the structured log.
  const banner = [
    '',
    `  Portal is up at http://${host}:${port}`,
    `  API reference: http://${host}:${port}/api-docs`,
    `  Database: ${where}${portal.seeded ? ' (demo data loaded)' : ''}`,
  ];
  if (portal.database.kind === 'pglite' || portal.seeded) {
    banner.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) banner.push(`    ${user.login.padEnd(9)} ${user.description}`);
  }
  console.info(`${banner.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
