import { describe, expect, it } from 'vitest';
import { allRoutes } from './index.js';
import { buildOpenApiDocument } from './openapi.js';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
};

const document = buildOpenApiDocument(allRoutes, { version: 'test' }) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
};
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
);

/** Every object schema written in place (not a `$ref`), with where it is. */
function inlineObjects(node: unknown, at: string, found: Array<{ at: string; json: string }>): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, child] of Object.entries(node)) {
    if (child && typeof child === 'object' && (child as Json).type === 'object') {
      found.push({ at: `${at}/${key}`, json: JSON.stringify(child) });
    }
    inlineObjects(child, `${at}/${key}`, found);
  }
}

describe('the OpenAPI document', () => {
  it('names the contract objects as components and refers to them', () => {
    const names = Object.keys(document.components.schemas);
    for (const name of ['Port', 'CreatePortRequest', 'Location', 'CurrentUser', 'Error', 'Demarcation']) {
      expect(names).toContain(name);
    }
    const listPorts = document.paths['/v2/ports']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(listPorts).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Port' } });
    expect(document.components.schemas.Port?.properties).toMatchObject({
      demarcation: { $ref: '#/components/schemas/Demarcation' },
    });
  });

  it('has no inlined duplicate of a component, and every reference resolves', () => {
    const components = new Map(
      Object.entries(document.components.schemas).map(([name, s]) => [JSON.stringify(s), name]),
    );
    const found: Array<{ at: string; json: string }> = [];
    inlineObjects(document.paths, '#/paths', found);
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      inlineObjects(schema, `#/components/schemas/${name}`, found);
    }
    const duplicates = found
      .filter(({ json }) => components.has(json))
      .map(({ at, json }) => `${at} = ${components.get(json)}`);
    expect(duplicates).toEqual([]);
    const refs = new Set<string>();
    JSON.stringify(document, (key, value) => {
      if (key === '$ref') refs.add(value);
      return value;
    });
    const missing = [...refs].filter(
      (ref) => !(ref.startsWith('#/components/schemas/') && ref.slice(21) in document.components.schemas),
    );
    expect(missing).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary and documented errors in the house format', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter(({ operation }) => !operation.summary?.trim()).map(({ name }) => name)).toEqual([]);
    for (const { name, operation } of operations) {
      const errors = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400);
      expect(errors.length, `${name} documents no error`).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        expect(response.content?.['application/json']?.schema, `${name} ${status}`).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
  });
});
