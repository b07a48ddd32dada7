import { z } from 'zod';
import { errorBodySchema } from './errors.js';
import type { RouteDefinition } from './route.js';
import { routeUrl } from './route.js';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function openApiPath(route: RouteDefinition): string {
  return routeUrl(route).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function parameters(route: RouteDefinition): JsonSchema[] {
  const result: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input');
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

/** The OpenAPI 3.1 document of the API, generated from the route table of the contract. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[], info: { version: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route);
    const status = String(route.successStatus ?? 200);
    const responses: Record<string, JsonSchema> = {
      [status]: {
        description: 'Success',
        ...(route.response ? { content: { 'application/json': { schema: schemaOf(route.response, 'output') } } } : {}),
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
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: operationId(route),
      summary: route.summary,
      tags: [route.tag],
      ...(typeof route.access === 'object' ? { 'x-permission': route.access.permission } : {}),
      security: route.access === 'public' ? [] : [{ bearer: [] }, { session: [] }],
      parameters: parameters(route),
      ...(route.body
        ? {
            requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } },
          }
        : {}),
      responses,
    };
  }
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
      schemas: { Error: schemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        session: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
      },
    },
  };
}
