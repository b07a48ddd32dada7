// Bundles the server and the workspace packages it imports into dist/main.js; npm dependencies stay external. Then
// writes the embedded database template (a migrated, empty PGlite data folder) that a first start unpacks.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

/** Bare imports other than our own workspace packages resolve from node_modules at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: { main: 'src/main.ts', 'write-embedded-template': 'src/db/write-embedded-template.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.info('server bundle written to apps/server/dist/main.js');

const template = spawnSync(process.execPath, ['dist/write-embedded-template.js'], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
