import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { LOGIN_PROTECTION, lockedMessage, loginWaitMs } from './login-protection.js';

const PASSWORD = 'Switch-Meadow-41';

let harness: TestApp;
beforeAll(async () => {
  // Behind a load balancer: the client's address is the one X-Forwarded-For names.
  harness = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await harness?.close();
});

function attempt(login: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return harness.app.inject({
    method: 'POST',
    url: '/v2/auth/login',
    payload: { login, password },
    remoteAddress,
    headers,
  });
}

/** Lets time pass for the failures recorded from an address. */
async function age(ipAddress: string, seconds: number): Promise<void> {
  await harness.database.db.execute(
    sql`update login_failures set created_at = created_at - make_interval(secs => ${seconds}) where ip_address = ${ipAddress}`,
  );
}

describe('login protection', () => {
  it('words the wait in seconds under a minute, else in minutes', () => {
    expect(lockedMessage(15 * 60_000)).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(lockedMessage(90_000)).toBe('Too many failed login attempts. Please try again in 2 minutes.');
    expect(lockedMessage(30_000)).toBe('Too many failed login attempts. Please try again in 30 seconds.');
    expect(lockedMessage(59_500)).toBe('Too many failed login attempts. Please try again in 1 minute.');
    expect(lockedMessage(400)).toBe('Too many failed login attempts. Please try again in 1 second.');
  });

  it('lets the first failures pass, then doubles the wait after each further one, up to 15 minutes', () => {
    const waits = Array.from({ length: 10 }, (_, failures) => loginWaitMs(failures) / 1000);
    expect(waits).toEqual([0, 0, 0, 30, 60, 120, 240, 480, 900, 900]);
    expect(LOGIN_PROTECTION.freeFailures).toBe(3);
  });

  it('makes one address guessing at one account wait, longer after each failure, even for the right password', async () => {
    const attacker = '10.9.0.1';
    for (let i = 0; i < LOGIN_PROTECTION.freeFailures; i += 1) {
      expect((await attempt('readonly', 'wrong-password', attacker)).statusCode).toBe(401);
    }
    const locked = await attempt('readonly', PASSWORD, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('login_locked');
    // 30 seconds after the last failure (a slow test machine may have used one or two of them).
    expect(locked.json().message).toMatch(
      /^Too many failed login attempts\. Please try again in (2[89]|30) seconds\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The e-mail address names the same account.
    expect((await attempt('readonly@example.com', PASSWORD, attacker)).statusCode).toBe(429);

    // Half a minute later the pair may try once more; a further failure doubles the wait.
    await age(attacker, 31);
    expect((await attempt('readonly', 'wrong-again', attacker)).statusCode).toBe(401);
    const longer = await attempt('readonly', PASSWORD, attacker);
    expect(longer.statusCode).toBe(429);
    expect(longer.json().message).toMatch(/Please try again in (1 minute|5[4-9] seconds)\.$/);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(55);
    await age(attacker, 61);
    expect((await attempt('readonly', PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('never locks the account for others: its owner signs in from another address at once', async () => {
    const attacker = '10.9.1.1';
    // Six guesses, each after waiting out the backoff: the account would have been locked at five before.
    for (let round = 0; round < 6; round += 1) {
      if (round > 0) await age(attacker, 15 * 60);
      expect((await attempt('demo', `guess-${round}`, attacker)).statusCode).toBe(401);
    }
    expect((await attempt('demo', PASSWORD, attacker)).statusCode).toBe(429);
    expect((await attempt('demo', PASSWORD, '10.9.1.2')).statusCode).toBe(200);
    expect((await attempt('demo@example.com', PASSWORD, '10.9.1.3')).statusCode).toBe(200);
  });

  it('behind a proxy, tells clients apart by X-Forwarded-For: one client guessing locks only itself', async () => {
    const proxy = '10.0.0.2';
    const attacker = { 'x-forwarded-for': '198.51.100.1' };
    for (let i = 0; i < LOGIN_PROTECTION.freeFailures; i += 1) {
      expect((await attempt('other', 'wrong', proxy, attacker)).statusCode).toBe(401);
    }
    expect((await attempt('other', PASSWORD, proxy, attacker)).statusCode).toBe(429);
    expect((await attempt('other', PASSWORD, proxy, { 'x-forwarded-for': '198.51.100.2' })).statusCode).toBe(200);
  });

  it('never locks an address for everyone: failures at many accounts slow none of the others', async () => {
    // A proxy without TRUST_PROXY, or an office behind one NAT: every user comes from the same address.
    const shared = '10.9.2.1';
    for (let i = 0; i < 40; i += 1) {
      expect((await attempt(`spray-${i}`, 'x', shared)).statusCode).toBe(401);
    }
    expect((await attempt('staff', PASSWORD, shared)).statusCode).toBe(200);
  });

  it('locks an unknown login the same way (no hint that it does not exist)', async () => {
    for (let i = 0; i < LOGIN_PROTECTION.freeFailures; i += 1) await attempt('ghost-user', 'x', '10.9.3.1');
    const locked = await attempt('ghost-user', 'x', '10.9.3.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('login_locked');
  });

  it("a success forgives the pair's earlier failures, not those of another address", async () => {
    await attempt('staff', 'wrong', '10.9.4.1');
    await attempt('staff', 'wrong', '10.9.4.1');
    for (let i = 0; i < LOGIN_PROTECTION.freeFailures; i += 1) await attempt('staff', 'wrong', '10.9.4.9');
    expect((await attempt('staff', PASSWORD, '10.9.4.1')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_PROTECTION.freeFailures - 1; i += 1) {
      expect((await attempt('staff', 'wrong', '10.9.4.1')).statusCode).toBe(401);
    }
    expect((await attempt('staff', PASSWORD, '10.9.4.1')).statusCode).toBe(200);
    expect((await attempt('staff', PASSWORD, '10.9.4.9')).statusCode).toBe(429);
  });

  it('records failed attempts of a known user in their company activity log', async () => {
    const result = await harness.database.db.execute(
      `select count(*)::int as n from activity_log where action = 'auth.login_failed'` as never,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});
