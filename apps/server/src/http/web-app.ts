import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './error-handler.js';

const API_PREFIXES = ['/v2/', '/v2.1/', '/v2', '/v2.1'];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/**
 * Serves the web build with history fallback: unknown non-API GETs answer the app's index.html, unknown API
 * paths answer the JSON 404 of the error catalogue.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasBuild = webDist !== null && existsSync(resolve(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(response, path) {
        const isHashedAsset = path.includes(`${resolve(webDist, 'assets')}`);
        response.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const acceptsHtml = String(request.headers.accept ?? '').includes('text/html');
    if (hasBuild && request.method === 'GET' && !isApiPath(request.url) && acceptsHtml) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendNotFound(request, reply);
  });
}
