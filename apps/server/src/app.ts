import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { registerEventRoutes } from './events/events.routes.js';
import { registerApiCompression } from './http/api-compression.js';
import { registerAuthentication } from './http/authenticate.js';
import { registerEdgeRateLimit } from './http/edge-rate-limit.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler.js';
import { registerJsonBody } from './http/json-body.js';
import { loggerOptions, registerRequestLog } from './http/logger.js';
import { registerOpenApi } from './http/openapi.js';
import { API_DOCUMENT_VERSION } from './http/openapi-version.js';
import { registerPrometheusMetrics } from './http/prometheus.js';
import { generateRequestId, registerRequestId } from './http/request-id.js';
import { acceptSpacesInQuery } from './http/request-target.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { serializerCompiler } from './http/serializer.js';
import { registerTracing } from './http/tracing.js';
import { validatorCompiler } from './http/validation.js';
import { registerWebApp } from './http/web-app.js';
import { readJobQueueStats } from './jobs/job-stats.js';
import { registerFlexBandwidthRoutes } from './modules/billing/flex-bandwidth/flex.routes.js';
import { registerPricingRoutes } from './modules/billing/pricing/pricing.routes.js';
import { registerPromotionRoutes } from './modules/billing/promotions/promotions.routes.js';
import { ChangeableServices } from './modules/billing/service-changes/service-changes.js';
import { registerCloudRoutersModule } from './modules/clouds/cloud-routers/cloud-routers.module.js';
import { registerCloudsModule } from './modules/clouds/clouds.module.js';
import { registerCloudConnectionsModule } from './modules/clouds/connections/cloud-connections.routes.js';
import { registerDedicatedCloudsModule } from './modules/clouds/dedicated/dedicated.module.js';
import { registerHostedCloudsModule } from './modules/clouds/hosted/hosted.module.js';
import { createAuthenticator } from './modules/identity/auth/authenticator.js';
import { registerIdentityModules } from './modules/identity/identity.module.js';
import { registerCrossConnectsModule } from './modules/network/cross-connects/cross-connects.module.js';
import { registerMetricsModule } from './modules/network/metrics/metrics.module.js';
import { registerPointToPointsModule } from './modules/network/point-to-points/ptps.routes.js';
import { registerPortsModule } from './modules/network/ports/ports.module.js';
import { registerVirtualCircuitsModule } from './modules/network/virtual-circuits/vcs.module.js';
import { registerAlertsModule } from './modules/operations/alerts/alerts.module.js';
import { registerDocumentsModule } from './modules/operations/documents/documents.module.js';
import { registerLocationRoutes } from './modules/operations/locations/locations.routes.js';
import { registerBrandRoutes } from './modules/partner/brands/brands.routes.js';
import { createBrandsService } from './modules/partner/brands/brands.service.js';
import { registerResellerCustomerRoutes } from './modules/partner/reseller-customers/reseller-customers.routes.js';
import { registerClientLogRoutes } from './modules/platform/client-logs/client-logs.routes.js';
import { registerDashboardRoutes } from './modules/platform/dashboard/dashboard.routes.js';
import { registerDocsRoutes } from './modules/platform/docs/docs.routes.js';
import { loadDocs } from './modules/platform/docs/docs-library.js';
import { registerHealthRoutes } from './modules/platform/health/health.routes.js';
import { registerSearchRoutes } from './modules/platform/search/search.routes.js';
import { createSecretBox } from './modules/platform/secrets/secret-box.js';
import { createPlatform } from './platform/platform.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Where trace spans go instead of `OTEL_EXPORTER_OTLP_ENDPOINT` (tests); either turns tracing on. */
  spanExporter?: SpanExporter;
  /** Where log lines go instead of standard output (tests that read what was logged). */
  logStream?: { write(line: string): void };
}

/** The user documentation, `docs/user` at the root of the repository. */
export function defaultDocsDir(): string {
  return fileURLToPath(new URL('../../../docs/user', import.meta.url));
}

export function defaultWebDist(): string {
  return fileURLToPath(new URL('../../web/dist', import.meta.url));
}

/** Plugins and modules, nothing else: tests build the app exactly as the process does. */
export async function buildApp({ config, database, spanExporter, logStream }: AppDeps): Promise<FastifyInstance> {
  const logger = loggerOptions(config.LOG_LEVEL);
  const app = Fastify({
    logger: logStream && typeof logger === 'object' ? { ...logger, stream: logStream } : logger,
    disableRequestLogging: true,
    genReqId: generateRequestId,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A body with `__proto__` or `constructor.prototype` keys is accepted with those keys stripped, as any other
    // key the contract does not know is ignored; it never reaches an object's prototype.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    frameworkErrors,
    clientErrorHandler,
  });
  registerJsonBody(app);
  acceptSpacesInQuery(app.server);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);

  const tracing = await registerTracing(app, {
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: config.OTEL_SERVICE_NAME,
    serviceVersion: API_DOCUMENT_VERSION,
    exporter: spanExporter,
  });
  registerRequestId(app);
  registerRequestLog(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { secure: config.COOKIE_SECURE });
  await app.register(cookie);
  await registerEdgeRateLimit(app, {
    db: database.db,
    max: config.RATE_LIMIT_MAX,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    syncMs: config.RATE_LIMIT_SYNC_MS,
  });
  await registerApiCompression(app);
  await registerOpenApi(app);

  const db = database.db;
  // Cross-cutting plugins get identity's answer through an interface, never by importing the module.
  registerAuthentication(app, createAuthenticator(db));
  registerHealthRoutes(app, { database });
  registerClientLogRoutes(app, { db });
  registerDocsRoutes(app, { db, pages: loadDocs(config.DOCS_DIR ?? defaultDocsDir()) });
  const platform = createPlatform({
    config,
    database,
    logger: app.log,
    secrets: createSecretBox(config.SECRETS_KEY),
    tracer: tracing?.tracer,
  });
  app.decorate('platform', platform);
  registerPrometheusMetrics(app, {
    token: config.METRICS_TOKEN,
    sources: {
      jobQueue: () => readJobQueueStats(db),
      openEventStreams: () => platform.events.subscriberCount,
      databasePool: () => database.poolStats?.() ?? null,
    },
  });
  const { mailer } = await registerIdentityModules(app, { config, db, jobs: platform.jobs });
  registerBrandRoutes(app, { db, brands: createBrandsService(db) });
  registerResellerCustomerRoutes(app, { db });
  registerPromotionRoutes(app, { db });
  registerLocationRoutes(app, { db, footprint: platform.footprint });
  registerPricingRoutes(app, { db });
  // Services whose speed changes through the VCs' upgrade options and billing modify (flex bandwidth pools, hosted
  // cloud connections, …).
  const changeable = new ChangeableServices();
  registerFlexBandwidthRoutes(app, { db, changeable, fingerprints: platform.fingerprints });
  registerPortsModule(app, { db, platform });
  registerVirtualCircuitsModule(app, { db, platform, changeable });
  registerPointToPointsModule(app, { db, platform });
  const cloudConnections = registerCloudConnectionsModule(app, { db });
  registerDedicatedCloudsModule(app, { db, platform, cloudConnections });
  registerHostedCloudsModule(app, { db, platform, cloudConnections, changeable });
  registerCloudsModule(app, { db, platform });
  registerCloudRoutersModule(app, { config, db, platform, changeable });
  registerDocumentsModule(app, { db, mailer });
  registerCrossConnectsModule(app, { db, network: platform.network });
  registerSearchRoutes(app, { db });
  registerDashboardRoutes(app, { db });
  registerEventRoutes(app, {
    db,
    bus: platform.events,
    circuits: platform.circuits,
    heartbeatMs: config.EVENTS_HEARTBEAT_MS,
  });
  registerMetricsModule(app, { db, platform });
  registerAlertsModule(app, { db, platform });
  app.addHook('onClose', () => platform.events.stop());

  await registerWebApp(app, config.WEB_DIST ?? defaultWebDist());
  return app;
}
