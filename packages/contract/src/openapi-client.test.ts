import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from './index.js';
import { buildOpenApiDocument } from './openapi.js';

/**
 * An SDK generator can use the document: openapi-typescript turns it into types, and a small program that orders a
 * port through openapi-fetch typechecks against them (and a wrong one does not).
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
let workDir = '';

const ORDER_PORT = `
import createClient from 'openapi-fetch';
import type { components, paths } from './portal-api';

type Port = components['schemas']['Port'];

export async function orderPort(token: string): Promise<{ port: Port; total: string | null }> {
  const client = createClient<paths>({ baseUrl: 'http://localhost:3000', headers: { Authorization: \`Bearer \${token}\` } });
  const ordered = await client.POST('/v2/ports', {
    params: { header: { 'Idempotency-Key': '6f1c2a4e-9b7d-4c1e-8a55-3d2f0e9b7c10' } },
    body: { pop: 'LAX1', zone: 'A', speed: '10Gbps', media: 'LR', subscription_term: 12, description: 'Primary uplink' },
  });
  if (ordered.error) throw new Error(\`\${ordered.error.code}: \${ordered.error.message} (\${ordered.error.request_id})\`);
  const port: Port = ordered.data;
  const circuitId: string = port.port_circuit_id;
  const status = await client.GET('/v2.1/ports/{id}/status', { params: { path: { id: circuitId } } });
  const done: boolean | undefined = status.data?.status.last_workflow.is_final;
  const page = await client.GET('/v2/ports', { params: { query: { page: '1', page_size: '50', sort: '-time_created' } } });
  const circuits: string[] = (page.data ?? []).map((each) => each.port_circuit_id);
  void done;
  void circuits;
  return { port, total: page.response.headers.get('x-total-item-count') };
}
`;

/** What the generated types must refuse: a speed that is not one, a missing required field, a field that is not there. */
const WRONG_ORDERS = [
  `client.POST('/v2/ports', { body: { pop: 'LAX1', speed: '3Gbps', media: 'LR', subscription_term: 12, description: 'x' } });`,
  `client.POST('/v2/ports', { body: { pop: 'LAX1', speed: '10Gbps', media: 'LR', subscription_term: 12 } });`,
  `client.POST('/v2/ports', { body: { pop: 'LAX1', speed: '10Gbps', media: 'LR', subscription_term: 12, description: 'x' } }).then((answer) => answer.data?.circuit);`,
];

/** Typechecks the programs in one TypeScript program (a few seconds); the errors of each file, by name. */
function typecheck(files: Record<string, string>): Map<string, string[]> {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(workDir, name), text);
  const program = ts.createProgram(
    Object.keys(files).map((name) => join(workDir, name)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    },
  );
  const errors = new Map<string, string[]>();
  for (const name of Object.keys(files)) {
    const source = program.getSourceFile(join(workDir, name));
    const diagnostics = source
      ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
      : [];
    errors.set(
      name,
      diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    );
  }
  return errors;
}

function wrongOrder(statement: string): string {
  return `import createClient from 'openapi-fetch';
import type { paths } from './portal-api';
const client = createClient<paths>({ baseUrl: 'http://localhost:3000' });
${statement}
`;
}

describe('a TypeScript client generated from the OpenAPI document', () => {
  let schema = '';
  let errors = new Map<string, string[]>();

  beforeAll(async () => {
    // Inside the repository so that `openapi-fetch` resolves from its node_modules.
    mkdirSync(join(repoRoot, 'node_modules', '.cache'), { recursive: true });
    workDir = mkdtempSync(join(repoRoot, 'node_modules', '.cache', 'openapi-client-'));
    const document = buildOpenApiDocument(allRoutes, { version: 'test' });
    schema = astToString(await openapiTS(document as never));
    errors = typecheck({
      'portal-api.d.ts': schema,
      'order-port.ts': ORDER_PORT,
      ...Object.fromEntries(WRONG_ORDERS.map((statement, index) => [`wrong-order-${index}.ts`, wrongOrder(statement)])),
    });
  }, 120_000);

  afterAll(() => {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('names the components and operations, with the shared headers', () => {
    expect(schema).toContain('Port: {');
    expect(schema).toContain('CreatePortRequest: {');
    expect(schema).toContain('"/v2/ports": {');
    expect(schema).toContain('"Idempotency-Key"?: components["parameters"]["IdempotencyKey"];');
    expect(schema).toContain('"x-total-item-count": components["headers"]["TotalItemCount"];');
  });

  it('typechecks a program that orders a port, reads its status and lists the ports', () => {
    expect(errors.get('portal-api.d.ts')).toEqual([]);
    expect(errors.get('order-port.ts')).toEqual([]);
  });

  it.each(WRONG_ORDERS.map((statement, index) => [index, statement] as const))(
    'refuses a wrong order %i: %s',
    (index) => {
      expect(errors.get(`wrong-order-${index}.ts`)?.length).toBeGreaterThan(0);
    },
  );
});
