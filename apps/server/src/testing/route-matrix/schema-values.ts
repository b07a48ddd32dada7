import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema (draft 2020-12, as zod writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** The JSON Schema of what a route accepts (zod's input side: before defaults and transforms). */
export function inputSchemaOf(schema: z.ZodType | undefined): JsonSchema | null {
  if (!schema) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values no schema should let through to a query: NUL, huge, negative, wrong types, markup, unicode. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  '',
  ' ',
  '-1',
  '1e308',
  'NaN',
  '💥\u202e\u200bé',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '../../etc/passwd',
  '%00',
  '__proto__',
  'null',
] as const;

const HOSTILE_NUMBERS = [1e308, -1e308, -1, 0, -0, 2 ** 53 + 1, 1.5, Number.MIN_VALUE] as const;

/** A hostile JSON value of any type: the strings and numbers above, or a value of the wrong type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], { __proto__: null }),
  fc.jsonValue({ maxDepth: 2 }),
);

function regexArbitrary(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl();
  }
  const pattern = schema.pattern ? regexArbitrary(schema.pattern) : null;
  if (pattern) return pattern;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

/**
 * Values the schema describes: each field of an object with its own arbitrary; with `hostility` > 0 each value
 * is, one time in `1 + 1/hostility`, replaced by a hostile one, and objects sometimes gain unknown keys.
 */
export function arbitraryOf(schema: JsonSchema, hostility = 0, depth = 0): fc.Arbitrary<unknown> {
  const honest = honestArbitrary(schema, hostility, depth);
  if (hostility <= 0) return honest;
  return fc.oneof({ weight: 3, arbitrary: honest }, { weight: Math.round(hostility * 3), arbitrary: hostileValue });
}

function honestArbitrary(schema: JsonSchema, hostility: number, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0)
    return fc.oneof(...branches.map((branch) => arbitraryOf(branch, hostility, depth + 1)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], hostility, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, hostility, depth)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, hostility, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return objectArbitrary(schema, hostility, depth);
  }
  return fc.jsonValue({ maxDepth: 1 });
}

/**
 * Fields whose rule is a refinement the JSON Schema cannot show (an e-mail address, a strong password, a phone
 * number) are recognised by name, so generated objects get past the first check and reach the handler.
 */
const NAMED_FORMATS: [RegExp, Partial<JsonSchema>][] = [
  [/email/, { format: 'email' }],
  [/password/, { enum: ['Quartz-Harbor-Lantern-92', 'Switch-Meadow-41'] }],
  [/phone/, { enum: ['+1 415 555 0100', '+44 20 7946 0018'] }],
  [/gateway_address/, { enum: ['38.104.25.10', '64.4.12.20'] }],
  [/shared_key/, { enum: ['branch-secret-key-1'] }],
  [/^prefix$/, { enum: ['10.0.0.0/8', '192.168.0.0/16', '2001:db8::/32'] }],
  // A BGP session's two sides: without multihop the peer must sit in the router's subnet.
  [/^l3_address$/, { enum: ['169.254.10.1/30'] }],
  [/^remote_address$/, { enum: ['169.254.10.2'] }],
  // An address asked about (is it free on the router, which route carries it).
  [/^address$/, { enum: ['169.254.10.1', '23.159.64.21'] }],
];

function withNamedFormat(name: string, property: JsonSchema): JsonSchema {
  if (property.type !== 'string' || property.format || property.enum || property.pattern) return property;
  const hint = NAMED_FORMATS.find(([pattern]) => pattern.test(name))?.[1];
  return hint ? { ...property, ...hint } : property;
}

function objectArbitrary(schema: JsonSchema, hostility: number, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, withNamedFormat(name, property)]),
  );
  const shape = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property, hostility, depth + 1)]),
  );
  const record = fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
  if (hostility <= 0) return record;
  // Unknown keys, prototype keys among them, beside the known ones.
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'unknown_field', '💥'),
    hostileValue,
    {
      maxKeys: 2,
    },
  );
  return fc.tuple(record, extra).map(([known, unknown]) => {
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(unknown)) Object.defineProperty(result, key, { value, enumerable: true });
    return Object.assign(result, known);
  });
}

/** A query value as it travels in a URL: strings as they are, anything else as JSON text. */
export function queryText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/**
 * One value the schema accepts, found by sampling with a fixed seed and asking the zod schema itself (refinements
 * included); `null` when none of the samples passes.
 */
export function acceptedSample(schema: z.ZodType, options: { asQuery?: boolean } = {}): unknown {
  const json = inputSchemaOf(schema) ?? {};
  for (const value of fc.sample(arbitraryOf(json), { numRuns: 300, seed: 42 })) {
    const candidate = options.asQuery ? asQueryObject(value) : value;
    if (schema.safeParse(candidate).success) return candidate;
  }
  return null;
}

/** An object's values as query text (`?a=1&b=x`); arrays become repeated keys. */
export function asQueryObject(value: unknown): Record<string, string | string[]> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, Array.isArray(item) ? item.map(queryText) : queryText(item)]),
  );
}
