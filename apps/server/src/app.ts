import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { registerErrorHandler } from './http/error-handler.js';
import { loggerOptions } from './http/logger.js';
import { registerOpenApi } from './http/openapi.js';
import { generateRequestId, registerRequestId } from './http/request-id.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { registerCustomerRoutes } from './modules/customers/customers.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerUserRoutes } from './modules/users/users.routes.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
}

export function defaultWebDist(): string {
  return fileURLToPath(new URL('../../web/dist', import.meta.url));
}

/** Plugins and modules, nothing else: tests build the app exactly as the process does. */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    genReqId: generateRequestId,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);

  registerRequestId(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { secure: config.COOKIE_SECURE });
  await app.register(cookie);
  await registerOpenApi(app);

  const db = database.db;
  const auth = createAuthService(db, { sessionTtlDays: config.SESSION_TTL_DAYS });
  registerHealthRoutes(app, { database });
  registerAuthRoutes(app, { db, auth, secureCookies: config.COOKIE_SECURE });
  registerUserRoutes(app, { db });
  registerCustomerRoutes(app, { db });

  await registerWebApp(app, config.WEB_DIST ?? defaultWebDist());
  return app;
}
