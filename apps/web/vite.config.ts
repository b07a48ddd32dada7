import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The API server the development server forwards to (apps/server listens here by default). */
const apiServer = 'http://127.0.0.1:3000';

/** Paths the server answers itself; everything else is the single-page app. */
const serverPaths = ['/v2', '/v2.1', '/docs', '/api-docs', '/healthz', '/readyz'];

const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  serverPaths.map((path) => [path, { target: apiServer, ws: path.startsWith('/v2') }]),
);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true },
  server: { proxy },
  preview: { proxy },
});
