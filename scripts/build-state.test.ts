import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_TARGETS, staleTargets } from './build-state.mjs';

const target = {
  name: 'server',
  workspace: 'apps/server',
  inputs: ['src', 'package-lock.json'],
  outputs: ['dist/main.js'],
};
let root = '';

/** Writes a file with a modification time `minutes` after a fixed moment. */
function file(path: string, minutes: number): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, path);
  const at = new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);
  utimesSync(full, at, at);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('what npm start rebuilds', () => {
  it('builds what was never built, and nothing once the build is newer than every source', () => {
    root = mkdtempSync(join(tmpdir(), 'build-state-'));
    file('src/main.ts', 1);
    file('package-lock.json', 1);
    expect(staleTargets(root, [target])).toEqual([{ ...target, reason: 'not built yet' }]);
    file('dist/main.js', 2);
    expect(staleTargets(root, [target])).toEqual([]);
  });

  it('rebuilds when a source or the lockfile changed after the build, but not for a test file', () => {
    root = mkdtempSync(join(tmpdir(), 'build-state-'));
    file('src/main.ts', 1);
    file('package-lock.json', 1);
    file('dist/main.js', 2);
    file('src/start.test.ts', 3);
    expect(staleTargets(root, [target])).toEqual([]);
    file('src/db/client.ts', 3);
    expect(staleTargets(root, [target])).toEqual([{ ...target, reason: 'src changed since the last build' }]);
    file('dist/main.js', 4);
    file('package-lock.json', 5);
    expect(staleTargets(root, [target])).toEqual([
      { ...target, reason: 'package-lock.json changed since the last build' },
    ]);
  });

  it('knows the web app and the server, each with outputs the builds write', () => {
    expect(BUILD_TARGETS.map((each) => [each.name, each.outputs])).toEqual([
      ['web', ['apps/web/dist/index.html']],
      ['server', ['apps/server/dist/main.js', 'apps/server/dist/embedded-template.tar.gz']],
    ]);
  });
});
