import { GROUPS, permissionsForGroup } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { writeMatrixColumn } from './matrix-report.js';
import { houseError, sampleParams, urlOf } from './matrix-requests.js';
import { type MatrixSessions, matrixSessions } from './matrix-sessions.js';
import { READONLY_MAY_CALL } from './readonly-exceptions.js';
import { matrixRoutes, unmountedRoutes } from './route-catalogue.js';

/**
 * Generated from the route table: every route is checked for authentication, the read-only group and its
 * permission, so a route added later is covered without a line here.
 */
let harness: TestApp;
let sessions: MatrixSessions;
const columns = {
  auth: {} as Record<string, string>,
  readonly: {} as Record<string, string>,
  permission: {} as Record<string, string>,
};

beforeAll(async () => {
  harness = await createTestApp();
  sessions = await matrixSessions(harness.app);
});
afterAll(async () => {
  const directory = inject('routeMatrixDir');
  for (const [check, cells] of Object.entries(columns)) {
    writeMatrixColumn(directory, check as keyof typeof columns, cells);
  }
  await harness?.close();
});

function call(route: (typeof matrixRoutes)[number], headers: Record<string, string>) {
  return harness.app.inject({ method: route.route.method, url: urlOf(route, sampleParams(route)), headers });
}

it('the app serves every route of the contract', () => {
  expect(unmountedRoutes(harness.app)).toEqual([]);
});

describe('authentication: every non-public route answers 401 without a session, in the house format', () => {
  for (const route of matrixRoutes) {
    if (route.route.access === 'public') {
      columns.auth[route.key] = 'public';
      continue;
    }
    it(route.key, async () => {
      const anonymous: Record<string, string>[] = [
        {},
        { authorization: 'Bearer not-a-token' },
        { cookie: 'portal_session=forged' },
      ];
      for (const headers of anonymous) {
        const response = await call(route, headers);
        expect(response.statusCode, response.body).toBe(401);
        expect(houseError(response).code).toBe('unauthenticated');
      }
      columns.auth[route.key] = '401';
    });
  }
});

describe('authorization: every mutation answers 403 to the read-only group, but the listed exceptions', () => {
  it('lists only routes that exist, and only mutations', () => {
    const mutations = new Set(matrixRoutes.filter((route) => route.isMutating).map((route) => route.key));
    expect(Object.keys(READONLY_MAY_CALL).filter((key) => !mutations.has(key))).toEqual([]);
  });
  it("the profile exception acts on the caller's own account only: another user's answers 403", async () => {
    const headers = sessions.readonly.bearer;
    const profile = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/demo',
      headers,
      payload: { first_name: 'X' },
    });
    expect(profile.statusCode, profile.body).toBe(403);
  });
  for (const route of matrixRoutes) {
    if (!route.isMutating || route.route.access === 'public') {
      columns.readonly[route.key] = route.isMutating ? 'public' : 'read';
      continue;
    }
    const exception = READONLY_MAY_CALL[route.key];
    if (exception) {
      columns.readonly[route.key] = 'exempt: own account';
      continue;
    }
    it(route.key, async () => {
      const response = await call(route, sessions.readonly.bearer);
      expect(response.statusCode, response.body).toBe(403);
      expect(houseError(response).code).toBe('forbidden');
      columns.readonly[route.key] = '403';
    });
  }
});

describe('authorization: every route naming a permission answers 403 to each group without it', () => {
  for (const route of matrixRoutes) {
    const { permission } = route;
    if (!permission) {
      columns.permission[route.key] = route.route.access === 'public' ? 'public' : 'any session';
      continue;
    }
    const lacking = GROUPS.filter((group) => !permissionsForGroup(group).includes(permission));
    if (lacking.length === 0) {
      columns.permission[route.key] = `every group holds ${permission}`;
      continue;
    }
    it(`${route.key} (${permission})`, async () => {
      for (const group of lacking) {
        const response = await call(route, sessions.byGroup[group].bearer);
        expect(response.statusCode, `${group}: ${response.body}`).toBe(403);
        expect(houseError(response).code).toBe('forbidden');
      }
      columns.permission[route.key] = `403 (${lacking.join(', ')})`;
    });
  }
});
