import type { Tracer } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import { CloudCredentialStore, type CredentialSealer } from '../clouds/cloud-credential-store.js';
import type { CloudProviderDriver } from '../clouds/cloud-provider-driver.js';
import { CloudSettingsSecrets } from '../clouds/cloud-settings-secrets.js';
import { CloudSimulator } from '../clouds/cloud-simulator.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { EventBus } from '../events/event-bus.js';
import { ensureHousekeeping, housekeepingJob } from '../jobs/housekeeping.js';
import { JobRegistry } from '../jobs/job-definition.js';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from '../jobs/job-runner.js';
import type { NetworkDriver } from '../network/network-driver.js';
import { NetworkSimulator } from '../network/simulator.js';
import { telemetryBackfillJob } from '../network/telemetry/backfill-job.js';
import {
  createCollectTelemetryJob,
  ensureCollecting,
  type UtilisationListener,
} from '../network/telemetry/collector.js';
import { registerTelemetryHooks } from '../network/telemetry/telemetry-hooks.js';
import { createWorkflowEngine } from '../network/workflow-engine.js';
import { CircuitDirectory } from './circuit-directory.js';
import { CustomerFootprint } from './customer-footprint.js';
import { PortVlanDirectory } from './port-vlan-directory.js';

/**
 * The provider-network boundary every product module builds on, made once per app: the job registry, where a
 * customer has services, the domain event bus and the network driver. `buildApp` decorates the app with it. The
 * platform knows no module: modules register what they add (circuit lookups, VLAN sources, footprint sources,
 * workflow hooks, utilisation listeners) while the app is built.
 */
export interface Platform {
  footprint: CustomerFootprint;
  jobs: JobRegistry;
  /** This instance's end of the domain event channel (browsers' live streams subscribe to it). */
  events: EventBus;
  /** The provider's network (the embedded simulator by default); product modules call it, never fake it. */
  network: NetworkDriver;
  /** The clouds (AWS, Azure, Google, Oracle, IBM; embedded simulators by default): their side of cloud connections. */
  clouds: CloudProviderDriver;
  /**
   * The customers' cloud credentials: `open` one to hand it to `clouds` (never store or log it); modules whose
   * objects reference credentials register with `usage` so a credential in use is not deleted.
   */
  cloudCredentials: CloudCredentialStore;
  /** Seals and opens the BGP MD5 key of cloud connections' `cloud_settings` (stored sealed under SECRETS_KEY). */
  cloudSettingsSecrets: CloudSettingsSecrets;
  /**
   * Keyed fingerprints (HMAC under a key derived from SECRETS_KEY) of what is compared later but never read back: the
   * body of an `Idempotency-Key` claim, which may carry a BGP MD5 key or an IPsec pre-shared key.
   */
  fingerprints: Fingerprints;
  /** Which customer owns which measured circuit (the metric endpoints' tenancy); product modules register lookups. */
  circuits: CircuitDirectory;
  /** Which VLANs each port carries: products riding on ports (VCs, clouds, internet) register their sources. */
  portVlans: PortVlanDirectory;
  /** Told each collected minute's utilisations, in the collection's transaction (the alerts module listens). */
  onUtilisation(listener: UtilisationListener): void;
  /**
   * Starts the recurring jobs, the telemetry collection and the hourly housekeeping (idempotent across instances);
   * `main.ts` calls it after listen.
   */
  startRecurringJobs(): Promise<void>;
  /** A runner over this app's job registry; `main.ts` starts one after listen, tests start their own. */
  createJobRunner(
    options?: Partial<Pick<JobRunnerOptions, 'owner' | 'pollIntervalMs' | 'leaseMs' | 'batchSize'>>,
  ): JobRunner;
}

export interface Fingerprints {
  fingerprint(text: string, purpose: 'idempotency-request'): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

export function createPlatform(deps: {
  config: Config;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** Seals secrets at rest under SECRETS_KEY (cloud credentials, cloud settings' MD5 keys) and keys fingerprints. */
  secrets: CredentialSealer & Fingerprints;
  /** Traces job runs (OpenTelemetry), when tracing is on. */
  tracer?: Tracer | undefined;
}): Platform {
  const { config, database, logger } = deps;
  const jobs = new JobRegistry();
  const workflows = createWorkflowEngine({ stepMs: config.NETWORK_STEP_MS });
  jobs.register(workflows.stepJob);
  const utilisationListeners: UtilisationListener[] = [];
  jobs.register(createCollectTelemetryJob(utilisationListeners));
  jobs.register(telemetryBackfillJob);
  jobs.register(housekeepingJob);
  const network = new NetworkSimulator(workflows);
  const cloudSettingsSecrets = new CloudSettingsSecrets(deps.secrets);
  const clouds = new CloudSimulator({
    awsAcceptMs: config.CLOUD_AWS_ACCEPT_MS,
    stepMs: config.NETWORK_STEP_MS,
    settingsSecrets: cloudSettingsSecrets,
  });
  jobs.register(clouds.advanceJob);
  registerTelemetryHooks(network, clouds);
  const circuits = new CircuitDirectory();
  return {
    footprint: new CustomerFootprint(),
    jobs,
    events: new EventBus(database.listen, logger.child({ component: 'events' })),
    network,
    clouds,
    cloudCredentials: new CloudCredentialStore(deps.secrets),
    cloudSettingsSecrets,
    fingerprints: deps.secrets,
    circuits,
    portVlans: new PortVlanDirectory(),
    onUtilisation: (listener) => {
      utilisationListeners.push(listener);
    },
    startRecurringJobs: async () => {
      await ensureCollecting(database.db);
      await ensureHousekeeping(database.db);
    },
    createJobRunner: (options = {}) =>
      createJobRunner({
        db: database.db,
        registry: jobs,
        logger: logger.child({ component: 'jobs' }),
        listen: database.listen,
        pollIntervalMs: config.JOBS_POLL_MS,
        leaseMs: config.JOBS_LEASE_MS,
        ...(deps.tracer ? { tracer: deps.tracer } : {}),
        ...options,
      }),
  };
}
