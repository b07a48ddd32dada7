import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { type LinkOriginSettings, linkOrigin, requestMeta } from '../../../http/request-meta.js';
import type { VerificationService } from './verification.service.js';

export function registerVerificationRoutes(
  app: FastifyInstance,
  deps: { db: Database; verification: VerificationService; links: LinkOriginSettings },
): void {
  mountRoute(app, deps.db, routeTable.verification.verify, async (request) => {
    await deps.verification.verify(request.body, requestMeta(request));
    return { message: 'Your e-mail address is verified.' };
  });

  mountRoute(app, deps.db, routeTable.verification.resend, async (request) => {
    const origin = linkOrigin(request, deps.links);
    await deps.verification.resend(request.auth.user, { ...requestMeta(request), origin });
    return { message: `A new verification link has been sent to ${request.auth.user.email}.` };
  });
}
