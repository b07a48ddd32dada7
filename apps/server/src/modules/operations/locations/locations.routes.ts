import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../http/app-error.js';
import { mountRoute } from '../../../http/mount-route.js';
import type { CustomerFootprint } from '../../../platform/customer-footprint.js';
import { createLocationService } from './locations.service.js';

export function registerLocationRoutes(
  app: FastifyInstance,
  deps: { db: Database; footprint: CustomerFootprint },
): void {
  const { db } = deps;
  const service = createLocationService(db, deps.footprint);
  const routes = routeTable.locations;
  mountRoute(app, db, routes.list, (request) => service.list(request.query));
  mountRoute(app, db, routes.listFiltered, (request) => service.list(request.query));
  mountRoute(app, db, routes.cloud, (request) => service.listCloud(request.query));
  mountRoute(app, db, routes.regions, () => service.regions());
  mountRoute(app, db, routes.markets, () => service.markets());
  mountRoute(app, db, routes.portAvailability, (request) => service.portAvailability(request.params.pop));
  mountRoute(app, db, routes.zones, (request) => service.zones(request.params.pop));
  mountRoute(app, db, routes.currentCustomer, (request) => service.ofCustomer(request.auth.customer.id));
  mountRoute(app, db, routes.customer, async (request) => {
    // Tenancy: only the caller's own customer answers; any other id reads exactly like a missing one.
    if (request.params.id !== request.auth.customer.id) throw notFound('Customer not found.');
    return service.ofCustomer(request.auth.customer.id);
  });
}
