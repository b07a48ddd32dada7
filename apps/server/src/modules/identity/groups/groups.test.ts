import { GROUP_PERMISSIONS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

describe('groups', () => {
  it('answers 401 without a session', async () => {
    for (const url of ['/v2/groups', '/v2/groups/admin/users', '/v2/groups/admin/permissions']) {
      expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('lists the groups of spec 6 with permission counts and the company user counts', async () => {
    const session = await login(harness.app, 'readonly');
    const response = await harness.app.inject({ method: 'GET', url: '/v2/groups', headers: session.bearer });
    expect(response.statusCode).toBe(200);
    const groups = response.json();
    expect(groups.map((group: { id: string }) => group.id)).toEqual([
      'admin',
      'regular',
      'read-only',
      'support',
      'sales',
    ]);
    expect(groups[0]).toEqual({
      id: 'admin',
      name: 'admin',
      permission_count: GROUP_PERMISSIONS.admin.length,
      user_count: 1,
    });
  });

  it("lists a group's users of the company only, and 404 for an unknown group", async () => {
    const session = await login(harness.app, 'demo');
    const admins = await harness.app.inject({ method: 'GET', url: '/v2/groups/admin/users', headers: session.bearer });
    expect(admins.json().map((user: { login: string }) => user.login)).toEqual(['demo']);
    const unknown = await harness.app.inject({
      method: 'GET',
      url: '/v2/groups/owners/users',
      headers: session.bearer,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers a group's permissions as {permission_key}", async () => {
    const session = await login(harness.app, 'demo');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/groups/read-only/permissions',
      headers: session.bearer,
    });
    expect(response.json()).toEqual(GROUP_PERMISSIONS['read-only'].map((permission_key) => ({ permission_key })));
    const unknown = await harness.app.inject({
      method: 'GET',
      url: '/v2/groups/x/permissions',
      headers: session.bearer,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
