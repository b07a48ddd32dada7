import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { defineJob, enqueueJob } from '../jobs/job-definition.js';
import { waitUntil } from '../jobs/testing-jobs.js';
import { createTestApp, login, type Session, type TestApp } from '../testing/test-app.js';

let harness: TestApp;
let demo: Session;
const exporter = new InMemorySpanExporter();
let traced: FastifyInstance;

const tracedJob = defineJob({
  type: 'test.traced',
  version: 1,
  schema: z.object({ fail: z.boolean() }),
  maxAttempts: 1,
  handle: async ({ payload }) => {
    if (payload.fail) throw new Error('the work failed');
  },
});

const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST: '/nonexistent', NETWORK_STEP_MS: '0', ...env });

beforeAll(async () => {
  harness = await createTestApp();
  demo = await login(harness.app, 'demo');
  traced = await buildApp({ config: testConfig(), database: harness.database, spanExporter: exporter });
  traced.platform.jobs.register(tracedJob);
  await traced.ready();
});
afterAll(async () => {
  await traced?.close();
  await harness?.close();
});

describe('OpenTelemetry traces', () => {
  it('are off by default: no instrumentation is registered', () => {
    expect(harness.app.hasPlugin('@fastify/otel')).toBe(false);
    expect(traced.hasPlugin('@fastify/otel')).toBe(true);
  });

  it("make a span of every request, named by its route pattern, continuing the caller's trace", async () => {
    exporter.reset();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await traced.inject({
      method: 'GET',
      url: '/v2/ports/PF-AP-NOPE-1',
      headers: { ...demo.bearer, traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(response.statusCode).toBe(404);
    const spans = exporter.getFinishedSpans();
    const request = spans.find((span) => span.name === 'GET /v2/ports/:id');
    expect(request).toBeDefined();
    expect(request?.kind).toBe(SpanKind.SERVER);
    expect(request?.spanContext().traceId).toBe(traceId);
    expect(request?.attributes).toMatchObject({ 'http.route': '/v2/ports/:id', 'http.response.status_code': 404 });
    expect(request?.resource.attributes['service.name']).toBe('portal');
    // The handler is a child of the request span.
    const handler = spans.find((span) => span.parentSpanContext?.spanId === request?.spanContext().spanId);
    expect(handler?.attributes['fastify.type']).toBe('request-handler');
  });

  it('make a span of every job run, with its type, attempt and outcome', async () => {
    exporter.reset();
    await enqueueJob(harness.database.db, tracedJob, { fail: false });
    await enqueueJob(harness.database.db, tracedJob, { fail: true });
    const runner = traced.platform.createJobRunner({ owner: 'traced-runner' });
    await runner.drain();
    const runs = exporter.getFinishedSpans().filter((span) => span.name === 'job test.traced');
    expect(runs.map((span) => span.attributes['job.outcome']).sort()).toEqual(['failed', 'succeeded']);
    const failed = runs.find((span) => span.attributes['job.outcome'] === 'failed');
    expect(failed?.status.code).toBe(SpanStatusCode.ERROR);
    expect(failed?.attributes).toMatchObject({ 'job.type': 'test.traced', 'job.attempt': 1 });
    expect(failed?.kind).toBe(SpanKind.CONSUMER);
  });

  it('are sent over OTLP/HTTP to the configured endpoint', async () => {
    const received: { url: string; body: string }[] = [];
    const collector = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ url: request.url ?? '', body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    const app = await buildApp({
      config: testConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}/`,
        OTEL_SERVICE_NAME: 'portal-test',
      }),
      database: harness.database,
    });
    try {
      await app.ready();
      await app.inject({ method: 'GET', url: '/v2/users/current', headers: demo.bearer });
    } finally {
      // Closing the app sends the spans still batched.
      await app.close();
    }
    await waitUntil(() => received.length > 0, 'the collector received spans');
    collector.close();
    expect(received[0]?.url).toBe('/v1/traces');
    expect(received[0]?.body).toContain('GET /v2/users/current');
    expect(received[0]?.body).toContain('portal-test');
  });

  it('never stop a shutdown when the collector cannot be reached', async () => {
    // Port 9 (discard) is closed on the loopback: every export is refused.
    const app = await buildApp({
      config: testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }),
      database: harness.database,
    });
    await app.ready();
    await app.inject({ method: 'GET', url: '/v2/users/current', headers: demo.bearer });
    await expect(app.close()).resolves.toBeUndefined();
  });
});
