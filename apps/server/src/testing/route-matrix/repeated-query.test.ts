import { repeatedParameterMessage } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../test-app.js';
import { writeMatrixColumn } from './matrix-report.js';
import { houseError, sampleParams, urlOf } from './matrix-requests.js';
import { matrixRoutes } from './route-catalogue.js';
import { acceptedSample, inputSchemaOf } from './schema-values.js';

/**
 * Generated from the route table: every query parameter of every route, given twice (`?q=a&q=b`), answers 400 in
 * the house format naming the parameter with spec 5's 'Not a valid value' family, never the validator's English.
 */
let harness: TestApp;
let demo: Session;
const cells: Record<string, string> = {};

beforeAll(async () => {
  harness = await createTestApp();
  ({ demo } = await loginDemoSessions(harness.app));
});
afterAll(async () => {
  writeMatrixColumn(inject('routeMatrixDir'), 'query', cells);
  await harness?.close();
});

/** The query parameters a route takes one value of (none of the contract's takes a list). */
function singleValuedParameters(route: (typeof matrixRoutes)[number]): string[] {
  const schema = inputSchemaOf(route.route.query);
  return Object.entries(schema?.properties ?? {})
    .filter(([, property]) => !JSON.stringify(property).includes('"array"'))
    .map(([name]) => name);
}

describe('a repeated query parameter answers 400 naming it, on every route that takes a query', () => {
  for (const route of matrixRoutes) {
    const names = singleValuedParameters(route);
    if (names.length === 0) {
      cells[route.key] = 'no query';
      continue;
    }
    it(route.key, async () => {
      const headers = route.route.access === 'public' ? {} : demo.bearer;
      const body = route.route.body ? acceptedSample(route.route.body) : undefined;
      for (const name of names) {
        const response = await harness.app.inject({
          method: route.route.method,
          url: urlOf(route, sampleParams(route), { [name]: ['a', 'b'] }),
          headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
        const error = houseError(response);
        expect(error.fields?.[name], `${name}: ${response.body}`).toBe(repeatedParameterMessage(name));
      }
      cells[route.key] = `400 (${names.join(', ')})`;
    });
  }
});
