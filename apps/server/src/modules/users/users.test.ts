import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

describe('GET /v2/users/current', () => {
  it('answers 401 without a session', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/v2/users/current' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthenticated', message: 'Unauthorized' });
  });

  it('answers the signed-in user, never the password hash', async () => {
    const session = await login(harness.app, 'demo');
    const response = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: session.browser });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      login: 'demo',
      email: 'demo@example.com',
      first_name: 'Dana',
      last_name: 'Reyes',
      group: 'admin',
      is_verified: true,
      mfa_enabled: false,
    });
    expect(JSON.stringify(user)).not.toMatch(/argon2|password/);
  });

  it('answers each user as themselves: another customer sees only their own user', async () => {
    const session = await login(harness.app, 'other');
    const response = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: session.bearer });
    expect(response.json().login).toBe('other');
  });
});

describe('GET /v2/users/current/permissions', () => {
  it('answers 401 without a session', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/v2/users/current/permissions' });
    expect(response.statusCode).toBe(401);
  });

  it("lists the permission keys of the user's group as {permission_key}", async () => {
    const admin = await login(harness.app, 'demo');
    const readonly = await login(harness.app, 'readonly');
    const adminKeys = (
      await harness.app.inject({ method: 'GET', url: '/v2/users/current/permissions', headers: admin.bearer })
    ).json<{ permission_key: string }[]>();
    const readonlyKeys = (
      await harness.app.inject({ method: 'GET', url: '/v2/users/current/permissions', headers: readonly.bearer })
    ).json<{ permission_key: string }[]>();
    expect(adminKeys.map((entry) => entry.permission_key)).toContain('interface/physical.create');
    expect(readonlyKeys.map((entry) => entry.permission_key)).toContain('interface/physical.read');
    expect(readonlyKeys.map((entry) => entry.permission_key)).not.toContain('interface/physical.create');
    expect(readonlyKeys.every((entry) => entry.permission_key.endsWith('.read'))).toBe(true);
  });
});
