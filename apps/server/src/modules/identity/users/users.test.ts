import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';
import { LOGIN_CHANGE_FORBIDDEN_MESSAGE } from './users.service.js';

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

const NEW_USER = {
  first_name: 'Nia',
  last_name: 'Park',
  email: 'nia@example.org',
  login: 'nia',
  password: 'Quartz-Harbor-Lantern-92',
  group: 'regular',
};

describe('GET /v2/users and /v2/users/:id', () => {
  it('answers 401 without a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/users' })).statusCode).toBe(401);
    expect((await harness.app.inject({ method: 'GET', url: '/v2/users/demo' })).statusCode).toBe(401);
  });

  it("lists only the company's users", async () => {
    const session = await login(harness.app, 'demo');
    const response = await harness.app.inject({ method: 'GET', url: '/v2/users', headers: session.bearer });
    const logins = response.json().map((user: { login: string }) => user.login);
    expect(logins).toEqual(expect.arrayContaining(['demo', 'readonly']));
    expect(logins).not.toContain('other');
  });

  it('finds a user by login or uuid; another company answers 404', async () => {
    const session = await login(harness.app, 'readonly');
    const byLogin = await harness.app.inject({ method: 'GET', url: '/v2/users/DEMO', headers: session.bearer });
    expect(byLogin.json().login).toBe('demo');
    const byUuid = await harness.app.inject({
      method: 'GET',
      url: `/v2/users/${byLogin.json().uuid}`,
      headers: session.bearer,
    });
    expect(byUuid.json().login).toBe('demo');
    const foreign = await harness.app.inject({ method: 'GET', url: '/v2/users/other', headers: session.bearer });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /v2/users', () => {
  it('401, 400 naming the fields, 403 for read-only', async () => {
    expect((await harness.app.inject({ method: 'POST', url: '/v2/users', payload: NEW_USER })).statusCode).toBe(401);
    const admin = await login(harness.app, 'demo');
    const bad = await harness.app.inject({
      method: 'POST',
      url: '/v2/users',
      headers: admin.bearer,
      payload: { ...NEW_USER, email: 'x', group: 'boss' },
    });
    expect(bad.json().fields).toEqual({
      email: 'This is not a valid email',
      group: 'Invalid value, must be one of "admin, regular, read-only, support, sales".',
    });
    const readonly = await login(harness.app, 'readonly');
    const forbidden = await harness.app.inject({
      method: 'POST',
      url: '/v2/users',
      headers: readonly.bearer,
      payload: NEW_USER,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('creates an unverified user of the company who gets a verification e-mail; 409 for a taken login', async () => {
    const admin = await login(harness.app, 'demo');
    const created = await harness.app.inject({
      method: 'POST',
      url: '/v2/users',
      headers: admin.bearer,
      payload: NEW_USER,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ login: 'nia', group: 'regular', is_verified: false });
    const mail = (await harness.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json()[0];
    expect(mail).toMatchObject({ to: 'nia@example.org', subject: 'Verify your e-mail address' });
    const again = await harness.app.inject({
      method: 'POST',
      url: '/v2/users',
      headers: admin.bearer,
      payload: { ...NEW_USER, email: 'nia2@example.org' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ login: 'This login is already taken.' });
  });
});

describe('PATCH /v2/users/:id', () => {
  it('a user changes their own names but not their group (403), nor another user (403)', async () => {
    const readonly = await login(harness.app, 'readonly');
    const own = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/readonly',
      headers: readonly.bearer,
      payload: { first_name: 'Rylee', phone: '+1 415 555 0101' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ first_name: 'Rylee', phone: '+1 415 555 0101' });
    const group = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/readonly',
      headers: readonly.bearer,
      payload: { group: 'admin' },
    });
    expect(group.statusCode).toBe(403);
    const other = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/demo',
      headers: readonly.bearer,
      payload: { first_name: 'X' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('a read-only user cannot change their own login (403), even beside edits they may make', async () => {
    const readonly = await login(harness.app, 'readonly');
    for (const payload of [{ login: 'riley' }, { login: 'riley', first_name: 'Riley' }]) {
      const response = await harness.app.inject({
        method: 'PATCH',
        url: '/v2/users/readonly',
        headers: readonly.browser,
        payload,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'forbidden',
        message: "You don't have permissions for that operation.",
        fields: { login: LOGIN_CHANGE_FORBIDDEN_MESSAGE },
      });
    }
    const unchanged = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: readonly.bearer });
    expect(unchanged.json()).toMatchObject({ login: 'readonly', first_name: 'Rylee' });
    // Sending the login unchanged (a form that posts every field) is no change.
    const same = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/readonly',
      headers: readonly.browser,
      payload: { login: 'readonly', last_name: 'Chen' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ login: 'readonly', last_name: 'Chen' });
  });

  it('an administrator may change a login', async () => {
    const admin = await login(harness.app, 'demo');
    const response = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/nia',
      headers: admin.bearer,
      payload: { login: 'nia.k' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().login).toBe('nia.k');
    const back = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/nia.k',
      headers: admin.bearer,
      payload: { login: 'nia' },
    });
    expect(back.statusCode).toBe(200);
  });

  it('400 naming the field; 404 for another company', async () => {
    const admin = await login(harness.app, 'demo');
    const bad = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/readonly',
      headers: admin.bearer,
      payload: { phone: 'call me' },
    });
    expect(bad.json().fields).toEqual({ phone: 'Not a valid phone number' });
    const foreign = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/other',
      headers: admin.bearer,
      payload: { first_name: 'X' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a changed e-mail address must be verified again', async () => {
    const admin = await login(harness.app, 'demo');
    const response = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/nia',
      headers: admin.bearer,
      payload: { email: 'nia.park@example.org' },
    });
    expect(response.json()).toMatchObject({ email: 'nia.park@example.org', is_verified: false });
  });

  it('the last admin cannot leave the admin group (409), nor be deleted', async () => {
    const admin = await login(harness.app, 'demo');
    const demote = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/demo',
      headers: admin.bearer,
      payload: { group: 'regular' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('The company must keep at least one admin. Make another user an admin first.');
    const remove = await harness.app.inject({ method: 'DELETE', url: '/v2/users/demo', headers: admin.bearer });
    expect(remove.statusCode).toBe(409);
    const ungroup = await harness.app.inject({
      method: 'DELETE',
      url: '/v2/users/demo/groups/admin',
      headers: admin.bearer,
    });
    expect(ungroup.statusCode).toBe(409);
  });
});

describe('DELETE /v2/users/:id/groups/:groupId', () => {
  it('403 for read-only; 404 for a group the user is not in; falls back to read-only', async () => {
    const readonly = await login(harness.app, 'readonly');
    expect(
      (await harness.app.inject({ method: 'DELETE', url: '/v2/users/nia/groups/regular', headers: readonly.bearer }))
        .statusCode,
    ).toBe(403);
    const admin = await login(harness.app, 'demo');
    const notIn = await harness.app.inject({
      method: 'DELETE',
      url: '/v2/users/nia/groups/sales',
      headers: admin.bearer,
    });
    expect(notIn.statusCode).toBe(404);
    const done = await harness.app.inject({
      method: 'DELETE',
      url: '/v2/users/nia/groups/regular',
      headers: admin.bearer,
    });
    expect(done.json().group).toBe('read-only');
    const base = await harness.app.inject({
      method: 'DELETE',
      url: '/v2/users/nia/groups/read-only',
      headers: admin.bearer,
    });
    expect(base.statusCode).toBe(409);
  });
});

describe('DELETE /v2/users/:id', () => {
  it("403 for read-only; 404 for another company; deleting ends the user's sessions and keys at once", async () => {
    const admin = await login(harness.app, 'demo');
    await harness.app.inject({
      method: 'POST',
      url: '/v2/users',
      headers: admin.bearer,
      payload: { ...NEW_USER, login: 'temp-admin', email: 'temp@example.org', group: 'admin' },
    });
    await harness.database.db.execute(`update users set is_verified = true where login = 'temp-admin'` as never);
    const doomed = await login(harness.app, 'temp-admin', NEW_USER.password);
    const key = (
      await harness.app.inject({
        method: 'POST',
        url: '/v2/users/current/api-keys',
        headers: doomed.bearer,
        payload: { name: 'cli' },
      })
    ).json().secret;

    const readonly = await login(harness.app, 'readonly');
    expect(
      (await harness.app.inject({ method: 'DELETE', url: '/v2/users/temp-admin', headers: readonly.bearer }))
        .statusCode,
    ).toBe(403);
    expect(
      (await harness.app.inject({ method: 'DELETE', url: '/v2/users/other', headers: admin.bearer })).statusCode,
    ).toBe(404);
    const removed = await harness.app.inject({ method: 'DELETE', url: '/v2/users/temp-admin', headers: admin.bearer });
    expect(removed.statusCode).toBe(200);
    for (const authorization of [`Bearer ${doomed.token}`, key]) {
      const after = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: { authorization } });
      expect(after.statusCode).toBe(401);
    }
  });
});
