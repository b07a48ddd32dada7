// Writes the committed OpenAPI document from the contract; `--check` fails when the committed copy has drifted.
import { readFileSync, writeFileSync } from 'node:fs';
import { allRoutes, buildOpenApiDocument } from '@portal/contract';
import { API_DOCUMENT_VERSION } from '../src/http/openapi-version.js';

const target = new URL('../openapi.json', import.meta.url);
const generated = `${JSON.stringify(buildOpenApiDocument(allRoutes, { version: API_DOCUMENT_VERSION }), null, 2)}\n`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    committed = '';
  }
  if (committed !== generated) {
    console.error('apps/server/openapi.json is out of date with packages/contract: run `npm run openapi:generate`.');
    process.exit(1);
  }
  console.info('OpenAPI document is up to date.');
} else {
  writeFileSync(target, generated);
  console.info('apps/server/openapi.json written.');
}
