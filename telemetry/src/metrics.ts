import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { droppedSpanCount } from './tracing';

/**
 * Prometheus metrics, one registry per server (docs/adr/0034-metrics-and-real-shoppers.md). Labels take only
 * values from a closed set, never a URL, id or search term, so the number of series stays bounded.
 */

export { Counter, Gauge, Histogram, Registry };

/** Seconds: from a cached answer (a few ms) to a page that waited on a slow team (seconds). */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What every server process reports: its requests, its caches, and Node's own figures (memory, event loop, GC). */
export interface ProcessMetrics {
  registry: Registry;
  /** Answered requests by method, route pattern and status: their count is the request rate. */
  requests: Histogram<'method' | 'route' | 'status'>;
  /** Look-ups of the process's in-memory caches, by cache and `hit` or `miss`: the hit ratio. */
  cacheLookups: Counter<'cache' | 'result'>;
}

export interface ProcessMetricsOptions {
  /** Node's own figures (event-loop lag, heap, GC); tests that build many servers in one process leave them out. */
  nodeMetrics?: boolean;
}

/** A registry for `service` (`edge`, `api`, `worker`, `renderer`), each series labelled with it. */
export function createProcessMetrics(service: string, { nodeMetrics = true }: ProcessMetricsOptions = {}): ProcessMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (nodeMetrics) collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'bottega_trace_spans_dropped',
    help: 'Spans the bounded export queue dropped since the process started (a collector down or slow): never waited for (docs/operations.md, "Traces").',
    registers: [registry],
    collect() {
      this.set(droppedSpanCount());
    },
  });
  return {
    registry,
    requests: new Histogram({
      name: 'http_server_request_duration_seconds',
      help: 'Answered HTTP requests by method, route pattern and status; _count is the request rate.',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'bottega_cache_lookups_total',
      help: "Look-ups of a process's in-memory cache, by cache and result (hit, miss).",
      labelNames: ['cache', 'result'],
      registers: [registry],
    }),
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route label of a request no route matched: one series for all of them, whatever their URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Counts one answered request by its route pattern (`/api/:tag/:method`, `page:ProductPage`), never its URL. */
export function recordRequest(metrics: ProcessMetrics, { method, route, status, ms }: { method: string; route: string | undefined; status: number; ms: number }): void {
  metrics.requests.observe({ method: METHODS.has(method) ? method : 'other', route: route ?? UNMATCHED_ROUTE, status: String(status) }, ms / 1000);
}

/** Counts one look-up of the cache named `cache`. */
export function recordCacheLookup(metrics: ProcessMetrics, cache: string, hit: boolean): void {
  metrics.cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
}

/** The scrape's answer: the text format and its content type. */
export async function metricsAnswer(registry: Registry): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/** A listener that answers only `GET /metrics`, on METRICS_PORT: the edge's internals stay off the public load balancer. */
export function createMetricsServer(registry: Registry): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Risorsa non trovata.');
      return;
    }
    metricsAnswer(registry).then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics unavailable: ${error.message}`),
    );
  });
}

/** A series' value in a scrape's text, `name{labels}` as written there; 0 when the scrape has no such series. */
export function readSample(scrape: string, series: string): number {
  const line = scrape.split('\n').find((one) => one.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
