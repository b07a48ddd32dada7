import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { mountRoute } from '../../http/mount-route.js';
import { linkOrigin, requestMeta } from '../../http/request-meta.js';
import { presentUser } from '../users/users.presenter.js';
import type { SignupService } from './signup.service.js';

export function registerSignupRoutes(
  app: FastifyInstance,
  deps: { db: Database; signup: SignupService; publicUrl: string | undefined },
): void {
  mountRoute(app, deps.db, routeTable.signup.create, async (request) => {
    const origin = linkOrigin(request, deps.publicUrl);
    return presentUser(await deps.signup.signup(request.body, { ...requestMeta(request), origin }));
  });
}
