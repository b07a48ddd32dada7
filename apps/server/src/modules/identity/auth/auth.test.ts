import { CSRF_COOKIE, SESSION_COOKIE } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

describe('POST /v2/auth/login', () => {
  it('answers 400 naming the field when the login is missing', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/v2/auth/login', payload: { password: 'x' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toEqual({ login: 'This field is required' });
    expect(body.request_id).toBe(response.headers['x-request-id']);
  });

  it('answers 400 for an empty password with the specification message', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { login: 'demo', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: 'This field is required' });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.body).not.toContain('at ');
  });

  it('gives one answer for an unknown login and a wrong password', async () => {
    const unknown = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { login: 'nobody', password: 'Switch-Meadow-41' },
    });
    const wrong = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { login: 'demo', password: 'not-the-password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials', message: 'The login or password is incorrect.' });
  });

  it('signs in: a token for API clients, an httpOnly SameSite=Lax session cookie and a readable anti-forgery cookie', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { login: 'demo', password: 'Switch-Meadow-41' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.time_expires).getTime()).toBeGreaterThan(Date.now());
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    const csrf = response.cookies.find((cookie) => cookie.name === CSRF_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.expires).toBeUndefined();
    expect(csrf?.httpOnly).toBeFalsy();
    expect(csrf?.value).not.toBe(session?.value);
  });

  it('accepts the e-mail address as the login, case-insensitively', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { login: 'Demo@Example.com', password: 'Switch-Meadow-41' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const { token } = await login(harness.app, 'demo');
    const result = await harness.database.db.execute(`select token_hash from sessions` as never);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { token_hash: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it('issues a fresh session at every login', async () => {
    const first = await login(harness.app, 'demo');
    const second = await login(harness.app, 'demo');
    expect(first.token).not.toBe(second.token);
  });
});

describe('session tokens', () => {
  it('accept the bearer form and the bare form of the Authorization header', async () => {
    const { token } = await login(harness.app, 'demo');
    for (const authorization of [`Bearer ${token}`, token]) {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/v2/users/current',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().login).toBe('demo');
    }
  });

  it('reject a made-up token with 401', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/users/current',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthenticated', message: 'Unauthorized' });
  });
});

describe('anti-forgery', () => {
  it('refuses a cookie-authenticated mutation without the header and accepts it with the header', async () => {
    const session = await login(harness.app, 'demo');
    const refused = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      headers: session.cookieOnly,
      payload: { login: 'demo', password: 'Switch-Meadow-41' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('csrf_failed');

    const accepted = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      headers: session.browser,
      payload: { login: 'demo', password: 'Switch-Meadow-41' },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('does not ask header-token clients for it', async () => {
    const session = await login(harness.app, 'demo');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      headers: session.bearer,
      payload: { login: 'demo', password: 'Switch-Meadow-41' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /v2/auth/logout', () => {
  it('ends the session: the token stops working and the cookies are cleared', async () => {
    const session = await login(harness.app, 'demo');
    const response = await harness.app.inject({ method: 'POST', url: '/v2/auth/logout', headers: session.browser });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have been logged out.' });
    const cleared = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    const after = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: session.bearer });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a browser session without the anti-forgery token (403), and the session goes on', async () => {
    const session = await login(harness.app, 'demo');
    const forged = await harness.app.inject({ method: 'POST', url: '/v2/auth/logout', headers: session.cookieOnly });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'csrf_failed' });
    const after = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: session.bearer });
    expect(after.statusCode).toBe(200);
  });

  it('a GET (a link or an image on another site) signs nobody out', async () => {
    const session = await login(harness.app, 'demo');
    const get = await harness.app.inject({ method: 'GET', url: '/v2/auth/logout', headers: session.cookieOnly });
    expect(get.statusCode).toBe(404);
    expect(get.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
    const after = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: session.browser });
    expect(after.statusCode).toBe(200);
  });

  it('answers 200 without a session too', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/v2/auth/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('records the login and the logout in the activity log', async () => {
    const session = await login(harness.app, 'other');
    await harness.app.inject({ method: 'POST', url: '/v2/auth/logout', headers: session.bearer });
    const result = await harness.database.db.execute(
      `select action from activity_log a join users u on u.id = a.actor_user_id where u.login = 'other' and a.action like 'auth.%' order by a.created_at` as never,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { action: string }[];
    expect(rows.map((row) => row.action)).toEqual(['auth.login', 'auth.logout']);
  });
});
