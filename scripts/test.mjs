// The test command: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const withoutDatabase = { ...process.env };
delete withoutDatabase.DATABASE_URL;

const steps = [
  ['lint and format (Biome)', 'npx', ['biome', 'ci', '.']],
  ['unused files and dependencies (knip)', 'npm', ['run', 'knip']],
  ['SQL migrations match the schema', 'npm', ['run', 'db:check', '-w', 'apps/server']],
  ['OpenAPI document matches the contract', 'npm', ['run', 'openapi:check', '-w', 'apps/server']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit tests with domain coverage', 'npm', ['run', 'test:unit']],
  ['route tests on PGlite', 'npm', ['run', 'test:routes'], withoutDatabase],
];
if (process.env.DATABASE_URL) {
  steps.push(['route tests on PostgreSQL (DATABASE_URL)', 'npm', ['run', 'test:routes'], process.env]);
} else {
  console.info('DATABASE_URL is not set: the route tests run on PGlite only.');
}
steps.push(['build', 'npm', ['run', 'build']], ['browser tests', 'npm', ['run', 'test:e2e'], withoutDatabase]);

const started = Date.now();
for (const [name, command, args, env = process.env] of steps) {
  console.info(`\n=== ${name} ===`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
  console.info(`✓ ${name} (${seconds}s)`);
}
console.info(`\nAll ${steps.length} steps green in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
