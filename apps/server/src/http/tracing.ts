import FastifyOtelInstrumentation from '@fastify/otel';
import { context, propagation, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import type { FastifyInstance } from 'fastify';

export interface TracingOptions {
  /** OTLP/HTTP collector, e.g. `http://collector:4318`; spans go to `<endpoint>/v1/traces`. */
  endpoint: string | undefined;
  serviceName: string;
  serviceVersion: string;
  /** Where spans go instead of OTLP, each as soon as it ends (tests: an in-memory exporter). */
  exporter?: SpanExporter | undefined;
}

export interface Tracing {
  /** The tracer of everything that is not a request (job runs). */
  tracer: Tracer;
}

/** Long-lived or noisy routes get no span: a stream's span would only end when the stream does. */
const UNTRACED_ROUTES = new Set(['/v2/events', '/v2/auth/track', '/metrics', '/healthz', '/readyz']);

let isContextInstalled = false;

/** Active spans follow async calls, and `traceparent` headers are read: once per process, whatever the app. */
function installContext(): void {
  if (isContextInstalled) return;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  isContextInstalled = true;
}

/**
 * OpenTelemetry traces, off unless an OTLP endpoint (or, in tests, an exporter) is given: then every request is a
 * span named `<METHOD> <route pattern>` with its status (`@fastify/otel`, continuing a caller's `traceparent`), the
 * route handler a child span, and every job run a span of its own (`job <type>`). Spans are batched and sent over
 * OTLP/HTTP; closing the app sends what is left. Off, nothing is registered, so tracing costs nothing.
 */
export async function registerTracing(app: FastifyInstance, options: TracingOptions): Promise<Tracing | null> {
  const spanProcessor = options.exporter
    ? new SimpleSpanProcessor(options.exporter)
    : options.endpoint
      ? new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` }))
      : null;
  if (!spanProcessor) return null;
  installContext();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: options.serviceName,
      [ATTR_SERVICE_VERSION]: options.serviceVersion,
    }),
    spanProcessors: [spanProcessor],
  });
  const instrumentation = new FastifyOtelInstrumentation({
    // One span per request and one for its handler, not one per hook of every route.
    instrumentHooks: false,
    ignorePaths: (route: { url: string }) => UNTRACED_ROUTES.has(route.url.split('?')[0] ?? ''),
    requestHook: (span, request) => span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`),
  });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  app.addHook('onClose', async () => {
    // An unreachable collector loses the last spans; it must not stop the shutdown.
    await provider.shutdown().catch((error: unknown) => app.log.warn({ err: error }, 'traces could not be sent'));
  });
  return { tracer: provider.getTracer('portal') };
}
