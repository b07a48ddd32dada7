import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { embeddedTemplateFor } from './db/embedded-template.js';
import type { JobRunner } from './jobs/job-runner.js';
import { forgetUnkeyedRequestHashes } from './modules/platform/idempotency/idempotency.repo.js';
import { sealStoredSecrets } from './modules/platform/secrets/seal-stored-secrets.js';
import { createSecretBox } from './modules/platform/secrets/secret-box.js';
import { backfillProgress } from './network/telemetry/backfill-progress.js';
import { isDatabaseEmpty, seedDemo } from './seed/demo.js';
import type { DemoLoadReport } from './seed/demo-world.js';

export interface StartOptions {
  /** Where the built template of the embedded database is (tests write their own); beside the bundle by default. */
  templateFolder?: string;
  /** Plain-text progress for the person who started the server (`main.ts` prints it). */
  progress?: (line: string) => void;
  /** How often the demo telemetry history's progress is looked at. */
  progressIntervalMs?: number;
}

export interface RunningPortal {
  app: FastifyInstance;
  database: DatabaseHandle;
  port: number;
  /** The demo world this start loaded, or null when it loaded none. */
  seeded: DemoLoadReport | null;
  /** This instance's job runner (started after listen; `stop` stops it). */
  jobs: JobRunner;
  /** Whether a new embedded database was unpacked from the build's template instead of made by initdb. */
  fromTemplate: boolean;
  /** Settles once no telemetry backfill is left (at once when none was asked for); the portal answers meanwhile. */
  telemetryHistory: Promise<void>;
  /**
   * Stops the jobs, the HTTP server and the database. Connections still open at the deadline (an event stream
   * whose client stopped reading, a request whose body never ends) are cut, and jobs still running are left to
   * their leases, so a stop never waits longer than `deadlineMs` for others.
   */
  stop(options: { deadlineMs: number }): Promise<void>;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Config -> database (template on a new embedded one) -> migrations -> demo world -> encryption backfill -> listen
 * -> jobs.
 */
export async function startPortal(config: Config, options: StartOptions = {}): Promise<RunningPortal> {
  const progress = options.progress ?? (() => undefined);
  const template = config.DATABASE_URL ? null : embeddedTemplateFor(config.DATA_DIR, options.templateFolder);
  if (template) progress(`First start: unpacking the prepared embedded database into ${config.DATA_DIR}`);
  const opened = performance.now();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR, ...(template ? { loadDataDir: template } : {}) },
  );
  await database.migrate();
  if (template) progress(`Embedded database ready (${seconds(opened)})`);

  const shouldSeed =
    config.SEED_DEMO === true ||
    (config.SEED_DEMO === undefined && database.kind === 'pglite' && (await isDatabaseEmpty(database.db)));
  let seeded: DemoLoadReport | null = null;
  if (shouldSeed) {
    progress('Loading the demo world');
    // Instances started together on one PostgreSQL load it one after the other; the later ones add nothing.
    seeded = await database.whileStarting(() => seedDemo(database.db, { telemetryDays: config.DEMO_TELEMETRY_DAYS }));
    progress(
      `Demo world loaded: ${seeded.inserted} new of ${seeded.rows} rows in ${seeded.tables} tables (${seeded.milliseconds} ms)`,
    );
  }

  // Encryption at rest: secrets written before it (or under the development key) are sealed under SECRETS_KEY.
  const sealing = await database.whileStarting(() =>
    sealStoredSecrets(database.db, createSecretBox(config.SECRETS_KEY)),
  );
  if (sealing.sealed > 0) progress(`Encrypted ${sealing.sealed} stored secrets under the current SECRETS_KEY`);
  if (sealing.unreadable > 0) {
    progress(`${sealing.unreadable} stored secrets were sealed under another SECRETS_KEY and cannot be read`);
  }
  // Idempotency claims keep a keyed fingerprint of their body; the plain hashes an older version kept are forgotten.
  const forgotten = await database.whileStarting(() => forgetUnkeyedRequestHashes(database.db));
  if (forgotten > 0) progress(`Forgot the unkeyed body hashes of ${forgotten} idempotency claims`);

  const app = await buildApp({ config, database });
  // The embedded database has one connection: one job at a time, so a request waits for one job at most.
  const jobRunner = app.platform.createJobRunner(database.kind === 'pglite' ? { batchSize: 1 } : {});
  await app.listen({ port: config.PORT, host: config.HOST });
  await jobRunner.start();
  await app.platform.startRecurringJobs();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;

  const watcher = watchTelemetryHistory(database, progress, options.progressIntervalMs ?? 3000);
  return {
    app,
    database,
    port,
    seeded,
    jobs: jobRunner,
    fromTemplate: template !== null,
    telemetryHistory: watcher.done,
    async stop({ deadlineMs }) {
      watcher.stop();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'deadline'>((resolve) => {
        timer = setTimeout(() => resolve('deadline'), deadlineMs);
      });
      try {
        // Jobs in flight finish (or their lease lets another instance take them) before the database closes.
        if ((await Promise.race([jobRunner.stop(), deadline])) === 'deadline') {
          app.log.warn({ deadlineMs }, 'jobs still running at the shutdown deadline are left to their leases');
        }
        const closing = app.close();
        if ((await Promise.race([closing, deadline])) === 'deadline') {
          app.log.warn({ deadlineMs }, 'connections still open at the shutdown deadline are closed');
          app.server.closeAllConnections();
          await closing;
        }
      } finally {
        clearTimeout(timer);
      }
      await database.close();
    },
  };
}

/** Prints the demo telemetry history's progress every few seconds (in steps of 10%) until it is complete. */
function watchTelemetryHistory(
  database: DatabaseHandle,
  progress: (line: string) => void,
  intervalMs: number,
): { done: Promise<void>; stop(): void } {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  let lastShown = -1;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
    const look = async () => {
      if (isStopped) return resolve();
      try {
        const state = await backfillProgress(database.db);
        if (!state.isRunning) {
          if (lastShown >= 0) progress(`Demo telemetry history complete (${seconds(started)})`);
          return resolve();
        }
        const percent = Math.floor(state.done * 10) * 10;
        if (percent > lastShown) {
          progress(`Demo telemetry history: ${percent}% (filling in the background; the portal answers meanwhile)`);
          lastShown = percent;
        }
      } catch {
        // A failed look (the database closing) is tried again at the next tick, or ends with stop().
      }
      timer = setTimeout(look, intervalMs);
    };
    void look();
  });
  return {
    done,
    stop() {
      isStopped = true;
      clearTimeout(timer);
      finish();
    },
  };
}
