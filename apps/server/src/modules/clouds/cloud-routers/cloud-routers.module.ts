import { IDEMPOTENCY_KEY_HEADER, routeTable } from '@portal/contract';
import { hasPermissions } from '@portal/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import type { Platform } from '../../../platform/platform.js';
import type { ChangeableServices } from '../../billing/service-changes/service-changes.js';
import { callerOf } from '../../network/ports/ports.routes.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.repo.js';
import { createSecretBox } from '../../platform/secrets/secret-box.js';
import { unreadableSecretsOf } from '../../platform/secrets/unreadable-secrets.js';
import { registerCloudRouterClouds } from './cloud-router-clouds.module.js';
import { connectionMetricLookup, portConnectionsOnPort } from './cloud-routers.repo.js';
import {
  addPrefixes,
  addressIsUnique,
  connectionStatus,
  createIpsecConnection,
  createPortConnection,
  createRouter,
  createSession,
  DELETED_MESSAGE,
  deleteConnection,
  deleteRouter,
  deleteSession,
  gatewayIsUnique,
  listConnectionViews,
  listPrefixes,
  listRouterViews,
  listSessionViews,
  readConnection,
  readIpsec,
  readRouter,
  readSession,
  removePrefixes,
  type SessionReader,
  updateIpsec,
  updateRouter,
  updateSession,
} from './cloud-routers.service.js';
import { registerCloudRouterWorkflowHooks } from './cloud-routers.workflow.js';
import { changeableCrConnections } from './cr-connection-modify.js';
import { listAllConnectionViews, listBgpSettings, readBgpSettings, readBgpSettingsL3 } from './customer-reads.js';
import { routerLogs } from './router-logs.js';
import { allRoutes, bgpLogs, connectionRoutes, dryRun, dryRunNewSession, runLookingGlass } from './routing-reads.js';
import { updateConnection } from './update-connection.js';

export const SESSION_DELETED_MESSAGE = 'The BGP session has been deleted.';

/**
 * Cloud routers, their IPsec and own-port connections and BGP sessions (wire reference 3.8 to 3.10), backed by the
 * network's routing simulation: sessions establish against their peers, routes flow through the prefix filters,
 * and the what-if and the looking glass read the same routing.
 */
export function registerCloudRoutersModule(
  app: FastifyInstance,
  deps: { config: Config; db: Database; platform: Platform; changeable: ChangeableServices },
): void {
  const { db, platform } = deps;
  const secrets = createSecretBox(deps.config.SECRETS_KEY);
  const crDeps = { db, network: platform.network, secrets, clouds: platform.clouds, vlans: platform.portVlans };
  platform.portVlans.register(portConnectionsOnPort);
  registerCloudRouterWorkflowHooks({ network: platform.network, secrets, logger: app.log });
  deps.changeable.register(changeableCrConnections(crDeps));
  platform.circuits.register('cloud_router_connection', connectionMetricLookup);
  const cloudDeps = {
    ...crDeps,
    credentials: platform.cloudCredentials,
    settingsSecrets: platform.cloudSettingsSecrets,
  };
  registerCloudRouterClouds(app, cloudDeps);
  const routes = routeTable.cloudRouters;
  const customerOf = (request: { auth: { customer: { id: string } } }) => request.auth.customer.id;
  // Whoever may change a session (the permission its PUT needs) reads its MD5 key; anyone else reads the mask. A key
  // the process cannot open is answered masked and named once in the request's log.
  const unreadableOf = (request: { log: FastifyBaseLogger }) => unreadableSecretsOf(request.log);
  const readerOf = (request: { auth: { permissions: readonly string[] }; log: FastifyBaseLogger }): SessionReader => ({
    mayChange: hasPermissions(request.auth.permissions, [routes.updateBgp.access.permission]),
    unreadable: unreadableOf(request),
  });

  mountRoute(app, db, routes.list, async (request) => listRouterViews(db, customerOf(request)));
  mountRoute(app, db, routes.allConnections, async (request) => listAllConnectionViews(db, customerOf(request)));
  mountRoute(app, db, routes.create, async (request) =>
    createRouter(crDeps, callerOf(request), request.body, idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER])),
  );
  mountRoute(app, db, routes.get, async (request) => readRouter(db, customerOf(request), request.params.id));
  mountRoute(app, db, routes.update, async (request) =>
    updateRouter(crDeps, callerOf(request), request.params.id, request.body),
  );
  mountRoute(app, db, routes.remove, async (request) => {
    await deleteRouter(crDeps, callerOf(request), request.params.id);
    return { message: DELETED_MESSAGE };
  });
  mountRoute(app, db, routes.routerLogs, async (request) =>
    routerLogs(crDeps, customerOf(request), request.params.id, request.query),
  );
  mountRoute(app, db, routes.allRoutes, async (request) =>
    allRoutes(crDeps, customerOf(request), request.params.id, request.query, unreadableOf(request)),
  );
  mountRoute(app, db, routes.bgpLogs, async (request) =>
    bgpLogs(db, customerOf(request), request.params.id, request.query.cloud_circuit_id),
  );
  mountRoute(app, db, routes.lookingGlass, async (request) =>
    runLookingGlass(crDeps, customerOf(request), request.params.id, request.query.address, unreadableOf(request)),
  );
  mountRoute(app, db, routes.addressIsUnique, async (request) =>
    addressIsUnique(db, customerOf(request), request.params.id, request.body),
  );
  mountRoute(app, db, routes.connections, async (request) =>
    listConnectionViews(db, customerOf(request), request.params.id),
  );
  mountRoute(app, db, routes.createIpsec, async (request) =>
    createIpsecConnection(
      crDeps,
      callerOf(request),
      request.params.id,
      request.body,
      idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
    ),
  );
  mountRoute(app, db, routes.createPort, async (request) =>
    createPortConnection(
      crDeps,
      callerOf(request),
      request.params.id,
      request.body,
      idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
    ),
  );
  mountRoute(app, db, routes.getConnection, async (request) =>
    readConnection(db, customerOf(request), request.params.id, request.params.cid),
  );
  mountRoute(app, db, routes.updateConnection, async (request) =>
    updateConnection(cloudDeps, callerOf(request), request.params.id, request.params.cid, request.body),
  );
  mountRoute(app, db, routes.removeConnection, async (request) => {
    await deleteConnection(crDeps, callerOf(request), request.params.id, request.params.cid);
    return { message: DELETED_MESSAGE };
  });
  mountRoute(app, db, routes.connectionStatus, async (request) =>
    connectionStatus(crDeps, customerOf(request), request.params.id, request.params.cid),
  );
  mountRoute(app, db, routes.listBgp, async (request) =>
    listSessionViews(crDeps, readerOf(request), customerOf(request), request.params.id, request.params.cid),
  );
  mountRoute(app, db, routes.createBgp, async (request) =>
    createSession(crDeps, callerOf(request), readerOf(request), request.params.id, request.params.cid, request.body),
  );
  mountRoute(app, db, routes.updateBgp, async (request) =>
    updateSession(crDeps, callerOf(request), readerOf(request), request.params.id, request.params.cid, request.body),
  );
  mountRoute(app, db, routes.getBgp, async (request) =>
    readSession(
      crDeps,
      readerOf(request),
      customerOf(request),
      request.params.id,
      request.params.cid,
      request.params.uuid,
    ),
  );
  mountRoute(app, db, routes.removeBgp, async (request) => {
    await deleteSession(crDeps, callerOf(request), request.params.id, request.params.cid, request.params.uuid);
    return { message: SESSION_DELETED_MESSAGE };
  });
  mountRoute(app, db, routes.dryRun, async (request) =>
    dryRun(
      crDeps,
      customerOf(request),
      request.params.id,
      request.params.cid,
      request.params.uuid,
      request.body,
      readerOf(request),
    ),
  );
  mountRoute(app, db, routes.dryRunNew, async (request) =>
    dryRunNewSession(
      crDeps,
      customerOf(request),
      request.params.id,
      request.params.cid,
      request.body,
      unreadableOf(request),
    ),
  );
  mountRoute(app, db, routes.bgpRoutes, async (request) =>
    connectionRoutes(
      crDeps,
      customerOf(request),
      request.params.id,
      request.params.cid,
      request.query,
      unreadableOf(request),
    ),
  );
  mountRoute(app, db, routes.getIpsec, async (request) => readIpsec(db, customerOf(request), request.params.cid));
  mountRoute(app, db, routes.updateIpsec, async (request) =>
    updateIpsec(crDeps, callerOf(request), request.params.cid, request.body),
  );
  mountRoute(app, db, routes.gatewayUniqueness, async (request) => gatewayIsUnique(db, request.query.gateway_address));
  mountRoute(app, db, routes.listBgpSettings, async (request) =>
    listBgpSettings(db, secrets, readerOf(request), customerOf(request)),
  );
  mountRoute(app, db, routes.getBgpSettings, async (request) =>
    readBgpSettings(db, secrets, readerOf(request), customerOf(request), request.params.uuid),
  );
  mountRoute(app, db, routes.getBgpSettingsL3, async (request) =>
    readBgpSettingsL3(db, secrets, readerOf(request), customerOf(request), request.params.uuid),
  );
  mountRoute(app, db, routes.listPrefixes, async (request) =>
    listPrefixes(db, customerOf(request), request.params.uuid),
  );
  mountRoute(app, db, routes.addPrefixes, async (request) =>
    addPrefixes(crDeps, callerOf(request), request.params.uuid, request.body),
  );
  mountRoute(app, db, routes.removePrefixes, async (request) =>
    removePrefixes(crDeps, callerOf(request), request.params.uuid, request.body),
  );
}
