import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from './app-error.js';
import { tokenFromHeader } from './authenticate.js';

/** What the process can tell about itself at scrape time; `buildApp` wires the job queue, streams and pool in. */
export interface MetricSources {
  jobQueue(): Promise<{
    counts: { type: string; status: string; count: number; due: number }[];
    oldestDueAgeSeconds: number;
  }>;
  openEventStreams(): number;
  /** Null on the embedded database, which is one connection rather than a pool. */
  databasePool(): { total: number; idle: number; waiting: number; max: number } | null;
}

export interface PrometheusOptions {
  /** The bearer token a scraper must send; without one the endpoint is not served at all. */
  token: string | undefined;
  sources: MetricSources;
}

/** An unmatched request (a 404 of no route) is one label value, never the raw URL: the label set stays bounded. */
const UNMATCHED_ROUTE = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `GET /metrics` in the Prometheus text format (prom-client, a registry per app): requests and their latency by
 * route pattern, method and status; the job queue (jobs per type and status, due jobs, the age of the oldest due
 * one, failed jobs); open event streams; the PostgreSQL pool; and Node's own process metrics, all prefixed
 * `portal_`. Served only with `METRICS_TOKEN` set, to a scraper sending it as `Authorization: Bearer <token>`;
 * anything else is 401 in the house format. Without the token nothing is measured, so nothing costs.
 */
export function registerPrometheusMetrics(app: FastifyInstance, options: PrometheusOptions): void {
  const { token, sources } = options;
  if (!token) return;
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'portal_' });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: reply.statusCode,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const jobs = new Gauge({
    name: 'portal_jobs',
    help: 'Jobs in the queue table by type and status (succeeded ones are kept a day, failed ones 30 days).',
    labelNames: ['type', 'status'],
    registers: [register],
  });
  const queueDepth = new Gauge({
    name: 'portal_job_queue_depth',
    help: 'Queued jobs whose time has come, waiting for a runner, by type.',
    labelNames: ['type'],
    registers: [register],
  });
  const failedJobs = new Gauge({
    name: 'portal_jobs_failed',
    help: 'Jobs that failed for good (all attempts used, or a permanent error), by type, over the last 30 days.',
    labelNames: ['type'],
    registers: [register],
  });
  const oldestDue = new Gauge({
    name: 'portal_job_oldest_due_age_seconds',
    help: 'How long the longest-waiting due job has waited; runners are behind when it grows.',
    registers: [register],
  });
  const queueReadable = new Gauge({
    name: 'portal_job_queue_readable',
    help: '1 when the job queue could be read for this scrape, else 0 (the job gauges are then empty).',
    registers: [register],
  });
  /** One query for the job gauges, before the registry is read (it collects its metrics concurrently). */
  async function readJobQueue(): Promise<void> {
    for (const gauge of [jobs, queueDepth, failedJobs, oldestDue]) gauge.reset();
    const stats = await sources.jobQueue().catch((error: unknown) => {
      app.log.warn({ err: error }, 'metrics: the job queue could not be read');
      return null;
    });
    queueReadable.set(stats ? 1 : 0);
    if (!stats) return;
    for (const row of stats.counts) {
      jobs.set({ type: row.type, status: row.status }, row.count);
      if (row.status === 'queued') queueDepth.set({ type: row.type }, row.due);
      if (row.status === 'failed') failedJobs.set({ type: row.type }, row.count);
    }
    oldestDue.set(stats.oldestDueAgeSeconds);
  }

  new Gauge({
    name: 'portal_event_streams_open',
    help: 'Live event streams (GET /v2/events) open on this instance.',
    registers: [register],
    collect() {
      this.set(sources.openEventStreams());
    },
  });
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'PostgreSQL pool connections by state (busy, idle), the waiting queries and the pool size (max).',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const pool = sources.databasePool();
      if (!pool) return;
      this.set({ state: 'busy' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
      this.set({ state: 'max' }, pool.max);
    },
  });

  const expected = digest(token);
  const isScraper = (request: FastifyRequest) => {
    const sent = tokenFromHeader(request.headers.authorization);
    return sent !== null && timingSafeEqual(digest(sent), expected);
  };
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isScraper(request)) throw new AppError('unauthenticated');
    await readJobQueue();
    const text = await register.metrics();
    return reply.header('content-type', register.contentType).header('cache-control', 'no-store').send(text);
  });
}
