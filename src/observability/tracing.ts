import type { FastifyPluginCallback } from 'fastify';
import type { Config } from '../config.js';
import { fastifyOtel, otelApi, otelSdkNode, otelTraceExporter } from '../on-demand.js';

/*
 * OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Off, none of its modules
 * is loaded (they are required here on demand) and every function below answers at once.
 * On: the SDK exports spans over OTLP/HTTP (JSON) to `<endpoint>/v1/traces`; @fastify/otel makes
 * a span of every request (continuing an incoming `traceparent`); a queued job carries the
 * `traceparent` of the span that queued it and its run is a child span; a webhook delivery
 * carries the one of the job run that recorded its event (see db/migrations/046_webhook_traceparent.sql) and sends its
 * own span's `traceparent` to the endpoint; log lines carry `traceId`.
 */

let api: ReturnType<typeof otelApi> | undefined;
let stop: (() => Promise<void>) | undefined;
let plugin: FastifyPluginCallback | undefined;

export function tracingEnabled(): boolean {
  return api !== undefined;
}

/** Starts the SDK once per process when the endpoint is configured. */
export function startTracing(config: Pick<Config, 'otel'>): void {
  if (api || !config.otel.endpoint) return;
  api = otelApi();
  const { NodeSDK } = otelSdkNode();
  const { OTLPTraceExporter } = otelTraceExporter();
  const instrumentation = new (fastifyOtel())({ instrumentHooks: false });
  const sdk = new NodeSDK({
    serviceName: config.otel.serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${config.otel.endpoint.replace(/\/+$/, '')}/v1/traces` }),
    // traces only: the metrics are Prometheus's (GET /metrics), logs go to stdout
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [instrumentation],
  });
  sdk.start();
  plugin = instrumentation.plugin() as FastifyPluginCallback;
  stop = () => sdk.shutdown();
}

/** Exports what is left (the process is stopping). */
export async function stopTracing(): Promise<void> {
  await stop?.().catch(() => undefined);
}

/** The Fastify plugin that makes a span of every request (registered before any route), when tracing is on. */
export function tracingPlugin(): FastifyPluginCallback | undefined {
  return plugin;
}

/** The W3C `traceparent` of the span active here, if tracing is on and one is. */
export function currentTraceparent(): string | undefined {
  if (!api) return undefined;
  const carrier: Record<string, string> = {};
  api.propagation.inject(api.context.active(), carrier);
  return carrier.traceparent;
}

/** `{ traceparent }` for an outgoing request, or nothing. */
export function traceHeaders(): Record<string, string> {
  const traceparent = currentTraceparent();
  return traceparent ? { traceparent } : {};
}

/**
 * Runs `work` in a span named `name`, child of the span `traceparent` names (a new trace when
 * it is absent); the span ends with the work, as an error if the work throws.
 */
export async function inSpan<T>(name: string, traceparent: string | undefined, attributes: Record<string, string | number>, work: () => Promise<T>): Promise<T> {
  if (!api) return work();
  const { context, propagation, trace, SpanStatusCode, ROOT_CONTEXT } = api;
  const parent = traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
  const span = trace.getTracer('content-workflow-api').startSpan(name, { attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), work);
  } catch (err) {
    span.recordException(err as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
    throw err;
  } finally {
    span.end();
  }
}

/** The pino mixin that puts the active trace's id on every log line (installed only when tracing is on). */
export function traceLogMixin(): Record<string, string> {
  const span = api?.trace.getSpan(api.context.active());
  return span ? { traceId: span.spanContext().traceId, spanId: span.spanContext().spanId } : {};
}
