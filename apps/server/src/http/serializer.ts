import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * The zod kinds whose output JSON Schema says all there is to know to write an answer: no transform, default or
 * refinement that a schema-driven writer would skip. A response schema using anything else keeps zod's writer.
 */
const PLAIN_KINDS = new Set([
  'object',
  'array',
  'string',
  'number',
  'boolean',
  'literal',
  'enum',
  'nullable',
  'optional',
  'unknown',
  'record',
  'null',
]);

interface ZodDef {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
  keyType?: ZodType;
  valueType?: ZodType;
  checks?: unknown[];
}

function defOf(schema: ZodType): ZodDef {
  return (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
}

/** True when every part of the schema is a plain kind (checks such as min/max only validate, never change). */
export function isPlainSchema(schema: ZodType, seen = new Set<ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = defOf(schema);
  if (!PLAIN_KINDS.has(def.type)) return false;
  const children = [
    ...Object.values(def.shape ?? {}),
    ...[def.element, def.innerType, def.keyType, def.valueType].filter((child) => child !== undefined),
  ];
  return children.every((child) => isPlainSchema(child, seen));
}

type JsonSchema = Record<string, unknown>;

/**
 * Shapes zod's output JSON Schema for fast-json-stringify: `anyOf [X, null]` becomes X with `nullable: true` (one
 * generated branch instead of a validation per value), and keywords a writer has no use for (`format`, `enum`,
 * `const`, `pattern`, limits) go, so a string is always written as the string it is.
 */
function forWriter(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriter);
  if (!node || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((option) => (option as JsonSchema).type === 'null');
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex !== -1 && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = schema;
      return { ...(forWriter(other) as JsonSchema), ...(forWriter(rest) as JsonSchema), nullable: true };
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (
      ['$schema', 'format', 'enum', 'const', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum'].includes(key)
    ) {
      continue;
    }
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, forWriter(child)]));
    } else {
      out[key] = forWriter(value);
    }
  }
  // A literal or an enum without its type (zod writes one for each) is still written as the value it is.
  if (out.type === undefined && (schema.const !== undefined || schema.enum !== undefined)) return {};
  return out;
}

/** The fast writer for a plain response schema, else null (the schema needs zod to write its answer). */
export function fastSerializerFor(schema: ZodType): ((data: unknown) => string) | null {
  if (!isPlainSchema(schema)) return null;
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  return fastJsonStringify(forWriter(json) as Schema);
}

/**
 * Answers are written from their response schema by fast-json-stringify (generated code, no validation pass), as
 * Fastify does for JSON Schema routes; the zod writer (a full parse of every answer, then JSON.stringify) stays for
 * a schema with transforms or defaults. Fields outside the schema are dropped by both, as before. The contract
 * test checks every answer the route tests receive against the OpenAPI document, which zod's parse used to do at
 * run time.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType | { properties: ZodType }> = (routeSchema) => {
  const { schema } = routeSchema;
  const zodSchema = schema instanceof z.ZodType ? schema : schema.properties;
  const fast = zodSchema instanceof z.ZodType ? fastSerializerFor(zodSchema) : null;
  return fast ?? zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
};
