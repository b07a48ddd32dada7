import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { Platform } from '../../../platform/platform.js';
import { registerMetricRoutes } from './metrics.routes.js';

/** The metric endpoints; each product module registers the lookups of its circuits (tenancy). */
export function registerMetricsModule(app: FastifyInstance, deps: { db: Database; platform: Platform }): void {
  registerMetricRoutes(app, {
    db: deps.db,
    circuits: deps.platform.circuits,
    telemetry: deps.platform.network.telemetry,
  });
}
