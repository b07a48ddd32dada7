import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { CircuitLookup } from '../../../platform/circuit-directory.js';
import type { Platform } from '../../../platform/platform.js';
import { registerLagRoutes } from './lags.routes.js';
import { registerPortBookingRoutes } from './port-bookings.routes.js';
import { createPortBookingsService, expireBookingJob } from './port-bookings.service.js';
import { registerPortWorkflowHooks } from './port-workflow.js';
import { findCustomerPort, listPortIds, popsWithPorts } from './ports.repo.js';
import { registerPortRoutes } from './ports.routes.js';

/** Ports and LAGs are measured as one interface each (the metric endpoints' `interface` kind). */
export const portCircuitLookup: CircuitLookup = {
  async find(db, customerId, circuitId) {
    const row = await findCustomerPort(db, customerId, circuitId);
    return row ? { circuitId: row.circuitId, interfaces: [row.circuitId] } : null;
  },
  async list(db, customerId) {
    return (await listPortIds(db, customerId)).map((circuitId) => ({ circuitId, interfaces: [circuitId] }));
  },
};

/**
 * The ports product, wired into the platform: its workflow hooks, its metric lookup, its place in the customer's
 * footprint, the booking expiry job, and its routes. The model every product module copies.
 */
export function registerPortsModule(app: FastifyInstance, deps: { db: Database; platform: Platform }): void {
  const { db, platform } = deps;
  registerPortWorkflowHooks(platform.network);
  platform.circuits.register('interface', portCircuitLookup);
  platform.footprint.register(popsWithPorts);
  platform.jobs.register(expireBookingJob);
  const routeDeps = { db, network: platform.network, vlans: platform.portVlans, fingerprints: platform.fingerprints };
  registerPortRoutes(app, routeDeps);
  registerLagRoutes(app, routeDeps);
  registerPortBookingRoutes(app, { db, bookings: createPortBookingsService(db) });
}
