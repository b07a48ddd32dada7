import { routeTable } from '@portal/contract';
import fc from 'fast-check';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryOf, type JsonSchema } from '../testing/route-matrix/schema-values.js';
import { fastSerializerFor, isPlainSchema, serializerCompiler } from './serializer.js';

const responses = Object.entries(routeTable).flatMap(([area, routes]) =>
  Object.entries(routes).flatMap(([name, route]) =>
    route.response ? [{ name: `${area}.${name}`, schema: route.response as z.ZodType }] : [],
  ),
);

function zodWriter(schema: z.ZodType) {
  return zodSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' } as never) as (
    data: unknown,
  ) => string;
}

function writeOrNull(write: (data: unknown) => string, data: unknown): string | null {
  try {
    return write(data);
  } catch {
    return null;
  }
}

/** Unknown keys beside the known ones, at every level, as a presenter handing over a whole row would add. */
function withStrayKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withStrayKeys);
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = { password_hash: 'never on the wire' };
  for (const [key, child] of Object.entries(value)) copy[key] = withStrayKeys(child);
  return copy;
}

describe('writing answers from their response schemas', () => {
  it('writes every route answer with the fast writer (no schema needs zod to write it)', () => {
    const slow = responses.filter(({ schema }) => !isPlainSchema(schema)).map(({ name }) => name);
    expect(slow).toEqual([]);
    expect(responses.length).toBeGreaterThan(50);
  });

  it.each(responses)(
    '$name: writes what zod wrote, field for field, and drops what the schema does not name',
    ({ schema }) => {
      const fast = fastSerializerFor(schema);
      expect(fast).not.toBeNull();
      const zod = zodWriter(schema);
      const json = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
      let compared = 0;
      for (const value of fc.sample(arbitraryOf(json), { numRuns: 40, seed: 7 })) {
        if (!schema.safeParse(value).success) continue;
        expect(JSON.parse(fast?.(value) ?? '')).toEqual(JSON.parse(zod(value)));
        // A record (a map keyed by name) takes a stray key as one of its entries, and zod refuses its value;
        // every other object drops the key. Where zod writes the answer, the fast writer writes the same.
        const sent = withStrayKeys(value);
        const written = writeOrNull(zod, sent);
        if (written !== null) expect(JSON.parse(fast?.(sent) ?? '')).toEqual(JSON.parse(written));
        compared += 1;
      }
      expect(compared).toBeGreaterThan(0);
    },
  );

  it('keeps nulls, empty strings, zeros and false as they are', () => {
    const schema = z.object({
      name: z.string().nullable(),
      note: z.string(),
      count: z.number().int(),
      ratio: z.number(),
      flag: z.boolean(),
      kind: z.enum(['a', 'b']).nullable(),
      nested: z.object({ at: z.iso.datetime() }).nullable(),
      tags: z.array(z.string()),
      extra: z.unknown(),
      maybe: z.string().optional(),
    });
    const write = fastSerializerFor(schema);
    const value = {
      name: null,
      note: '',
      count: 0,
      ratio: 0.25,
      flag: false,
      kind: null,
      nested: null,
      tags: ['"quoted"', 'line\nbreak', '💥'],
      extra: { any: ['thing', 1, null] },
    };
    expect(JSON.parse(write?.(value) ?? '')).toEqual(value);
    expect(JSON.parse(write?.({ ...value, maybe: 'here', nested: { at: '2026-01-02T03:04:05.000Z' } }) ?? '')).toEqual({
      ...value,
      maybe: 'here',
      nested: { at: '2026-01-02T03:04:05.000Z' },
    });
  });

  it('leaves a schema that transforms or fills defaults to zod', () => {
    const transformed = z.object({ at: z.date().transform((date) => date.toISOString()) });
    const defaulted = z.object({ page: z.number().default(1) });
    expect(fastSerializerFor(transformed)).toBeNull();
    expect(fastSerializerFor(defaulted)).toBeNull();
    const write = serializerCompiler({ schema: defaulted, method: 'GET', url: '/', httpStatus: '200' } as never) as (
      data: unknown,
    ) => string;
    expect(JSON.parse(write({}))).toEqual({ page: 1 });
  });

  it('refuses an answer that lacks a required field, as zod did', () => {
    const write = fastSerializerFor(z.object({ id: z.string(), name: z.string() }));
    expect(() => write?.({ id: 'x' })).toThrow(/name/);
  });
});
