import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { Platform } from '../../../platform/platform.js';
import { registerInventoryCircuitLookups } from './inventory-circuit-lookups.js';
import { registerMetricRoutes } from './metrics.routes.js';

/** The metric endpoints, and the inventory's circuit lookups for the products whose modules are still to come. */
export function registerMetricsModule(app: FastifyInstance, deps: { db: Database; platform: Platform }): void {
  registerInventoryCircuitLookups(deps.platform.circuits);
  registerMetricRoutes(app, {
    db: deps.db,
    circuits: deps.platform.circuits,
    telemetry: deps.platform.network.telemetry,
  });
}
