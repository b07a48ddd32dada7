import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
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

/** Long enough to count as forever: a hashed file's name changes whenever its content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Security headers a browser reads only on documents (and, for the CSP, on workers): on a script or style sheet
 * they change nothing, yet they are most of the bytes of each of the dozens of small answers a page loads. The
 * headers that do apply to scripts and styles (nosniff, cross-origin resource policy, referrer policy) stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const SCRIPT_OR_STYLE = /^(text\/javascript|application\/javascript|text\/css)\b/;

/**
 * Serves the web build with history fallback: unknown non-API GETs answer the app's index.html, unknown API
 * paths answer the JSON 404 of the error catalogue. The build holds brotli and gzip copies of its text files
 * (apps/web/vite.config.ts); the copy the browser accepts is sent, so nothing is compressed per request. Hashed
 * files under assets/ are cached for good; everything else (index.html, the service worker, icons) is revalidated
 * on every use, so a new build shows at the next visit.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasBuild = webDist !== null && existsSync(resolve(webDist, 'index.html'));
  if (hasBuild) {
    const hashedAssets = `${resolve(webDist, 'assets')}${sep}`;
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(response, path) {
        response.setHeader('cache-control', path.startsWith(hashedAssets) ? IMMUTABLE : 'no-cache');
        // The answer depends on Accept-Encoding: a shared cache must not hand brotli to a browser that asked for gzip.
        response.setHeader('vary', 'accept-encoding');
      },
    });
    app.addHook('onSend', async (_request, reply) => {
      const isHashedAsset = reply.getHeader('cache-control') === IMMUTABLE;
      if (isHashedAsset && SCRIPT_OR_STYLE.test(String(reply.getHeader('content-type') ?? ''))) {
        for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
      }
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
