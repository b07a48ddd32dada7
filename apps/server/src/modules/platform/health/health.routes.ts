import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../../db/client.js';
import { AppError } from '../../../http/app-error.js';
import { mountRoute } from '../../../http/mount-route.js';

export function registerHealthRoutes(app: FastifyInstance, deps: { database: DatabaseHandle }): void {
  const { database } = deps;
  mountRoute(app, database.db, routeTable.health.healthz, async () => ({ status: 'ok' as const }));
  mountRoute(app, database.db, routeTable.health.readyz, async (request) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new AppError('unavailable', 'The database is not reachable.');
    }
    return { status: 'ready' as const, database: database.kind };
  });
}
