import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { consumeRateLimit } from '../../../http/rate-limit.js';
import { type LinkOriginSettings, linkOrigin, requestMeta } from '../../../http/request-meta.js';
import { presentUser } from '../users/users.presenter.js';
import type { SignupService } from './signup.service.js';

/** One address may create this many accounts an hour (then 429): sign-up sends mail and creates companies. */
export const SIGNUP_IP_LIMIT = { limit: 20, windowSeconds: 60 * 60 } as const;

export function registerSignupRoutes(
  app: FastifyInstance,
  deps: { db: Database; signup: SignupService; links: LinkOriginSettings },
): void {
  mountRoute(app, deps.db, routeTable.signup.create, async (request) => {
    await consumeRateLimit(deps.db, { bucket: `signup:ip:${request.ip}`, ...SIGNUP_IP_LIMIT });
    const origin = linkOrigin(request, deps.links);
    return presentUser(await deps.signup.signup(request.body, { ...requestMeta(request), origin }));
  });
}
