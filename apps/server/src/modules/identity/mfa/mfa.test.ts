import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, totpCode } from '../../../testing/identity.js';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

function post(url: string, headers: Record<string, string>, payload?: Record<string, string>) {
  return harness.app.inject(
    payload === undefined ? { method: 'POST', url, headers } : { method: 'POST', url, headers, payload },
  );
}

/** Turns MFA on for a demo user; answers the secret and the recovery codes. */
async function enableMfa(loginName: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const session = await login(harness.app, loginName);
  const setup = await post('/v2/users/mfa/setup', session.bearer);
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await post('/v2/users/mfa/enable', session.bearer, { authentication_code: await totpCode(secret) });
  if (enabled.statusCode !== 200) throw new Error(enabled.body);
  return { secret, recoveryCodes: enabled.json<{ recovery_codes: string[] }>().recovery_codes };
}

/** The password step of an MFA login: the half-open session's headers. */
async function passwordStep(loginName: string) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/v2/auth/login',
    payload: { login: loginName, password: 'Switch-Meadow-41' },
  });
  const token = response.json<{ token: string }>().token;
  const csrf = response.cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  return {
    response,
    token,
    bearer: { authorization: `Bearer ${token}` },
    browser: { cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf },
  };
}

describe('MFA setup', () => {
  it('answers 401 without a session on every MFA route', async () => {
    for (const [method, url] of [
      ['POST', '/v2/users/mfa/setup'],
      ['GET', '/v2/users/mfa/qrcode'],
      ['POST', '/v2/users/mfa/enable'],
      ['POST', '/v2/users/mfa/disable'],
    ] as const) {
      expect((await harness.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('404 for the QR code before setup; a PNG after it', async () => {
    const session = await login(harness.app, 'readonly');
    const before = await harness.app.inject({ method: 'GET', url: '/v2/users/mfa/qrcode', headers: session.bearer });
    expect(before.statusCode).toBe(404);
    const setup = await post('/v2/users/mfa/setup', session.bearer);
    expect(setup.statusCode).toBe(200);
    expect(setup.json().otpauth_url).toMatch(/^otpauth:\/\/totp\/Portal:readonly%40example\.com\?secret=/);
    const qr = await harness.app.inject({ method: 'GET', url: '/v2/users/mfa/qrcode', headers: session.bearer });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
  });

  it('keeps the TOTP secret encrypted at rest, from setup to enabled', async () => {
    const session = await login(harness.app, 'staff');
    const { secret } = (await post('/v2/users/mfa/setup', session.bearer)).json<{ secret: string }>();
    const stored = async () =>
      (
        await rowsOf<{ mfa_secret: string | null; mfa_pending_secret: string | null }>(
          harness.database.db.execute(sql`select mfa_secret, mfa_pending_secret from users where login = 'staff'`),
        )
      )[0];
    const pending = await stored();
    expect(pending?.mfa_pending_secret).toMatch(/^enc:v1:[0-9a-f]{8}:/);
    expect(pending?.mfa_pending_secret).not.toContain(secret);
    const enabled = await post('/v2/users/mfa/enable', session.bearer, { authentication_code: await totpCode(secret) });
    expect(enabled.statusCode).toBe(200);
    const on = await stored();
    expect(on?.mfa_secret).toMatch(/^enc:v1:[0-9a-f]{8}:/);
    expect(on?.mfa_secret).not.toContain(secret);
    expect(on?.mfa_pending_secret).toBeNull();
  });

  it('enable: 400 naming the field when empty or wrong', async () => {
    const session = await login(harness.app, 'readonly');
    await post('/v2/users/mfa/setup', session.bearer);
    const empty = await post('/v2/users/mfa/enable', session.bearer, { authentication_code: '' });
    expect(empty.json().fields).toEqual({ authentication_code: 'This field is required' });
    const wrong = await post('/v2/users/mfa/enable', session.bearer, { authentication_code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ authentication_code: 'The authentication code is not valid.' });
  });
});

describe('MFA login', () => {
  let secret = '';
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enableMfa('other'));
  });

  it('gives ten recovery codes, stored only hashed', async () => {
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const result = await harness.database.db.execute('select code_hash from mfa_recovery_codes' as never);
    const rows = (Array.isArray(result) ? result : (result as { rows: { code_hash: string }[] }).rows) as {
      code_hash: string;
    }[];
    expect(rows.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
  });

  it('the password step answers mfa_required and a half-open session that only the MFA step accepts', async () => {
    const step = await passwordStep('other');
    expect(step.response.statusCode).toBe(200);
    expect(step.response.json()).toMatchObject({ mfa_required: true });
    const blocked = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: step.bearer });
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().code).toBe('mfa_pending');
  });

  it('a wrong code answers 400; the right code a fresh complete session, and the half-open token dies', async () => {
    const step = await passwordStep('other');
    const wrong = await post('/v2/auth/login/mfa', step.browser, { authentication_code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ authentication_code: 'The authentication code is not valid.' });

    const done = await post('/v2/auth/login/mfa', step.browser, { authentication_code: await totpCode(secret, 1) });
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body.mfa_required).toBe(false);
    expect(body.token).not.toBe(step.token);
    expect(done.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe(body.token);
    const me = await harness.app.inject({
      method: 'GET',
      url: '/v2/users/current',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().login).toBe('other');
    const old = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: step.bearer });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a replayed TOTP code', async () => {
    const code = await totpCode(secret, 1);
    const first = await passwordStep('other');
    const firstAnswer = await post('/v2/auth/login/mfa', first.bearer, { authentication_code: code });
    const second = await passwordStep('other');
    const replay = await post('/v2/auth/login/mfa', second.bearer, { authentication_code: code });
    // The code may have been used by the test before: then both are refused, never both accepted.
    expect([firstAnswer.statusCode, replay.statusCode]).not.toEqual([200, 200]);
    expect(replay.statusCode).toBe(400);
  });

  it('a recovery code completes a login once', async () => {
    const code = recoveryCodes[0] ?? '';
    const first = await passwordStep('other');
    expect(
      (await post('/v2/auth/login/mfa', first.bearer, { authentication_code: code.toUpperCase() })).statusCode,
    ).toBe(200);
    const second = await passwordStep('other');
    expect((await post('/v2/auth/login/mfa', second.bearer, { authentication_code: code })).statusCode).toBe(400);
  });

  it('a complete session cannot call the MFA step (409)', async () => {
    const session = await login(harness.app, 'demo');
    const response = await post('/v2/auth/login/mfa', session.bearer, { authentication_code: '123456' });
    expect(response.statusCode).toBe(409);
  });

  it('guessed codes keep their backoff: signing in again with the known password does not reset it', async () => {
    const { secret: resellerSecret } = await enableMfa('reseller');
    const from = '10.7.0.1';
    const step = async () =>
      harness.app.inject({
        method: 'POST',
        url: '/v2/auth/login',
        payload: { login: 'reseller', password: 'Switch-Meadow-41' },
        remoteAddress: from,
      });
    for (let guess = 0; guess < 3; guess += 1) {
      const pending = await step();
      expect(pending.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${pending.json().token}` };
      const wrong = await harness.app.inject({
        method: 'POST',
        url: '/v2/auth/login/mfa',
        headers,
        payload: { authentication_code: '000000' },
        remoteAddress: from,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await step();
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('login_locked');
    // The owner on another address finishes the sign-in with the right code.
    const elsewhere = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { login: 'reseller', password: 'Switch-Meadow-41' },
      remoteAddress: '10.7.0.2',
    });
    const done = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login/mfa',
      headers: { authorization: `Bearer ${elsewhere.json().token}` },
      payload: { authentication_code: await totpCode(resellerSecret, 1) },
      remoteAddress: '10.7.0.2',
    });
    expect(done.statusCode).toBe(200);
  });

  it('disable: 400 for a wrong password, then off with the right one', async () => {
    const step = await passwordStep('other');
    const done = await post('/v2/auth/login/mfa', step.bearer, { authentication_code: recoveryCodes[1] ?? '' });
    const headers = { authorization: `Bearer ${done.json().token}` };
    const wrong = await post('/v2/users/mfa/disable', headers, { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: 'The password is not correct.' });
    const off = await post('/v2/users/mfa/disable', headers, { password: 'Switch-Meadow-41' });
    expect(off.statusCode).toBe(200);
    const plain = await passwordStep('other');
    expect(plain.response.json().mfa_required).toBe(false);
  });
});
