import { type HostedProvider, IDEMPOTENCY_KEY_HEADER, routeTable, TOTAL_COUNT_HEADER } from '@portal/contract';
import { hasPermissions, PERMISSIONS } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../../http/mount-route.js';
import { callerOf } from '../../network/ports/ports.routes.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.repo.js';
import { unreadableSecretsOf } from '../../platform/secrets/unreadable-secrets.js';
import { listHostedRecords } from './hosted.repo.js';
import { updateHosted } from './hosted-actions.js';
import { hostedRouterConfig } from './hosted-router-config.js';
import { presentHosted } from './hosted-view.js';
import { oracleVcStatus, syncOracle } from './oracle-sync.js';
import { type HostedDeps, orderHosted } from './order-hosted.js';

/** The five order routes, one per provider, and the route table's name of each. */
const ORDER_ROUTES = [
  ['aws', routeTable.hostedClouds.createAws],
  ['azure', routeTable.hostedClouds.createAzure],
  ['google', routeTable.hostedClouds.createGoogle],
  ['oracle', routeTable.hostedClouds.createOracle],
  ['ibm', routeTable.hostedClouds.createIbm],
] as const;

/** `/v2/services/cloud/...` of hosted connections and their `/v2.1` status: one call each into the use cases. */
export function registerHostedRoutes(app: FastifyInstance, deps: HostedDeps): void {
  const { db } = deps;
  const routes = routeTable.hostedClouds;
  const customerOf = (request: { auth: { customer: { id: string } } }) => request.auth.customer.id;

  mountRoute(app, db, routes.list, async (request, reply) => {
    const { records, total } = await listHostedRecords(db, customerOf(request), request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return records.map(presentHosted);
  });
  for (const [provider, route] of ORDER_ROUTES) {
    mountRoute(app, db, route, async (request) =>
      orderHosted(deps, callerOf(request), {
        order: { provider, body: request.body } as { provider: HostedProvider; body: never },
        idempotencyKey: idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
      }),
    );
  }
  mountRoute(app, db, routes.update, async (request) =>
    updateHosted(deps, callerOf(request), request.params.id, request.body),
  );
  mountRoute(app, db, routes.oracleVcStatus, async (request) =>
    oracleVcStatus(deps, customerOf(request), request.params.id),
  );
  mountRoute(app, db, routes.oracleSync, async (request) => syncOracle(deps, callerOf(request), request.params.id));
  mountRoute(app, db, routes.routerConfig, async (request) =>
    hostedRouterConfig(deps, customerOf(request), request.params.id, request.query.router_type, {
      // Whoever may change the connection may see its BGP MD5 key; a reader gets a placeholder in its place.
      mayChange: hasPermissions(request.auth.permissions, [PERMISSIONS.HOSTED_CLOUD_CREATE]),
      unreadable: unreadableSecretsOf(request.log),
    }),
  );
}
