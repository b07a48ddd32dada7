// `npm start`: builds what is older than its sources (nothing, on a second start), then runs the built server.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleTargets } from './build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const target of staleTargets(root)) {
  console.info(`Building the ${target.name}: ${target.reason}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', target.workspace], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../apps/server/dist/main.js');
