import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { type LinkOriginSettings, linkOrigin, requestMeta } from '../../../http/request-meta.js';
import { presentUser } from '../users/users.presenter.js';
import type { TeamInvitesService } from './team-invites.service.js';

export function registerTeamInviteRoutes(
  app: FastifyInstance,
  deps: { db: Database; invites: TeamInvitesService; links: LinkOriginSettings },
): void {
  const { db, invites } = deps;
  const mailMeta = (request: Parameters<typeof requestMeta>[0]) => ({
    ...requestMeta(request),
    origin: linkOrigin(request, deps.links),
  });

  mountRoute(app, db, routeTable.teamInvites.list, async (request) => invites.list(request.auth.customer.id));

  mountRoute(app, db, routeTable.teamInvites.create, async (request) =>
    invites.create(request.auth, request.body, mailMeta(request)),
  );

  mountRoute(app, db, routeTable.teamInvites.resend, async (request) =>
    invites.resend(request.auth, request.params.id, mailMeta(request)),
  );

  mountRoute(app, db, routeTable.teamInvites.cancel, async (request) => {
    await invites.cancel(request.auth, request.params.id, requestMeta(request));
    return { message: 'The invitation has been cancelled.' };
  });

  mountRoute(app, db, routeTable.teamInvites.lookup, async (request) => invites.lookup(request.query.token));

  mountRoute(app, db, routeTable.teamInvites.accept, async (request) =>
    presentUser(await invites.accept(request.body, requestMeta(request))),
  );
}
