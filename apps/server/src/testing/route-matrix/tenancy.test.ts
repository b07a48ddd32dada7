import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { DEMO_CUSTOMER_IDS } from '../../seed/demo.js';
import { rowsOf } from '../identity.js';
import { createTestApp, type DemoSessions, loginDemoSessions, type TestApp } from '../test-app.js';
import { type FixtureContext, fixturesFor, ROUTE_FIXTURES } from './foreign-objects.js';
import { writeMatrixColumn } from './matrix-report.js';
import { houseError, urlOf } from './matrix-requests.js';
import { matrixRoutes, paramKindKey } from './route-catalogue.js';
import { acceptedSample } from './schema-values.js';

/**
 * Generated from the route table: for every route with a customer's object in its path, Acme's admin (who holds
 * every permission) asks for Initech's object and gets 404, exactly as for a missing one, and a mutation changes
 * nothing of Initech's.
 */
let harness: TestApp;
let sessions: DemoSessions;
const cells: Record<string, string> = {};

beforeAll(async () => {
  harness = await createTestApp();
  sessions = await loginDemoSessions(harness.app);
});
afterAll(async () => {
  writeMatrixColumn(inject('routeMatrixDir'), 'tenancy', cells);
  await harness?.close();
});

/**
 * A fingerprint of every row Initech owns: each table with a `customer_id`, and each with a `user_id` through
 * Initech's users. Equal fingerprints before and after a request mean the request changed nothing of Initech's.
 */
async function initechFingerprint(db: Database): Promise<string> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name in ('customer_id', 'user_id') order by table_name, column_name`),
  );
  const byTable = new Map<string, string>();
  for (const { table_name, column_name } of columns) if (!byTable.has(table_name)) byTable.set(table_name, column_name);
  const customer = DEMO_CUSTOMER_IDS.initech;
  const parts = [...byTable].map(([table, column]) => {
    const owner =
      column === 'customer_id'
        ? `t.customer_id::text = '${customer}'`
        : `t.user_id::text in (select id::text from users where customer_id::text = '${customer}')`;
    return `select '${table}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t where ${owner}`;
  });
  const rows = await rowsOf<{ name: string; digest: string }>(db.execute(sql.raw(parts.join(' union all '))));
  return rows
    .map((row) => `${row.name}:${row.digest}`)
    .sort()
    .join('\n');
}

const fixturesOf = (route: (typeof matrixRoutes)[number], param: string) =>
  fixturesFor(route.key, param, paramKindKey(route.url, param));
const tenantRoutes = matrixRoutes.filter((route) =>
  route.params.some((param) => fixturesOf(route, param).some((fixture) => fixture.tenant)),
);

/** Every combination of the route's parameters' fixtures (one, unless a route lists several kinds of object). */
async function parameterSets(route: (typeof matrixRoutes)[number], context: FixtureContext) {
  let sets: Record<string, string>[] = [{}];
  for (const param of route.params) {
    const values: string[] = [];
    for (const fixture of fixturesOf(route, param)) {
      values.push(fixture.tenant ? await fixture.foreign(context) : fixture.value);
    }
    sets = sets.flatMap((set) => values.map((value) => ({ ...set, [param]: value })));
  }
  return sets;
}
for (const route of matrixRoutes) {
  if (!tenantRoutes.includes(route)) cells[route.key] = route.params.length > 0 ? 'shared ids' : 'no id';
}

describe("tenancy: another customer's object answers 404 and changes nothing", () => {
  it('names only routes of the table in its per-route fixtures', () => {
    const keys = new Set(matrixRoutes.map((route) => route.key));
    expect(Object.keys(ROUTE_FIXTURES).filter((key) => !keys.has(key))).toEqual([]);
  });

  for (const route of tenantRoutes) {
    it(route.key, async () => {
      const context = { app: harness.app, db: harness.database.db, other: sessions.other };
      const query = route.route.query ? acceptedSample(route.route.query, { asQuery: true }) : undefined;
      const body = route.route.body ? acceptedSample(route.route.body) : undefined;
      expect(query, `${route.key}: no generated query passes its schema`).not.toBeNull();
      expect(body, `${route.key}: no generated body passes its schema`).not.toBeNull();
      for (const params of await parameterSets(route, context)) {
        const before = route.isMutating ? await initechFingerprint(harness.database.db) : '';
        const response = await harness.app.inject({
          method: route.route.method,
          url: urlOf(route, params, query as Record<string, string> | undefined),
          headers: sessions.demo.bearer,
          ...(body !== undefined ? { payload: body as never } : {}),
        });
        expect(response.statusCode, `${JSON.stringify(params)} ${JSON.stringify(body)}: ${response.body}`).toBe(404);
        expect(houseError(response).code).toBe('not_found');
        if (route.isMutating) expect(await initechFingerprint(harness.database.db)).toBe(before);
      }
      cells[route.key] = route.isMutating ? '404, unchanged' : '404';
    });
  }
});
