import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/** The API server the development server forwards to (apps/server listens here by default). */
const apiServer = 'http://127.0.0.1:3000';

/** Paths the server answers itself; everything else is the single-page app. */
const serverPaths = ['/v2', '/v2.1', '/docs', '/api-docs', '/healthz', '/readyz'];

/**
 * Navigations the service worker must leave to the server: the API, the documentation, the development pages
 * (/dev/outbox) and the API reference. Everything else is the app shell, answered from the cache (spec 2).
 */
const serverNavigations = [
  /^\/v2(\.1)?(\/|$)/,
  /^\/docs(\/|$)/,
  /^\/dev(\/|$)/,
  /^\/api-docs(\/|$)/,
  /^\/healthz$/,
  /^\/readyz$/,
];

/**
 * React Router's package exports point at its development build only (its issues #12532 and #14102): a production
 * bundle would carry its developer warnings and larger code. The build takes the production build it ships beside.
 */
function reactRouterProductionBuild(file: 'index.mjs' | 'dom-export.mjs'): string {
  const developmentEntry = createRequire(import.meta.url).resolve('react-router');
  const production = join(dirname(dirname(dirname(developmentEntry))), 'dist', 'production', file);
  if (!existsSync(production)) throw new Error(`React Router's production build is not at ${production}.`);
  return production;
}

const productionAliases = () => [
  { find: /^react-router$/, replacement: reactRouterProductionBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProductionBuild('dom-export.mjs') },
];

const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  serverPaths.map((path) => [path, { target: apiServer, ws: path.startsWith('/v2') }]),
);

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // The service worker precaches the built shell only (no runtime caching, so API answers are never cached); a
    // new worker takes over at once and the page reloads (src/app/service-worker.ts).
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: serverNavigations,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // Brotli and gzip copies of every text file, made once at build time; the server sends the one the browser
    // accepts (apps/server/src/http/web-app.ts) instead of compressing on every request.
    compression({
      include: /\.(html|js|mjs|css|svg|json|webmanifest|txt)$/,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      threshold: 1024,
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? productionAliases() : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The libraries every screen runs on travel as one file instead of a dozen small ones.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
