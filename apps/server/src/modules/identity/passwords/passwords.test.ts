import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLinkTo, outbox, STRONG_PASSWORD } from '../../../testing/identity.js';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

const OTHER_EMAIL = 'other@example.com';
const SAME_ANSWER = 'If an account matches, a link to reset the password has been sent to its e-mail address.';

function requestReset(userLogin: string, remoteAddress?: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/v2/users/request-password-reset',
    payload: { user_login: userLogin },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function reset(rt: string, newPassword: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/v2/users/reset-password',
    payload: { rt, new_password: newPassword },
  });
}

describe('POST /v2/users/request-password-reset', () => {
  it('answers 400 naming the field when empty', async () => {
    const response = await requestReset('');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ user_login: 'This field is required' });
  });

  it('gives the same answer for an unknown login and mails nothing', async () => {
    const before = (await outbox(harness.app)).length;
    const unknown = await requestReset('nobody-here');
    const known = await requestReset('readonly');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: SAME_ANSWER });
    expect(known.json()).toEqual({ message: SAME_ANSWER });
    expect((await outbox(harness.app)).length).toBe(before + 1);
  });

  it('never points the reset link at the Host a caller sends', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/users/request-password-reset',
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
      payload: { user_login: 'reseller' },
    });
    expect(response.statusCode).toBe(200);
    const link = await latestLinkTo(harness.app, 'reseller@example.com');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/reset-password');
  });

  it('mails one account at most three links an hour, with the same answer after that', async () => {
    const mailsToOther = async () => (await outbox(harness.app)).filter((entry) => entry.to === OTHER_EMAIL).length;
    const before = await mailsToOther();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await requestReset('other', '198.51.100.4');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SAME_ANSWER });
    }
    expect(await mailsToOther()).toBe(before + 3);
  });

  it('answers 429 to an address that asks for more than twenty links an hour, and serves other addresses', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await requestReset(`nobody-${attempt}`, '203.0.113.50')).statusCode).toBe(200);
    }
    const refused = await requestReset('nobody-more', '203.0.113.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests. Please wait a moment and try again.');
    expect((await requestReset('nobody-more', '203.0.113.51')).statusCode).toBe(200);
  });
});

describe('POST /v2/users/reset-password', () => {
  it('answers 400 on rt for an unknown token', async () => {
    const response = await reset('made-up-token', STRONG_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ rt: 'This password reset link is not valid or has expired.' });
  });

  it('refuses a weak password and keeps the link usable; a strong one works once and ends every session', async () => {
    const session = await login(harness.app, 'reseller');
    await requestReset('reseller@example.com');
    const link = await latestLinkTo(harness.app, 'reseller@example.com');
    expect(link.pathname).toBe('/reset-password');
    const rt = link.searchParams.get('rt') ?? '';

    const weak = await reset(rt, 'abc12345');
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(['new_password']);

    const done = await reset(rt, STRONG_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect((await reset(rt, STRONG_PASSWORD)).statusCode).toBe(400);

    const old = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: session.bearer });
    expect(old.statusCode).toBe(401);
    await expect(login(harness.app, 'reseller', STRONG_PASSWORD)).resolves.toBeTruthy();
  });

  it('only the newest link works', async () => {
    await requestReset('staff');
    const first = (await latestLinkTo(harness.app, 'staff@example.com')).searchParams.get('rt') ?? '';
    await requestReset('staff');
    expect((await reset(first, STRONG_PASSWORD)).statusCode).toBe(400);
  });
});

describe('PATCH /v2/users/:id/password', () => {
  it('answers 401 without a session', async () => {
    const response = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/demo/password',
      payload: { old_password: 'x', new_password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 naming the field', async () => {
    const session = await login(harness.app, 'demo');
    const response = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/demo/password',
      headers: session.bearer,
      payload: { old_password: 'Switch-Meadow-41' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ new_password: 'This field is required' });
  });

  it("answers 404 for another company's user and 403 to a user without user.update for a colleague's", async () => {
    const session = await login(harness.app, 'demo');
    const foreign = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/other/password',
      headers: session.bearer,
      payload: { old_password: 'Switch-Meadow-41', new_password: STRONG_PASSWORD },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('User not found.');
    const readonly = await login(harness.app, 'readonly');
    const denied = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/demo/password',
      headers: readonly.bearer,
      payload: { old_password: 'Switch-Meadow-41', new_password: STRONG_PASSWORD },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("You don't have permissions for that operation.");
  });

  it("lets an administrator set a colleague's password: the current one must be right, all their sessions end", async () => {
    const admin = await login(harness.app, 'demo');
    const colleague = await login(harness.app, 'readonly');
    const patch = (payload: Record<string, string>) =>
      harness.app.inject({ method: 'PATCH', url: '/v2/users/readonly/password', headers: admin.browser, payload });
    const wrongOld = await patch({ old_password: 'not-it', new_password: STRONG_PASSWORD });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().fields).toEqual({ old_password: 'The current password is not correct.' });
    const weak = await patch({ old_password: 'Switch-Meadow-41', new_password: 'readonly1' });
    expect(Object.keys(weak.json().fields)).toEqual(['new_password']);
    const done = await patch({ old_password: 'Switch-Meadow-41', new_password: STRONG_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: "The user's password has been changed." });
    const ended = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: colleague.bearer });
    expect(ended.statusCode).toBe(401);
    expect((await login(harness.app, 'readonly', STRONG_PASSWORD)).token).toBeTruthy();
    const stillIn = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: admin.bearer });
    expect(stillIn.statusCode).toBe(200);
  });

  it('refuses a wrong old password and a weak new one; changes it and ends the other sessions', async () => {
    const other = await login(harness.app, 'demo');
    const session = await login(harness.app, 'demo');
    const patch = (payload: Record<string, string>) =>
      harness.app.inject({ method: 'PATCH', url: '/v2/users/demo/password', headers: session.browser, payload });
    const wrongOld = await patch({ old_password: 'nope', new_password: STRONG_PASSWORD });
    expect(wrongOld.json().fields).toEqual({ old_password: 'The current password is not correct.' });
    const weak = await patch({ old_password: 'Switch-Meadow-41', new_password: 'password' });
    expect(Object.keys(weak.json().fields)).toEqual(['new_password']);
    const done = await patch({ old_password: 'Switch-Meadow-41', new_password: STRONG_PASSWORD });
    expect(done.statusCode).toBe(200);
    const current = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: session.bearer });
    expect(current.statusCode).toBe(200);
    const ended = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: other.bearer });
    expect(ended.statusCode).toBe(401);
  });
});
