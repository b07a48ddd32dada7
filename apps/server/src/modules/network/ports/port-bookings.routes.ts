import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import type { PortBookingsService } from './port-bookings.service.js';
import { callerOf } from './ports.routes.js';

/** `/v2/booked/ports`: hold capacity before ordering. */
export function registerPortBookingRoutes(
  app: FastifyInstance,
  deps: { db: Database; bookings: PortBookingsService },
): void {
  const { db, bookings } = deps;
  const routes = routeTable.bookedPorts;
  mountRoute(app, db, routes.list, async (request) => bookings.list(request.auth.customer.id));
  mountRoute(app, db, routes.create, async (request) => bookings.book(callerOf(request), request.body));
  mountRoute(app, db, routes.remove, async (request) => {
    await bookings.release(callerOf(request), request.params.id);
    return { message: 'The booking has been released.' };
  });
}
