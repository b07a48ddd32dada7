import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { requestMeta } from '../../../http/request-meta.js';
import type { TermsService } from './terms.service.js';

export function registerTermsRoutes(app: FastifyInstance, deps: { db: Database; terms: TermsService }): void {
  mountRoute(app, deps.db, routeTable.terms.current, async (request) => deps.terms.status(request.auth.user));
  mountRoute(app, deps.db, routeTable.terms.latest, async () => deps.terms.latest());
  mountRoute(app, deps.db, routeTable.terms.accept, async (request) =>
    deps.terms.accept(request.auth.user, requestMeta(request)),
  );
}
