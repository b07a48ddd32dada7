import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder, openDatabase } from './client.js';

/**
 * A new embedded database spends most of its first start in PostgreSQL's initdb and the migrations (seconds on a
 * small machine). The build makes that database once, empty and migrated, and packs its data folder beside the
 * server bundle; a first start unpacks it instead (PGlite's `loadDataDir`) and only loads the demo world.
 */
export const EMBEDDED_TEMPLATE_FILE = 'embedded-template.tar.gz';
const MANIFEST_FILE = 'embedded-template.json';

interface TemplateManifest {
  /** The PGlite release that wrote the folder; another release may not read it, so it is used only by the same. */
  pglite: string;
  /** The last migration inside; the server applies any later one after unpacking, as on any start. */
  lastMigration: string;
  createdAt: string;
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(resolve(dirname(entry), '../package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

function lastMigrationIn(migrations: string): string {
  const journal = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? '';
}

/** Where the build put the template: beside the bundle (dist/), or dist/ when running from the sources. */
export function defaultTemplateFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return existsSync(join(here, EMBEDDED_TEMPLATE_FILE)) ? here : resolve(here, '../../dist');
}

/** Writes the template into `folder`: a fresh in-memory database, migrated, its data folder gzipped. */
export async function writeEmbeddedTemplate(folder: string): Promise<{ bytes: number }> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await database.migrate();
    const dump = await database.dump?.('gzip');
    if (!dump) throw new Error('PGlite cannot dump its data folder');
    const bytes = Buffer.from(await dump.arrayBuffer());
    writeFileSync(join(folder, EMBEDDED_TEMPLATE_FILE), bytes);
    const manifest: TemplateManifest = {
      pglite: pgliteVersion(),
      lastMigration: lastMigrationIn(migrationsFolder()),
      createdAt: new Date().toISOString(),
    };
    writeFileSync(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    return { bytes: bytes.length };
  } finally {
    await database.close();
  }
}

/**
 * The template to start `dataDir` from, or null: when the folder already holds a database, when there is no
 * template (a server run from the sources before any build), or when it was written by another PGlite release.
 */
export function embeddedTemplateFor(dataDir: string, folder = defaultTemplateFolder()): Blob | null {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return null;
  const archive = join(folder, EMBEDDED_TEMPLATE_FILE);
  const manifestPath = join(folder, MANIFEST_FILE);
  if (!existsSync(archive) || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Partial<TemplateManifest>;
  if (manifest.pglite !== pgliteVersion()) return null;
  return new Blob([readFileSync(archive)]);
}
