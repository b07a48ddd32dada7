import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { rateLimitWindows } from '../db/schema/index.js';
import { waitUntil } from '../jobs/testing-jobs.js';
import { createTestApp, login, type Session, type TestApp } from '../testing/test-app.js';
import { tokenCallerKey } from './edge-rate-limit.js';
import { SharedWindowCounter } from './rate-limit-store.js';

// A day-long window: the counts of a test never straddle two windows.
const LIMIT = { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '86400', RATE_LIMIT_SYNC_MS: '50' };

let harness: TestApp;
let secondInstance: FastifyInstance;
let demo: Session;
let other: Session;
let reseller: Session;
beforeAll(async () => {
  harness = await createTestApp({ env: LIMIT });
  // Sign in through another app: logins must not spend the callers' budget on the instance under test.
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST: '/nonexistent', ...LIMIT });
  secondInstance = await buildApp({ config, database: await harness.openInstance() });
  await secondInstance.ready();
  demo = await login(secondInstance, 'demo');
  other = await login(secondInstance, 'other');
  reseller = await login(secondInstance, 'reseller');
});
afterAll(async () => {
  await secondInstance?.close();
  await harness?.close();
});

const currentUser = (app: FastifyInstance, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/v2/users/current', headers, remoteAddress });

describe('limits at the edge', () => {
  it("counts each caller's requests and answers 429 in the house format once the limit is passed", async () => {
    const answers = [];
    for (let call = 0; call < 4; call += 1) answers.push(await currentUser(harness.app, demo.bearer));
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.slice(0, 3).map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0']);
    expect(answers[0]?.headers['x-ratelimit-limit']).toBe('3');

    const refused = answers[3];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      request_id: refused?.headers['x-request-id'],
      code: 'rate_limited',
    });
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(refused?.headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0' });
    expect(Number(refused?.headers['x-ratelimit-reset'])).toBe(retryAfter);
  });

  it('counts another API key or session, and an anonymous address, on their own', async () => {
    expect((await currentUser(harness.app, other.bearer)).statusCode).toBe(200);
    // The same session through its cookie is the same caller as through the header.
    const otherByCookie = await currentUser(harness.app, other.cookieOnly);
    expect(otherByCookie.statusCode).toBe(200);
    expect(otherByCookie.headers['x-ratelimit-remaining']).toBe('1');

    const anonymous = [];
    for (let call = 0; call < 4; call += 1) anonymous.push(await currentUser(harness.app, {}, '203.0.113.7'));
    expect(anonymous.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 429]);
    expect((await currentUser(harness.app, {}, '203.0.113.8')).statusCode).toBe(401);
  });

  it('leaves what is not the API alone: health checks and the web app', async () => {
    for (let call = 0; call < 5; call += 1) {
      const health = await harness.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '198.51.100.1' });
      expect(health.statusCode).toBe(200);
      expect(health.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('shares the counts between instances through the database', async () => {
    expect((await currentUser(harness.app, reseller.bearer)).statusCode).toBe(200);
    expect((await currentUser(harness.app, reseller.bearer)).statusCode).toBe(200);
    const bucket = `edge:${tokenCallerKey(reseller.token)}`;
    const storedHits = async () => {
      const rows = await harness.database.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.bucket, bucket));
      return rows.reduce((sum, row) => sum + row.hits, 0);
    };
    await waitUntil(async () => (await storedHits()) === 2, 'the first instance wrote its counts');

    // The other instance admits its first call (it has not met the others' counts yet), then knows all three.
    expect((await currentUser(secondInstance, reseller.bearer)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await currentUser(secondInstance, reseller.bearer);
    expect(refused.statusCode).toBe(429);
  });
});

describe('shared window counter', () => {
  it('answers from memory and keeps the hits it could not write for the next sync', async () => {
    let calls = 0;
    const failingOnce = {
      execute: async () => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return { rows: [{ bucket: 'x:caller', hits: 5 }] };
      },
    } as unknown as Database;
    const counter = new SharedWindowCounter({ db: failingOnce, syncMs: 60_000, prefix: 'x:' });
    const now = Date.UTC(2030, 0, 1, 12, 0, 30);
    expect(counter.hit('caller', 60_000, now)).toEqual({ current: 1, ttl: 30_000 });
    expect(counter.hit('caller', 60_000, now)).toEqual({ current: 2, ttl: 30_000 });
    await counter.sync(now);
    expect(counter.hit('caller', 60_000, now).current).toBe(3);
    await counter.sync(now);
    // The database's total (5, other instances included) plus the hit since.
    expect(counter.hit('caller', 60_000, now).current).toBe(6);
    // A new window starts from nothing.
    expect(counter.hit('caller', 60_000, now + 30_000)).toEqual({ current: 1, ttl: 60_000 });
    await counter.close();
  });

  it('writes nothing when no hit happened since the last sync', async () => {
    const db = harness.database.db;
    const counter = new SharedWindowCounter({ db, syncMs: 60_000, prefix: 'quiet:' });
    counter.hit('caller', 60_000);
    await counter.sync();
    await counter.sync();
    const rows = await db.select().from(rateLimitWindows).where(eq(rateLimitWindows.bucket, 'quiet:caller'));
    expect(rows.map((row) => row.hits)).toEqual([1]);
    await counter.close();
  });
});
