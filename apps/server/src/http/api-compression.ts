import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isApiRoute } from './api-paths.js';

/**
 * API answers are compressed when the client accepts it (`@fastify/compress`: brotli at quality 4, gzip or deflate,
 * from 1 KiB up; `Vary: Accept-Encoding`). The web build is not touched: it ships its own brotli and gzip copies
 * (`web-app.ts`). The live event stream (`/v2/events`) writes to the socket itself, so it is never buffered by a
 * compressor. Request bodies are not decompressed: a client sends them as they are.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  // Routes outside the API opt out before the plugin's own onRoute hook sees them.
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) route.compress = false;
  });
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip', 'deflate'],
  });
}
