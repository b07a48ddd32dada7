import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../test-app.js';
import { writeMatrixColumn } from './matrix-report.js';
import { houseError, urlOf } from './matrix-requests.js';
import { type MatrixRoute, matrixRoutes } from './route-catalogue.js';
import { arbitraryOf, HOSTILE_STRINGS, hostileValue, inputSchemaOf, queryText } from './schema-values.js';

/**
 * Property-based fuzzing of every route, generated from its schemas: params, query and body drawn from what the
 * schema describes, with hostile values mixed in (NUL, very long strings, huge and negative numbers, wrong types,
 * prototype keys, unicode). The only acceptable answers are 2xx and 4xx in the house format, and a 400 names the
 * field. The seed is printed; `FUZZ_SEED=<seed>` replays a run, `FUZZ_RUNS` sets the runs per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Routes the fuzzer does not call, with the reason. */
const NOT_FUZZED: Record<string, string> = {
  'GET /v2/events': 'an event stream that stays open (events.test.ts walks it)',
};

let harness: TestApp;
let headers: Record<string, string>;
/** Ids of Acme's real objects, read from the API's own lists, so fuzzed requests also reach the handlers. */
let knownIds: string[] = [];
const cells: Record<string, string> = {};

const ID_LIKE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|PF-[A-Z0-9-]+)$/;

function collectIds(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (ID_LIKE.test(value) || key === 'login' || key === 'pop') into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectIds(item, into, key);
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) collectIds(item, into, name);
  }
}

/** Every id the parameterless GET routes show the caller: ports, LAGs, users, documents, contacts, invites... */
async function readKnownIds(exceptId: string): Promise<string[]> {
  const ids = new Set<string>();
  for (const route of matrixRoutes) {
    if (route.route.method !== 'GET' || route.params.length > 0 || !route.route.response || NOT_FUZZED[route.key]) {
      continue;
    }
    const response = await harness.app.inject({ method: 'GET', url: route.url, headers });
    if (response.statusCode === 200) collectIds(response.json(), ids);
  }
  ids.delete(exceptId);
  return [...ids].slice(0, 300);
}

beforeAll(async () => {
  console.info(`fuzz seed ${SEED}, ${RUNS} runs per route (replay: FUZZ_SEED=${SEED})`);
  harness = await createTestApp();
  // An API key, so a fuzzed logout or session revocation does not sign the fuzzer out.
  const demo = await login(harness.app, 'demo');
  const key = await harness.app.inject({
    method: 'POST',
    url: '/v2/users/current/api-keys',
    headers: demo.bearer,
    payload: { name: 'fuzzer', time_expires: null },
  });
  const created = key.json<{ secret: string; id: string }>();
  headers = { authorization: `Bearer ${created.secret}` };
  knownIds = await readKnownIds(created.id);
});
afterAll(async () => {
  writeMatrixColumn(inject('routeMatrixDir'), 'fuzz', cells);
  await harness?.close();
});

/** A path segment: what the schema describes, or a hostile string (empty ones would change the route). */
function segmentArbitrary(route: MatrixRoute, name: string): fc.Arbitrary<string> {
  const schema = inputSchemaOf(route.route.params)?.properties?.[name] ?? { type: 'string' };
  const hostile = fc.constantFrom(...HOSTILE_STRINGS.filter((value) => value.trim() !== ''));
  const known = knownIds.length > 0 ? fc.constantFrom(...knownIds) : hostile;
  return fc.oneof(
    { weight: 3, arbitrary: known },
    { weight: 2, arbitrary: arbitraryOf(schema).map(queryText) },
    { weight: 1, arbitrary: hostile },
  );
}

function queryArbitrary(route: MatrixRoute): fc.Arbitrary<Record<string, string | string[]>> {
  const schema = inputSchemaOf(route.route.query);
  const known = schema ? arbitraryOf(schema, 0.5) : fc.constant({});
  return known.map((value) => {
    const query: Record<string, string | string[]> = {};
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return query;
    for (const [key, item] of Object.entries(value)) {
      query[key] = Array.isArray(item) ? item.map(queryText) : queryText(item);
    }
    return query;
  });
}

/** The body as JSON text: from the schema with hostile values mixed in, or a hostile value outright. */
function bodyArbitrary(route: MatrixRoute): fc.Arbitrary<string | undefined> {
  const schema = inputSchemaOf(route.route.body);
  if (!schema)
    return fc.option(
      hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
      { nil: undefined },
    );
  const json = (value: unknown) => JSON.stringify(value) ?? 'null';
  return fc.oneof(
    { weight: 2, arbitrary: arbitraryOf(schema).map(json) },
    { weight: 2, arbitrary: arbitraryOf(schema, 0.3).map(json) },
    { weight: 1, arbitrary: hostileValue.map(json) },
  );
}

function requestArbitrary(route: MatrixRoute) {
  const params = fc.record(Object.fromEntries(route.params.map((name) => [name, segmentArbitrary(route, name)])));
  return fc.record({ params, query: queryArbitrary(route), body: bodyArbitrary(route) });
}

function checkAnswer(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const error = houseError(response);
  if (response.statusCode === 400) {
    expect(Object.keys(error.fields ?? {}), `a 400 names the field: ${response.body.slice(0, 300)}`).not.toEqual([]);
  }
}

describe(`fuzzing every route from its schema (seed ${SEED})`, () => {
  for (const route of matrixRoutes) {
    const reason = NOT_FUZZED[route.key];
    if (reason) {
      cells[route.key] = `not fuzzed: ${reason}`;
      continue;
    }
    it(route.key, async () => {
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async ({ params, query, body }) => {
          const response = await harness.app.inject({
            method: route.route.method,
            url: urlOf(route, params, query),
            headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { payload: body }),
          });
          statuses.add(response.statusCode);
          checkAnswer(response);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      cells[route.key] = `${RUNS} runs: ${[...statuses].sort().join(' ')}`;
    });
  }
});
