import { Module } from 'node:module';
import {
  context,
  createNoopMeter,
  INVALID_SPAN_CONTEXT,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Attributes,
  type Counter,
  type MeterProvider,
  type Span,
} from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler, TraceIdRatioBasedSampler, type ReadableSpan } from '@opentelemetry/sdk-trace-node';

/**
 * Traces of the server processes (docs/adr/0033-traces-and-logs.md): OpenTelemetry over OTLP/HTTP to
 * OTEL_EXPORTER_OTLP_ENDPOINT; without one, nothing starts and every helper here is a no-op.
 */

/** The tracer every span of the shop's own code comes from; OpenTelemetry's no-op one while tracing is off. */
export const tracer = () => trace.getTracer('bottega');

/** Attribute names of the shop's own spans (docs/operations.md, "Traces"). */
export const ATTR = {
  team: 'bottega.team',
  fragment: 'bottega.fragment',
  version: 'bottega.version',
  outcome: 'bottega.fragment.outcome',
} as const;

/** What became of one slot of a page (docs/operations.md, "Traces"). */
export type FragmentOutcome = 'rendered' | 'fallback' | 'timeout' | 'error';

export interface TracingConfig {
  /** Where spans go: `<endpoint>/v1/traces`, or the traces endpoint itself. */
  url: string;
  /** The share of new traces kept (OTEL_TRACES_SAMPLER_ARG), 1 by default; a caller's decision is followed. */
  ratio: number;
}

/** The standard OTEL_* variables; null when tracing is off. A value that breaks a rule stops the process at start. */
export function readTracingConfig(env: NodeJS.ProcessEnv): TracingConfig | null {
  if (env.OTEL_SDK_DISABLED === 'true') return null;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || (base ? `${base.replace(/\/+$/, '')}/v1/traces` : '');
  if (!url) return null;
  const named = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() ? 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT' : 'OTEL_EXPORTER_OTLP_ENDPOINT';
  if (!/^https?:\/\//.test(url)) throw new Error(`${named} must be an http(s) address, got "${url}"`);
  const rawRatio = env.OTEL_TRACES_SAMPLER_ARG?.trim();
  const ratio = rawRatio ? Number(rawRatio) : 1;
  if (!(ratio >= 0 && ratio <= 1)) throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, got "${rawRatio}"`);
  return { url, ratio };
}

let droppedSpans = 0;

/** Spans dropped since start: a slow collector fills the bounded export queue, and the SDK drops rather than holds a page. */
export const droppedSpanCount = () => droppedSpans;

/** The one counter the SDK's span processor reports drops on (`error.type: queue_full`); its other instruments are no-ops. */
const dropCounter: MeterProvider = {
  getMeter() {
    const noop = createNoopMeter();
    return Object.assign(Object.create(noop) as typeof noop, {
      createCounter(): Counter {
        return { add: (value, attributes) => void (attributes?.['error.type'] === 'queue_full' && (droppedSpans += value)) };
      },
    });
  },
};

/** The attributes of an http or fetch span that hold an address with its query. */
const URL_ATTRIBUTES = ['url.full', 'url.query', 'http.url', 'http.target'];

/** Drops the values of a query's parameters and keeps their names, as the log lines do (`safeUrl` of ./logging). */
export const withoutQueryValues = (url: string) => url.replace(/(^|[?&])([^=&#?]*)=[^&#]*/g, '$1$2');

function keepQueryNames(span: Span) {
  // The SDK's span can be read; a no-op span has nothing to keep.
  const attributes = (span as Partial<ReadableSpan>).attributes ?? {};
  for (const name of URL_ATTRIBUTES) {
    const value = attributes[name];
    if (typeof value === 'string' && value.includes('=')) span.setAttribute(name, withoutQueryValues(value));
  }
}

/** Health probes are asked every few seconds by the platform: a span each would drown the shoppers' traces. */
const PROBES = /^\/(?:api\/)?health(?:\/|$)/;

let started: NodeTracerProvider | null = null;

/**
 * Starts tracing for `service` if the environment names a collector. Call it first in an entry point:
 * pg is instrumented when required, http and https are patched whoever loaded them, fetch is followed through undici's channels.
 */
export function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const config = readTracingConfig(env);
  if (!config || started) return Boolean(started);
  const provider = new NodeTracerProvider({
    // OTEL_SERVICE_NAME, the standard variable, names a process more precisely (a team's renderer and its version).
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || service }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.ratio) }),
    forceFlushTimeoutMillis: FLUSH_MS,
    spanProcessors: [
      // A bounded queue exported in the background: what does not fit is dropped and counted, never waited for.
      new BatchSpanProcessor(new OTLPTraceExporter({ url: config.url, timeoutMillis: 10_000 }), {
        selfObsMeterProvider: dropCounter,
      } as ConstructorParameters<typeof BatchSpanProcessor>[1]),
    ],
  });
  provider.register();
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => PROBES.test(request.url ?? ''), applyCustomAttributesOnSpan: keepQueryNames }),
      new UndiciInstrumentation({ requestHook: keepQueryNames }),
      // Parameterised statement text only, never values (a shopper's data); no trace outside a request.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    ],
  });
  // Through Module's require, which the instrumentation hooks (a bundle's own require would bypass it).
  const loader = new Module(__filename);
  loader.require('node:http');
  loader.require('node:https');
  started = provider;
  return true;
}

/** How long a flush may wait for the collector: a process shutting down does not wait on one that is down. */
const FLUSH_MS = 2000;

/** Sends what is queued (at shutdown, or before a test reads its collector); what cannot be sent within FLUSH_MS is given up. */
export const flushTracing = async () => {
  await started?.forceFlush().catch(() => undefined);
};

/** Runs `work` in a new child span of the shop's own code, which ends with it and records its exception. */
export function withSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>, { requireParent = false } = {}): Promise<T> {
  // `requireParent`: work done outside any request (a seed, a job's statements) starts no trace of its own.
  if (requireParent && !trace.getSpan(context.active())) return work(trace.wrapSpanContext(INVALID_SPAN_CONTEXT));
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Runs `work` with tracing suppressed: a client whose calls are not part of the shop (a test's, as a browser would be). */
export const untraced = <T>(work: () => T): T => context.with(suppressTracing(context.active()), work);

/** The active span's ids as log lines carry them, or nothing outside a span (and while tracing is off). */
export function activeTraceIds(): { trace_id: string; span_id: string } | Record<string, never> {
  const span = trace.getSpan(context.active());
  const ids = span?.spanContext();
  return ids && trace.isSpanContextValid(ids) ? { trace_id: ids.traceId, span_id: ids.spanId } : {};
}

/** The active span as a W3C `traceparent` for the page's `<meta name="traceparent">`; null when off or not sampled. */
export function activeTraceparent(): string | null {
  const ids = trace.getSpan(context.active())?.spanContext();
  if (!ids || !trace.isSpanContextValid(ids) || !(ids.traceFlags & TraceFlags.SAMPLED)) return null;
  return `00-${ids.traceId}-${ids.spanId}-01`;
}

/** The minimal Fastify surface `nameRequestSpans` needs. */
interface RouteHooks {
  addHook(name: 'onRequest', hook: (request: { method: string; routeOptions: { url?: string } }) => Promise<void>): unknown;
}

/** Names each request's span by its route, never its URL: a trace list groups by name, and a URL carries ids and search terms. */
export function nameRequestSpans(app: RouteHooks, fallback = 'page') {
  app.addHook('onRequest', async (request) => {
    const span = trace.getSpan(context.active());
    if (!span?.isRecording()) return;
    const route = request.routeOptions.url;
    span.updateName(`${request.method} ${route ?? fallback}`);
    if (route) span.setAttribute('http.route', route);
  });
}
