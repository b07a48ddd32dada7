import { z } from 'zod';
import { TOTAL_COUNT_HEADER } from './activity-logs.js';
import * as contract from './index.js';
import { CSRF_COOKIE, CSRF_HEADER, ON_BEHALF_HEADER } from './index.js';
import { COMPONENT_FIELD_DESCRIPTIONS, FIELD_DESCRIPTIONS } from './openapi-descriptions.js';
import { REQUEST_EXAMPLES } from './openapi-examples.js';
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

/** Fields that hold a moment in time: ISO 8601 strings in every answer. */
const TIMESTAMP_FIELDS = new Set([
  'time_created',
  'time_updated',
  'time_expires',
  'time_last_login',
  'time_last_seen',
  'time_last_used',
  'time_accepted',
  'time_start',
  'time_end',
  'time',
  'timestamp',
  'raised_at',
  'cleared_at',
  'updated_at',
  'occurred_at',
  'document_date',
  'latest_document_date',
]);

function isString(schema: JsonSchema): boolean {
  return schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
}

function describedAs(path: readonly string[], field: string): string | undefined {
  const [component] = path;
  return (
    COMPONENT_FIELD_DESCRIPTIONS[[...path, field].join('.')] ??
    (component ? COMPONENT_FIELD_DESCRIPTIONS[`${component}.${field}`] : undefined) ??
    FIELD_DESCRIPTIONS[field]
  );
}

/**
 * Gives every property the description the wire reference or the specification has for it (unless its schema has
 * one) and, in answers, marks timestamps `format: date-time`. `path` is the component and the properties above.
 */
function decorate(schema: unknown, io: 'input' | 'output', path: readonly string[]): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    for (const item of schema) decorate(item, io, path);
    return;
  }
  const node = schema as JsonSchema;
  const properties = node.properties as Record<string, JsonSchema> | undefined;
  if (properties && typeof properties === 'object') {
    for (const [field, property] of Object.entries(properties)) {
      const description = describedAs(path, field);
      if (description && !property.description) property.description = description;
      if (io === 'output' && TIMESTAMP_FIELDS.has(field) && isString(property) && !property.format) {
        property.format = 'date-time';
      }
      decorate(property, io, [...path, field]);
    }
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'prefixItems']) {
    if (key in node) decorate(node[key], io, path);
  }
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
  for (const [id, schema] of resolved) decorate(schema, io, id.startsWith('~') ? [] : [id]);
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
    [route.params, route.query, route.body, route.response, route.multipart?.fields].filter(
      (schema) => schema instanceof z.ZodType,
    ),
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

/** Whether a route is part of the API (`/v2`, `/v2.1`): rate limited, signed in through `resolveAuth`. */
function isApi(route: RouteDefinition): boolean {
  return route.base !== 'root';
}

function isMutation(route: RouteDefinition): boolean {
  return route.method !== 'GET';
}

const PARAMETER_PREFIX = '#/components/parameters/';
const HEADER_PREFIX = '#/components/headers/';
const RESPONSE_PREFIX = '#/components/responses/';

/** Headers and query parameters many routes share, written once (a function: `index.ts` defines the names). */
const sharedParameters = (): Record<string, JsonSchema> => ({
  OnBehalfOf: {
    name: ON_BEHALF_HEADER,
    in: 'header',
    required: false,
    description:
      'Act for another customer (spec 6): the customer uuid of one of your reseller customers, or of any customer ' +
      'for provider staff; needs the `on-behalf.create` permission. Anything else is ignored and the request ' +
      'answers for your own company.',
    schema: { type: 'string', format: 'uuid' },
  },
  OnBehalfOfQuery: {
    name: 'on_behalf_of',
    in: 'query',
    required: false,
    description:
      'The same as the `x-on-behalf-of` header, for a GET that cannot send headers (an EventSource, a download link).',
    schema: { type: 'string', format: 'uuid' },
  },
  CsrfToken: {
    name: CSRF_HEADER,
    in: 'header',
    required: false,
    description:
      `A browser session (cookie) must echo its readable \`${CSRF_COOKIE}\` cookie here on every mutation (403 ` +
      '`csrf_failed` otherwise). Not needed with a bearer token or API key.',
    schema: { type: 'string' },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Makes the request safe to retry: a second request with the same key answers what the first created; the ' +
      'same key with another body answers 409.',
    schema: { type: 'string', minLength: 1, maxLength: 255 },
    example: '6f1c2a4e-9b7d-4c1e-8a55-3d2f0e9b7c10',
  },
});

const SHARED_HEADERS: Record<string, JsonSchema> = {
  TotalItemCount: {
    description: 'How many items match the filters over all pages (the answer holds one page).',
    schema: { type: 'integer', minimum: 0 },
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimitLimit: {
    description: 'Requests a caller (API key, session or address) may make in one window.',
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimitRemaining: {
    description: 'Requests left in the current window.',
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimitReset: {
    description: 'Seconds until the current window ends.',
    schema: { type: 'integer', minimum: 0 },
  },
};

const RATE_LIMIT_HEADERS = {
  'x-ratelimit-limit': { $ref: `${HEADER_PREFIX}RateLimitLimit` },
  'x-ratelimit-remaining': { $ref: `${HEADER_PREFIX}RateLimitRemaining` },
  'x-ratelimit-reset': { $ref: `${HEADER_PREFIX}RateLimitReset` },
};

/** The error answers, by status: the house error body, with the codes each can carry. */
const ERROR_RESPONSES: Record<number, { name: string; description: string; headers?: JsonSchema }> = {
  400: {
    name: 'BadRequest',
    description:
      'The request is not valid (`validation_failed`; `fields` names each invalid field), or the object cannot ' +
      'change in its current state (`state_conflict`, `no_capacity`: 400 because the official client takes a 409 ' +
      'for success).',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No live session or token (`unauthenticated`), a login still waiting for its authentication code ' +
      '(`mfa_pending`), or a wrong login or password (`invalid_credentials`).',
  },
  403: {
    name: 'Forbidden',
    description:
      'The group of the caller lacks the permission (`forbidden`), the e-mail address is not verified yet ' +
      '(`unverified`), or a browser session sent a mutation without the anti-forgery header (`csrf_failed`).',
  },
  404: {
    name: 'NotFound',
    description:
      "Not found, or not visible to the caller (`not_found`): another customer's object answers the same; " +
      '`terms_not_accepted` until the terms and conditions are accepted.',
  },
  409: {
    name: 'Conflict',
    description:
      'The request conflicts with the current state (`conflict`): a login or e-mail address already taken, the ' +
      'last admin, an object still in use, an `Idempotency-Key` reused with another body.',
  },
  413: { name: 'PayloadTooLarge', description: 'The request body is too large (`payload_too_large`).' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The request body has an unsupported content type (`unsupported_media_type`).',
  },
  429: {
    name: 'TooManyRequests',
    description:
      'Too many requests from this API key, session or address (`rate_limited`), or too many failed logins ' +
      '(`login_locked`); wait for `Retry-After` seconds.',
    headers: { 'Retry-After': { $ref: `${HEADER_PREFIX}RetryAfter` }, ...RATE_LIMIT_HEADERS },
  },
  500: {
    name: 'InternalError',
    description: 'An unexpected error (`internal`); quote `request_id` when you contact support.',
  },
  503: { name: 'ServiceUnavailable', description: 'The service is temporarily unavailable (`unavailable`).' },
};

/** Every error status a route can answer: by its access, path and method, plus those it declares. */
export function errorStatuses(route: RouteDefinition): number[] {
  const statuses = new Set<number>([400, 500, ...(route.errors ?? [])]);
  if (route.access !== 'public') statuses.add(401);
  if (typeof route.access === 'object' || route.verified || route.directCustomersOnly) statuses.add(403);
  if (isApi(route) && isMutation(route)) statuses.add(403);
  if (route.params) statuses.add(404);
  if (isMutation(route)) {
    statuses.add(413);
    statuses.add(415);
  }
  if (isApi(route)) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
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
      const { description, ...rest } = property;
      result.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  if (route.idempotent) result.push({ $ref: `${PARAMETER_PREFIX}IdempotencyKey` });
  if (isApi(route) && route.access !== 'public') {
    result.push({ $ref: `${PARAMETER_PREFIX}OnBehalfOf` });
    if (!isMutation(route)) result.push({ $ref: `${PARAMETER_PREFIX}OnBehalfOfQuery` });
  }
  if (isApi(route) && isMutation(route)) result.push({ $ref: `${PARAMETER_PREFIX}CsrfToken` });
  return result;
}

/** What a success without a JSON body carries. */
function nonJsonContent(route: RouteDefinition, liveEvent: string | undefined): JsonSchema {
  const type = route.responseType ?? 'application/octet-stream';
  if (type === 'text/event-stream') {
    return {
      [type]: {
        schema: {
          type: 'string',
          description:
            'Server-Sent Events: per event an `id:` line and one `data:` line of JSON (a LiveEvent, its `type` ' +
            'inside); a comment line every heartbeat.',
          ...(liveEvent ? { 'x-event-schema': { $ref: `${COMPONENT_PREFIX}${liveEvent}` } } : {}),
        },
      },
    };
  }
  if (type === 'text/html') return { [type]: { schema: { type: 'string' } } };
  return { [type]: { schema: { type: 'string', format: 'binary' } } };
}

function exampleOf(operation: string): JsonSchema {
  const example = REQUEST_EXAMPLES[operation];
  return example ? { example } : {};
}

/** A multipart/form-data body: its text fields and its file parts. */
function multipartBody(route: RouteDefinition, input: Conversion): JsonSchema {
  const multipart = route.multipart as NonNullable<RouteDefinition['multipart']>;
  const fields = multipart.fields ? input.expand(multipart.fields) : { type: 'object', properties: {} };
  const files = Object.fromEntries(
    multipart.files.map((name) => [name, { type: 'string', format: 'binary', description: 'A file part.' }]),
  );
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { ...fields, properties: { ...(fields.properties as JsonSchema), ...files } },
        ...exampleOf(operationId(route)),
      },
    },
  };
}

export function operationId(route: RouteDefinition): string {
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
  const liveEvent = components.has('LiveEvent') ? 'LiveEvent' : undefined;
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route);
    const status = String(route.successStatus ?? 200);
    const headers: JsonSchema = {
      ...(route.paged ? { [TOTAL_COUNT_HEADER]: { $ref: `${HEADER_PREFIX}TotalItemCount` } } : {}),
      ...(isApi(route) ? RATE_LIMIT_HEADERS : {}),
    };
    const responses: Record<string, JsonSchema> = {
      [status]: {
        description: 'Success',
        ...(Object.keys(headers).length ? { headers } : {}),
        ...(route.response
          ? { content: { 'application/json': { schema: output.schemaOf(route.response) } } }
          : status === '204'
            ? {}
            : { content: nonJsonContent(route, liveEvent) }),
      },
    };
    for (const code of errorStatuses(route)) {
      responses[String(code)] = { $ref: `${RESPONSE_PREFIX}${ERROR_RESPONSES[code]?.name}` };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: operationId(route),
      summary: route.summary,
      tags: [route.tag],
      ...(typeof route.access === 'object' ? { 'x-permission': route.access.permission } : {}),
      ...(route.directCustomersOnly ? { 'x-direct-customers-only': true } : {}),
      security: route.access === 'public' ? [] : [{ bearer: [] }, { session: [] }],
      parameters: parameters(route, input),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: input.schemaOf(route.body), ...exampleOf(operationId(route)) },
              },
            },
          }
        : route.multipart
          ? { requestBody: multipartBody(route, input) }
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
    servers: [{ url: '/', description: 'The portal that serves this document (production: its own host name).' }],
    paths,
    components: {
      schemas,
      parameters: sharedParameters(),
      headers: SHARED_HEADERS,
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(({ name, description, headers }) => [
          name,
          {
            description,
            ...(headers ? { headers } : {}),
            content: { 'application/json': { schema: { $ref: `${COMPONENT_PREFIX}Error` } } },
          },
        ]),
      ),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        session: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
      },
    },
  };
}
