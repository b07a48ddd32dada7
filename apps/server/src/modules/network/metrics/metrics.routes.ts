import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import type { TelemetryReader } from '../../../network/network-driver.js';
import type { CircuitDirectory } from '../../../platform/circuit-directory.js';
import { createMetricsService } from './metrics.service.js';

export function registerMetricRoutes(
  app: FastifyInstance,
  deps: { db: Database; circuits: CircuitDirectory; telemetry: TelemetryReader },
): void {
  const { db } = deps;
  const service = createMetricsService(db, deps.circuits, deps.telemetry);
  const routes = routeTable.metrics;
  const customerOf = (request: { auth: { customer: { id: string } } }) => request.auth.customer.id;

  mountRoute(app, db, routes.interfaceRate, (request) =>
    service.interfaceRate(customerOf(request), request.params.id, request.params.unit, request.query),
  );
  mountRoute(app, db, routes.customerInterfaceRate, (request) =>
    service.customerInterfaceRate(customerOf(request), request.query),
  );
  mountRoute(app, db, routes.interfaceWhatcast, (request) =>
    service.whatcast(customerOf(request), request.params.id, request.query),
  );
  mountRoute(app, db, routes.interfaceErrors, (request) =>
    service.errors(customerOf(request), request.params.id, request.query),
  );
  mountRoute(app, db, routes.interfaceOptics, (request) =>
    service.optics(customerOf(request), request.params.id, request.query),
  );
  mountRoute(app, db, routes.virtualCircuitInterfaceRate, (request) =>
    service.virtualCircuitInterfaceRate(
      customerOf(request),
      request.params.id,
      request.params.iface,
      request.params.unit,
      request.query,
    ),
  );
  mountRoute(app, db, routes.customerLonghaulUsage, (request) =>
    service.longhaulUsage(customerOf(request), request.query),
  );
  mountRoute(app, db, routes.cloudRouterConnectionRate, (request) =>
    service.cloudRouterConnectionRate(
      customerOf(request),
      request.params.id,
      request.params.unit,
      request.query,
      'all',
    ),
  );
  mountRoute(app, db, routes.cloudRouterConnectionIpsecRate, (request) =>
    service.cloudRouterConnectionRate(
      customerOf(request),
      request.params.id,
      request.params.unit,
      request.query,
      'ipsec',
    ),
  );
  mountRoute(app, db, routes.cloudRouterConnectionNatRate, (request) =>
    service.cloudRouterConnectionRate(
      customerOf(request),
      request.params.id,
      request.params.unit,
      request.query,
      'nat',
    ),
  );
}
