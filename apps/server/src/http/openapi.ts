import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { allRoutes, buildOpenApiDocument } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { API_DOCUMENT_VERSION } from './openapi-version.js';

/** The OpenAPI document of the contract, at `/v2/openapi.json`, and its reference page at `/api-docs`. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument(allRoutes, { version: API_DOCUMENT_VERSION });
  app.get('/v2/openapi.json', { schema: { hide: true } }, async () => document);
  await app.register(swagger, {
    mode: 'static',
    specification: { document: document as never },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api-docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
