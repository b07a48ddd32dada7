import type { RouteDefinition } from '@portal/contract';
import { routeUrl } from '@portal/contract';
import { hasPermissions } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { AppError } from './app-error.js';
import type { AuthContext } from './auth-context.js';
import { enforceCsrf, resolveAuth } from './authenticate.js';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export type RouteRequest<R extends RouteDefinition> = FastifyRequest<{
  Body: Infer<R['body']>;
  Querystring: Infer<R['query']>;
  Params: Infer<R['params']>;
}>;

/** A request on a route that needs a session: `auth` is always set. */
export type AuthedRequest<R extends RouteDefinition> = RouteRequest<R> & { auth: AuthContext };

type Reply<R extends RouteDefinition> = R['response'] extends z.ZodType ? z.input<R['response']> : unknown;

export type RouteHandler<R extends RouteDefinition> = R['access'] extends 'public'
  ? (request: RouteRequest<R>, reply: FastifyReply) => Promise<Reply<R>>
  : (request: AuthedRequest<R>, reply: FastifyReply) => Promise<Reply<R>>;

/**
 * Guards in order: authenticate (a half-open MFA session only where the route allows it), access (401, 403; a
 * reseller's customer on a route for direct customers only, 403),
 * a verified e-mail address where the route requires it (403 `unverified`), anti-forgery; then the handler.
 * Authentication reads through `app.authenticator` (one prepared statement); `_db` is the module's database, kept
 * in the signature every module mounts its routes with.
 */
export function mountRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  _db: Database,
  route: R,
  handler: RouteHandler<R>,
): void {
  const status = route.successStatus ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: routeUrl(route),
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.response ? { response: { [status]: route.response } } : {}),
    },
    preValidation: async (request) => {
      request.auth = route.base === 'root' ? null : await resolveAuth(request);
      // A half-open MFA login is a session only for the routes that finish or abandon it.
      if (request.auth?.session?.isMfaPending && !route.allowsMfaPending) {
        if (route.access !== 'public') throw new AppError('mfa_pending');
        request.auth = null;
      }
      if (route.access !== 'public') {
        if (!request.auth) throw new AppError('unauthenticated');
        if (typeof route.access === 'object' && !hasPermissions(request.auth.permissions, [route.access.permission])) {
          throw new AppError('forbidden');
        }
        if (route.directCustomersOnly && request.auth.customer.resellerId !== null) throw new AppError('forbidden');
        if (route.verified && !request.auth.user.isVerified) throw new AppError('unverified');
      }
      enforceCsrf(request);
    },
    handler: async (request, reply) => {
      const result = await (handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>)(
        request,
        reply,
      );
      if (!reply.sent) reply.status(status);
      return result;
    },
  });
}
