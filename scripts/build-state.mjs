// Whether the web app and the server bundle are older than what they are built from: `npm start` rebuilds only
// what is stale, so a second start does not spend half a minute building what is already built.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json', 'packages/domain/src', 'packages/contract/src'];

/** What each part is built from and what its build writes (every output must be newer than every input). */
export const BUILD_TARGETS = [
  {
    name: 'web',
    workspace: 'apps/web',
    inputs: [
      ...SHARED_INPUTS,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
    ],
    outputs: ['apps/web/dist/index.html'],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    inputs: [
      ...SHARED_INPUTS,
      'apps/server/src',
      'apps/server/drizzle',
      'apps/server/build.mjs',
      'apps/server/package.json',
    ],
    outputs: ['apps/server/dist/main.js', 'apps/server/dist/embedded-template.tar.gz'],
  },
];

/** The newest modification time of the files under a path (tests are not built, so not counted); 0 if absent. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    if (entry.isFile() && /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** The oldest modification time among the outputs; 0 when one is missing (so the target is stale). */
function oldestOutput(root, outputs) {
  let oldest = Number.POSITIVE_INFINITY;
  for (const output of outputs) {
    const path = join(root, output);
    if (!existsSync(path)) return 0;
    oldest = Math.min(oldest, statSync(path).mtimeMs);
  }
  return oldest;
}

/** The targets whose outputs are missing or older than one of their inputs, each with the reason. */
export function staleTargets(root, targets = BUILD_TARGETS) {
  const stale = [];
  for (const target of targets) {
    const builtAt = oldestOutput(root, target.outputs);
    if (builtAt === 0) {
      stale.push({ ...target, reason: 'not built yet' });
      continue;
    }
    const changed = target.inputs.find((input) => newestMtime(join(root, input)) > builtAt);
    if (changed) stale.push({ ...target, reason: `${changed} changed since the last build` });
  }
  return stale;
}
