import { IDEMPOTENCY_KEY_HEADER, routeTable, TOTAL_COUNT_HEADER } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { actorOf } from '../../../http/actor.js';
import { mountRoute } from '../../../http/mount-route.js';
import { requestMeta } from '../../../http/request-meta.js';
import type { NetworkDriver } from '../../../network/network-driver.js';
import type { Fingerprints } from '../../../platform/platform.js';
import type { PortVlanDirectory } from '../../../platform/port-vlan-directory.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.repo.js';
import { orderPort } from './order-port.js';
import { DELETED_MESSAGE, deletePort, disablePort, enablePort, readPort, updatePort } from './port-actions.js';
import type { Caller } from './port-changes.js';
import {
  earlyTerminationOf,
  innerVlanSummary,
  portDeviceInfo,
  portRouterLogs,
  portStatus,
  vlanSummary,
} from './port-reads.js';
import { presentPort } from './port-view.js';
import { listPortRecords } from './ports.repo.js';

export interface PortRouteDeps {
  db: Database;
  network: NetworkDriver;
  vlans: PortVlanDirectory;
  /** Keys the body fingerprint of an order's `Idempotency-Key` claim. */
  fingerprints: Fingerprints;
}

/** Who is calling, for the activity log. */
export function callerOf(request: Parameters<typeof actorOf>[0] & Parameters<typeof requestMeta>[0]): Caller {
  return { actor: actorOf(request), meta: requestMeta(request) };
}

/** `/v2/ports`, `/v2.1/ports/{id}/status` and the port ETL: thin routes, one call into the use case each. */
export function registerPortRoutes(app: FastifyInstance, deps: PortRouteDeps): void {
  const { db } = deps;
  const routes = routeTable.ports;
  const customerOf = (request: { auth: { customer: { id: string } } }) => request.auth.customer.id;

  mountRoute(app, db, routes.list, async (request, reply) => {
    const { records, total } = await listPortRecords(db, customerOf(request), request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return records.map(presentPort);
  });
  mountRoute(app, db, routes.create, async (request) =>
    orderPort(deps, callerOf(request), {
      body: request.body,
      idempotencyKey: idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
    }),
  );
  mountRoute(app, db, routes.get, async (request) => readPort(db, customerOf(request), request.params.id));
  mountRoute(app, db, routes.update, async (request) =>
    updatePort(deps, callerOf(request), request.params.id, request.body),
  );
  mountRoute(app, db, routes.remove, async (request) => {
    await deletePort(deps, callerOf(request), request.params.id);
    return { message: DELETED_MESSAGE };
  });
  mountRoute(app, db, routes.enable, async (request) => {
    await enablePort(deps, callerOf(request), request.params.id);
    return { message: 'The port is being enabled.' };
  });
  mountRoute(app, db, routes.disable, async (request) => {
    await disablePort(deps, callerOf(request), request.params.id);
    return { message: 'The port is being disabled.' };
  });
  mountRoute(app, db, routes.status, async (request) => portStatus(deps, customerOf(request), request.params.id));
  mountRoute(app, db, routes.vlanSummary, async (request) =>
    vlanSummary(deps, customerOf(request), request.params.id, request.query),
  );
  mountRoute(app, db, routes.innerVlanSummary, async (request) =>
    innerVlanSummary(deps, customerOf(request), request.params.id, request.query),
  );
  mountRoute(app, db, routes.routerLogs, async (request) =>
    portRouterLogs(deps, customerOf(request), request.params.id, request.query),
  );
  mountRoute(app, db, routes.deviceInfo, async (request) =>
    portDeviceInfo(deps, customerOf(request), request.params.id),
  );
  mountRoute(app, db, routeTable.earlyTermination.liability, async (request) =>
    earlyTerminationOf(db, customerOf(request), request.params.id),
  );
}
