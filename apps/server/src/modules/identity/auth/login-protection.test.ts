import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { LOGIN_LIMITS, lockedMessage } from './login-protection.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

function attempt(login: string, password: string, remoteAddress = '127.0.0.1') {
  return harness.app.inject({ method: 'POST', url: '/v2/auth/login', payload: { login, password }, remoteAddress });
}

describe('login protection', () => {
  it('words the wait in minutes', () => {
    expect(lockedMessage(LOGIN_LIMITS.windowMs)).toBe(
      'Too many failed login attempts. Please try again in 15 minutes.',
    );
    expect(lockedMessage(30_000)).toBe('Too many failed login attempts. Please try again in 1 minute.');
  });

  it('locks an account after 5 failures, even for the right password, with a clear message', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      expect((await attempt('readonly', 'wrong-password', '10.9.0.1')).statusCode).toBe(401);
    }
    const locked = await attempt('readonly', 'Switch-Meadow-41', '10.9.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'login_locked',
      message: 'Too many failed login attempts. Please try again in 15 minutes.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // The e-mail address names the same account.
    expect((await attempt('readonly@example.com', 'Switch-Meadow-41', '10.9.0.3')).statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await attempt('demo', 'Switch-Meadow-41', '10.9.0.1')).statusCode).toBe(200);
  });

  it('locks an unknown login the same way (no hint that it does not exist)', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) await attempt('ghost-user', 'x', '10.9.1.1');
    expect((await attempt('ghost-user', 'x', '10.9.1.1')).statusCode).toBe(429);
  });

  it('answers 429 to an address after 30 failures across accounts', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      expect((await attempt(`spray-${i}`, 'x', '10.9.2.1')).statusCode).toBe(401);
    }
    const blocked = await attempt('other', 'Switch-Meadow-41', '10.9.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('login_locked');
    expect((await attempt('other', 'Switch-Meadow-41', '10.9.2.2')).statusCode).toBe(200);
  });

  it('a success forgives the earlier failures of the account', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i += 1) await attempt('staff', 'wrong', '10.9.3.1');
    expect((await attempt('staff', 'Switch-Meadow-41', '10.9.3.1')).statusCode).toBe(200);
    await attempt('staff', 'wrong', '10.9.3.1');
    expect((await attempt('staff', 'Switch-Meadow-41', '10.9.3.1')).statusCode).toBe(200);
  });

  it('records failed attempts of a known user in their company activity log', async () => {
    const result = await harness.database.db.execute(
      `select count(*)::int as n from activity_log where action = 'auth.login_failed'` as never,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});
