import { z } from 'zod';
import * as contract from './index.js';
import type { RouteDefinition } from './route.js';
import { routeUrl } from './route.js';

type JsonSchema = Record<string, unknown>;

const COMPONENT_PREFIX = '#/components/schemas/';
/** Where a schema that only one route uses is written in place instead of as a component. */
const INLINE_PREFIX = 'inline:';

/** Component names that differ from the export name without `Schema` (`errorBodySchema` is the house `Error`). */
const COMPONENT_NAMES: Record<string, string> = { errorBodySchema: 'Error' };

/** Zod kinds that make a component: objects and what is built of them; a bare string or number stays inline. */
const STRUCTURED_KINDS = new Set([
  'object',
  'array',
  'union',
  'intersection',
  'record',
  'enum',
  'pipe',
  'lazy',
  'tuple',
]);

function componentName(exportName: string): string {
  const name = COMPONENT_NAMES[exportName] ?? exportName.replace(/Schema$/, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The named schemas of the document: every structured schema the contract exports as `…Schema` (`portSchema` is
 * `Port`, `createPortRequestSchema` is `CreatePortRequest`), except those only used as path or query parameters,
 * which the document spells out one parameter at a time.
 */
export function componentSchemas(routes: readonly RouteDefinition[]): Map<z.ZodType, string> {
  const parameterSchemas = new Set(routes.flatMap((route) => [route.params, route.query]));
  const payloadSchemas = new Set(routes.flatMap((route) => [route.body, route.response]));
  const names = new Map<z.ZodType, string>();
  for (const [exportName, value] of Object.entries(contract).sort(([a], [b]) => a.localeCompare(b))) {
    if (!exportName.endsWith('Schema') || !(value instanceof z.ZodType) || names.has(value)) continue;
    if (parameterSchemas.has(value) && !payloadSchemas.has(value)) continue;
    if (!STRUCTURED_KINDS.has(value._zod.def.type)) continue;
    names.set(value, componentName(exportName));
  }
  return names;
}

function walk(value: unknown, visit: (node: JsonSchema) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (value && typeof value === 'object') {
    visit(value as JsonSchema);
    for (const child of Object.values(value)) walk(child, visit);
  }
}

/** The component names a schema refers to. */
function refsOf(schema: unknown): Set<string> {
  const refs = new Set<string>();
  walk(schema, (node) => {
    if (typeof node.$ref === 'string' && node.$ref.startsWith(COMPONENT_PREFIX)) {
      refs.add(node.$ref.slice(COMPONENT_PREFIX.length));
    }
  });
  return refs;
}

interface Conversion {
  /** Each component's JSON Schema, by component id (before an input variant takes its `…Input` name). */
  components: Map<string, JsonSchema>;
  /** A route's schema: a `$ref` to its component, or written in place. */
  schemaOf(schema: z.ZodType): JsonSchema;
  /** A route's schema written out, even when it is a component (parameters are listed one by one). */
  expand(schema: z.ZodType): JsonSchema;
  /** Points every reference to a component named in `names` at its new name. */
  rename(names: ReadonlyMap<string, string>): void;
}

function renameRefs(node: unknown, names: ReadonlyMap<string, string>): void {
  walk(node, (schema) => {
    if (typeof schema.$ref !== 'string' || !schema.$ref.startsWith(COMPONENT_PREFIX)) return;
    const name = names.get(schema.$ref.slice(COMPONENT_PREFIX.length));
    if (name) schema.$ref = `${COMPONENT_PREFIX}${name}`;
  });
}

/**
 * Converts the components and every route schema in one pass of zod's registry conversion, so a component nested
 * anywhere is a `$ref` to it.
 */
function convert(
  io: 'input' | 'output',
  components: Map<z.ZodType, string>,
  routeSchemas: readonly z.ZodType[],
): Conversion {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of components) registry.add(schema, { id });
  const routeIds = new Map<z.ZodType, string>();
  for (const schema of routeSchemas) {
    if (components.has(schema) || routeIds.has(schema)) continue;
    const id = `~route${routeIds.size}`;
    registry.add(schema, { id });
    routeIds.set(schema, id);
  }
  const { schemas } = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    uri: (id) => (id.startsWith('~') ? `${INLINE_PREFIX}${id}` : `${COMPONENT_PREFIX}${id}`),
  }) as { schemas: Record<string, JsonSchema> };
  if (schemas.__shared) throw new Error('A contract schema refers to itself; give it a component name.');
  // A route schema nested in another schema is written in place.
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (!node || typeof node !== 'object') return node;
    const record = node as JsonSchema;
    if (typeof record.$ref === 'string' && record.$ref.startsWith(INLINE_PREFIX)) {
      const { $ref, ...rest } = record;
      const target = schemas[$ref.slice(INLINE_PREFIX.length)];
      return { ...(resolve(target) as JsonSchema), ...(resolve(rest) as JsonSchema) };
    }
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, resolve(value)]));
  };
  const resolved = new Map<string, JsonSchema>();
  for (const [id, schema] of Object.entries(schemas)) {
    const { $id: _id, $schema: _schema, ...rest } = schema;
    resolved.set(id, resolve(rest) as JsonSchema);
  }
  let names: ReadonlyMap<string, string> = new Map();
  return {
    components: new Map([...components.values()].map((id) => [id, resolved.get(id) as JsonSchema])),
    schemaOf(schema) {
      const component = components.get(schema);
      if (component) return { $ref: `${COMPONENT_PREFIX}${names.get(component) ?? component}` };
      return structuredClone(resolved.get(routeIds.get(schema) as string) as JsonSchema);
    },
    expand(schema) {
      const id = components.get(schema) ?? (routeIds.get(schema) as string);
      return structuredClone(resolved.get(id) as JsonSchema);
    },
    rename(newNames) {
      names = newNames;
      for (const schema of resolved.values()) renameRefs(schema, newNames);
    },
  };
}

/** The schemas of the document: answers in output form, requests and parameters in input form. */
function convertAll(routes: readonly RouteDefinition[]) {
  const components = componentSchemas(routes);
  const routeSchemas = routes.flatMap((route) =>
    [route.params, route.query, route.body, route.response].filter((schema) => schema instanceof z.ZodType),
  );
  const output = convert('output', components, routeSchemas);
  const input = convert('input', components, routeSchemas);
  // A component a request reads differently (defaults, transforms), or that refers to one that does, has an
  // `…Input` variant.
  const differs = new Set(
    [...output.components.keys()].filter(
      (id) => JSON.stringify(output.components.get(id)) !== JSON.stringify(input.components.get(id)),
    ),
  );
  const refs = new Map([...input.components].map(([id, schema]) => [id, refsOf(schema)]));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [id, targets] of refs) {
      if (!differs.has(id) && [...targets].some((ref) => differs.has(ref))) {
        differs.add(id);
        grew = true;
      }
    }
  }
  input.rename(new Map([...differs].map((id) => [id, `${id}Input`])));
  const all = new Map(output.components);
  for (const id of differs) all.set(`${id}Input`, input.components.get(id) as JsonSchema);
  return { input, output, components: all };
}

function openApiPath(route: RouteDefinition): string {
  return routeUrl(route).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function parameters(route: RouteDefinition, input: Conversion): JsonSchema[] {
  const result: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = input.expand(schema);
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      result.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  }
  return result;
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'The request is not valid; `fields` names each invalid field.',
  '401': 'No live session or token.',
  '403': 'The group of the caller lacks the permission, or the anti-forgery header is missing.',
  '404': 'Not found, or not visible to the caller.',
};

function operationId(route: RouteDefinition): string {
  const words = `${route.method.toLowerCase()} ${routeUrl(route)}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1))).join('');
}

/**
 * Only the components the operations reach, in name order (the house `Error` always). An `…Input` variant whose
 * answer form no operation reaches takes the plain name.
 */
function reachableComponents(paths: unknown, components: Map<string, JsonSchema>): Record<string, JsonSchema> {
  const reached = new Set<string>();
  const queue = [...refsOf(paths), 'Error'];
  while (queue.length) {
    const name = queue.pop() as string;
    if (reached.has(name)) continue;
    reached.add(name);
    for (const ref of refsOf(components.get(name))) if (!reached.has(ref)) queue.push(ref);
  }
  const renamed = new Map<string, string>();
  for (const name of reached) {
    const plain = name.replace(/Input$/, '');
    if (name !== plain && !reached.has(plain) && components.has(plain)) renamed.set(name, plain);
  }
  renameRefs(paths, renamed);
  const result: Record<string, JsonSchema> = {};
  for (const name of [...reached].sort((a, b) => (renamed.get(a) ?? a).localeCompare(renamed.get(b) ?? b))) {
    const schema = components.get(name);
    if (!schema) throw new Error(`The document refers to a component it lacks: ${name}`);
    renameRefs(schema, renamed);
    result[renamed.get(name) ?? name] = schema;
  }
  return result;
}

/** An object schema written in place that is the same as a component becomes a `$ref` to it. */
function replaceInlinedComponents(paths: unknown, schemas: Record<string, JsonSchema>): void {
  const byShape = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    if (schema.type === 'object') byShape.set(JSON.stringify(schema), name);
  }
  const replaceChildren = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const children = node as Record<string, unknown>;
    for (const [key, child] of Object.entries(children)) {
      const name = (child as JsonSchema | null)?.type === 'object' ? byShape.get(JSON.stringify(child)) : undefined;
      if (name) children[key] = { $ref: `${COMPONENT_PREFIX}${name}` };
      else replaceChildren(child);
    }
  };
  replaceChildren(paths);
  for (const schema of Object.values(schemas)) replaceChildren(schema);
}

/** The OpenAPI 3.1 document of the API, generated from the route table of the contract. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[], info: { version: string }): JsonSchema {
  const { input, output, components } = convertAll(routes);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route);
    const status = String(route.successStatus ?? 200);
    const responses: Record<string, JsonSchema> = {
      [status]: {
        description: 'Success',
        ...(route.response ? { content: { 'application/json': { schema: output.schemaOf(route.response) } } } : {}),
      },
    };
    const errorStatuses = [
      '400',
      ...(route.access === 'public' ? [] : ['401']),
      ...(typeof route.access === 'object' ? ['403'] : []),
    ];
    if (route.params) errorStatuses.push('404');
    for (const code of errorStatuses) {
      responses[code] = {
        description: ERROR_RESPONSES[code],
        content: { 'application/json': { schema: { $ref: `${COMPONENT_PREFIX}Error` } } },
      };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: operationId(route),
      summary: route.summary,
      tags: [route.tag],
      ...(typeof route.access === 'object' ? { 'x-permission': route.access.permission } : {}),
      security: route.access === 'public' ? [] : [{ bearer: [] }, { session: [] }],
      parameters: parameters(route, input),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: input.schemaOf(route.body) } },
            },
          }
        : {}),
      responses,
    };
  }
  const schemas = reachableComponents(paths, components);
  replaceInlinedComponents(paths, schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version: info.version,
      description:
        'The API of the customer portal. Send the token from `POST /v2/auth/login` or an API key as ' +
        '`Authorization: Bearer <token>` (the bare token is accepted too). Browser sessions use a cookie and must ' +
        'echo the `portal_csrf` cookie in the `x-csrf-token` header on every mutation.',
    },
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        session: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
      },
    },
  };
}
