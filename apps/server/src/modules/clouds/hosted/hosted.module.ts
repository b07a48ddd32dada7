import { PERMISSIONS } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { Platform } from '../../../platform/platform.js';
import type { ChangeableServices } from '../../billing/service-changes/service-changes.js';
import type { CloudConnectionKinds } from '../connections/cloud-connection-kinds.js';
import { changeableHosted } from './change-hosted-speed.js';
import {
  credentialsUsedByHosted,
  findHostedRecord,
  findHostedRow,
  hostedInterfacesOnPort,
  listHostedCircuits,
  popsWithHosted,
} from './hosted.repo.js';
import { registerHostedRoutes } from './hosted.routes.js';
import { deleteHosted } from './hosted-actions.js';
import { presentHosted } from './hosted-view.js';
import { registerHostedWorkflowHooks } from './hosted-workflow.js';
import { refOf } from './order-hosted.js';

/**
 * Hosted cloud connections, wired into the platform: their workflow hooks, their metric lookup, the VLANs they
 * take on ports, their place in the customer's footprint, and their routes.
 */
export function registerHostedCloudsModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    platform: Platform;
    cloudConnections: CloudConnectionKinds;
    changeable: ChangeableServices;
  },
) {
  const { db, platform } = deps;
  const hostedDeps = {
    db,
    network: platform.network,
    clouds: platform.clouds,
    vlans: platform.portVlans,
    credentials: platform.cloudCredentials,
    settingsSecrets: platform.cloudSettingsSecrets,
    fingerprints: platform.fingerprints,
  };
  registerHostedWorkflowHooks(platform.network, platform.clouds);
  platform.circuits.register('virtual_circuit', {
    async find(executor, customerId, circuitId) {
      const [found] = await listHostedCircuits(executor, customerId, circuitId);
      return found ?? null;
    },
    list: (executor, customerId) => listHostedCircuits(executor, customerId),
  });
  platform.portVlans.register(hostedInterfacesOnPort);
  platform.footprint.register(popsWithHosted);
  // A credential named in a connection's cloud settings stays in use (not deletable) until the connection is gone.
  platform.cloudCredentials.usage.register(credentialsUsedByHosted);
  // Read, delete and status by circuit id go through the calls hosted and dedicated connections share.
  deps.cloudConnections.register({
    name: 'hosted',
    deletePermission: PERMISSIONS.HOSTED_CLOUD_CREATE,
    read: async (executor, customerId, id) => {
      const record = await findHostedRecord(executor, customerId, id);
      return record ? presentHosted(record) : null;
    },
    status: async (executor, customerId, id) => {
      const row = await findHostedRow(executor, customerId, id);
      return row ? platform.network.status(executor, refOf(row)) : null;
    },
    remove: async (_db, caller, id) => {
      if (!(await findHostedRow(db, caller.actor.customerId, id))) return false;
      await deleteHosted(hostedDeps, caller, id);
      return true;
    },
  });
  // Speed changes go through the VCs' upgrade options and billing modify.
  deps.changeable.register(changeableHosted(hostedDeps));
  registerHostedRoutes(app, hostedDeps);
}
