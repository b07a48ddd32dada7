import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { jobs } from '../db/schema/index.js';
import { defineJob, enqueueJob } from '../jobs/job-definition.js';
import { DEMO_CUSTOMER_IDS } from '../seed/demo.js';
import { createTestApp, login, type Session, type TestApp } from '../testing/test-app.js';

const TOKEN = 'scrape-token-0123456789';

let harness: TestApp;
let demo: Session;
beforeAll(async () => {
  harness = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  demo = await login(harness.app, 'demo');
});
afterAll(async () => {
  await harness?.close();
});

const scrape = async (app: FastifyInstance = harness.app) => {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one sample, `name{labels} value`, or undefined when the sample is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

const testJob = defineJob({ type: 'test.metrics', version: 1, schema: z.object({}), handle: async () => {} });

describe('GET /metrics', () => {
  it('refuses a scraper without the configured token, in the house format', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token' }, { authorization: TOKEN.slice(0, -1) }]) {
      const response = await harness.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthenticated', request_id: response.headers['x-request-id'] });
    }
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST: '/nonexistent' });
    const app = await buildApp({ config, database: harness.database });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('counts requests and their latency by route pattern and status, never by raw URL', async () => {
    await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: demo.bearer });
    await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: demo.bearer });
    await harness.app.inject({ method: 'GET', url: '/v2/ports/PF-AP-SECRET-1', headers: demo.bearer });
    await harness.app.inject({ method: 'GET', url: '/v2/no-such-thing-42' });
    const response = await harness.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const current = { method: 'GET', route: '/v2/users/current', status_code: '200' };
    expect(sample(text, 'portal_http_requests_total', current)).toBe(2);
    expect(sample(text, 'portal_http_request_duration_seconds_count', current)).toBe(2);
    expect(sample(text, 'portal_http_request_duration_seconds_bucket', { ...current, le: '+Inf' })).toBe(2);
    expect(sample(text, 'portal_http_requests_total', { route: '/v2/ports/:id', status_code: '404' })).toBe(1);
    expect(sample(text, 'portal_http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(text).not.toContain('PF-AP-SECRET-1');
    expect(text).not.toContain('no-such-thing-42');
    // Node's own figures come along.
    expect(sample(text, 'portal_process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('tells the depth of the job queue, the age of the oldest due job and the failed jobs', async () => {
    const db = harness.database.db;
    await enqueueJob(db, testJob, {}, { dedupeKey: 'metrics:due' });
    await db.update(jobs).set({ runAt: sql`now() - interval '90 seconds'` }).where(eq(jobs.dedupeKey, 'metrics:due'));
    await enqueueJob(db, testJob, {}, { dedupeKey: 'metrics:later', delayMs: 3_600_000 });
    await enqueueJob(db, testJob, {}, { dedupeKey: 'metrics:failed' });
    await db.update(jobs).set({ status: 'failed', finishedAt: sql`now()` }).where(eq(jobs.dedupeKey, 'metrics:failed'));

    const text = await scrape();
    expect(sample(text, 'portal_job_queue_depth', { type: 'test.metrics' })).toBe(1);
    expect(sample(text, 'portal_jobs', { type: 'test.metrics', status: 'queued' })).toBe(2);
    expect(sample(text, 'portal_jobs_failed', { type: 'test.metrics' })).toBe(1);
    expect(sample(text, 'portal_job_oldest_due_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'portal_job_queue_readable')).toBe(1);
  });

  it('counts the open event streams of the instance', async () => {
    expect(sample(await scrape(), 'portal_event_streams_open')).toBe(0);
    const unsubscribe = await harness.app.platform.events.subscribe(DEMO_CUSTOMER_IDS.acme, () => undefined);
    expect(sample(await scrape(), 'portal_event_streams_open')).toBe(1);
    unsubscribe();
    expect(sample(await scrape(), 'portal_event_streams_open')).toBe(0);
  });

  it('shows the use of the PostgreSQL pool (the embedded database has none)', async () => {
    const text = await scrape();
    if (harness.database.kind === 'postgres') {
      expect(sample(text, 'portal_db_pool_connections', { state: 'max' })).toBe(10);
      expect(sample(text, 'portal_db_pool_connections', { state: 'waiting' })).toBe(0);
      expect(sample(text, 'portal_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    } else {
      expect(sample(text, 'portal_db_pool_connections', { state: 'max' })).toBeUndefined();
    }
  });
});
