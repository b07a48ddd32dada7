import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { CircuitLookup } from '../../../platform/circuit-directory.js';
import type { Platform } from '../../../platform/platform.js';
import type { ChangeableServices } from '../../billing/service-changes/service-changes.js';
import { registerVcWorkflowHooks } from './vc-workflow.js';
import { listVcCircuits, popsWithVcs, vcInterfacesOnPort } from './vcs.repo.js';
import { registerVcRoutes } from './vcs.routes.js';

/** A lookup of the customer's VCs for the metric endpoints: each VC's interfaces are its ends' ports. */
function vcLookup(options: { longhaulOnly: boolean }): CircuitLookup {
  return {
    async find(db, customerId, circuitId) {
      const [found] = await listVcCircuits(db, customerId, { ...options, circuitId });
      return found ?? null;
    },
    async list(db, customerId) {
      return listVcCircuits(db, customerId, options);
    },
  };
}

/**
 * Backbone virtual circuits, wired into the platform: their workflow hooks, their metric lookups (every VC, and the
 * longhaul ones for the longhaul usage), the VLANs they take on ports, their place in the customer's footprint,
 * and their routes.
 */
export function registerVirtualCircuitsModule(
  app: FastifyInstance,
  deps: { db: Database; platform: Platform; changeable: ChangeableServices },
) {
  const { db, platform } = deps;
  registerVcWorkflowHooks(platform.network);
  platform.circuits.register('virtual_circuit', vcLookup({ longhaulOnly: false }));
  platform.circuits.register('longhaul_vc', vcLookup({ longhaulOnly: true }));
  platform.portVlans.register(vcInterfacesOnPort);
  platform.footprint.register(popsWithVcs);
  registerVcRoutes(app, {
    db,
    network: platform.network,
    vlans: platform.portVlans,
    fingerprints: platform.fingerprints,
    changeable: deps.changeable,
  });
}
