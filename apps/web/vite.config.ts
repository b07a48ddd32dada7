import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
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

const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  serverPaths.map((path) => [path, { target: apiServer, ws: path.startsWith('/v2') }]),
);

export default defineConfig({
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
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true },
  server: { proxy },
  preview: { proxy },
});
