// Fails when the Drizzle schema has changes that no committed SQL migration holds (ARCHITECTURE rule 9).
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
// drizzle-kit takes `out` relative to the working directory, so the scratch copy lives beside the real folder.
const scratchName = `.migration-check-${process.pid}`;
const scratch = `${serverDir}${scratchName}`;
try {
  cpSync(`${serverDir}drizzle`, scratch, { recursive: true });
  const before = readdirSync(scratch).length;
  const output = execFileSync('npx', ['drizzle-kit', 'generate'], {
    cwd: serverDir,
    env: { ...process.env, DRIZZLE_OUT: `./${scratchName}` },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const added = readdirSync(scratch).length - before;
  if (added !== 0 || !/No schema changes/i.test(output)) {
    console.error(output);
    console.error('The Drizzle schema has changes without a migration: run `npm run db:generate` and commit it.');
    process.exitCode = 1;
  } else {
    console.info('SQL migrations match the schema.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
