import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { actorOf } from '../../../http/actor.js';
import { mountRoute } from '../../../http/mount-route.js';
import { requestMeta } from '../../../http/request-meta.js';
import type { ContactsService } from './contacts.service.js';

export function registerContactRoutes(app: FastifyInstance, deps: { db: Database; contacts: ContactsService }): void {
  const { db, contacts } = deps;

  mountRoute(app, db, routeTable.contacts.list, async (request) =>
    contacts.list(request.auth.customer.id, request.query.billing),
  );

  mountRoute(app, db, routeTable.contacts.create, async (request) =>
    contacts.create(actorOf(request), request.body, requestMeta(request)),
  );

  mountRoute(app, db, routeTable.contacts.update, async (request) =>
    contacts.update(actorOf(request), request.params.id, request.body, requestMeta(request)),
  );

  mountRoute(app, db, routeTable.contacts.remove, async (request) => {
    await contacts.remove(actorOf(request), request.params.id, requestMeta(request));
    return { message: 'The contact has been removed.' };
  });
}
