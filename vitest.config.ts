import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      {
        resolve: { alias: { '@': webSrc } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The accessibility walk reads the web router's route tree (e2e/support/route-walk.ts).
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          setupFiles: ['e2e/support/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
