import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMBEDDED_TEMPLATE_FILE, writeEmbeddedTemplate } from './embedded-template.js';

/** The build runs this beside the bundle (`node dist/write-embedded-template.js [folder]`). */
const folder = process.argv[2] ?? dirname(fileURLToPath(import.meta.url));
const started = performance.now();
const { bytes } = await writeEmbeddedTemplate(folder);
const where = relative(process.cwd(), `${folder}/${EMBEDDED_TEMPLATE_FILE}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.info(`embedded database template written to ${where} (${(bytes / 1e6).toFixed(1)} MB, ${seconds} s)`);
