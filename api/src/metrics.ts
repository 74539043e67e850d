import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { deadline } from '@bottega/server-kit';
import { Counter, createProcessMetrics, Gauge, Histogram, metricsAnswer, recordCacheLookup, recordRequest, type ProcessMetrics } from '@bottega/telemetry/metrics';
import type { AppDeps } from './appDeps';
import { onPoolWait, poolStats } from './db';
import { catalogCaches } from './methods/catalog.product';

/**
 * The API's metrics (docs/operations.md, "Metrics"): requests by method (never an id), the database pool, Redis's failures, the catalog
 * cache and, in the process that runs the jobs, the mail outbox and the stock unpaid orders hold, read at each scrape.
 */

/** A scrape's database reads give up after this: a stalled database leaves those series out rather than hang the scrape. */
const SCRAPE_QUERY_MS = 2_000;

export type ApiMetrics = ProcessMetrics;

export function createApiMetrics(service: 'api' | 'worker', options: { nodeMetrics?: boolean } = {}): ApiMetrics {
  return createProcessMetrics(service, options);
}

/** The API method a request called, as its route label; set by the method route once it knows the method exists. */
const methodRoutes = new WeakMap<FastifyRequest, string>();

export function labelMethodRoute(request: FastifyRequest, tag: string, method: string): void {
  methodRoutes.set(request, `/api/${tag}/${method}`);
}

/** Counts `app`'s requests and answers `GET /metrics`, outside `/api` so the edge never forwards it: only the platform reaches it. */
export function addMetrics(app: FastifyInstance, deps: AppDeps, metrics: ApiMetrics, { jobs }: { jobs: boolean }): void {
  app.addHook('onResponse', async (request, reply) => {
    recordRequest(metrics, { method: request.method, route: methodRoutes.get(request) ?? request.routeOptions.url, status: reply.statusCode, ms: reply.elapsedTime });
  });
  app.get('/metrics', async (_request, reply) => {
    const { contentType, body } = await metricsAnswer(metrics.registry);
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });

  const registers = [metrics.registry];
  new Gauge({
    name: 'bottega_db_pool_connections',
    help: "The database pool's connections by state: max (what it may open), open, idle, and waiting (queries waiting for one). PGlite: its single connection.",
    labelNames: ['state'],
    registers,
    collect() {
      const stats = poolStats(deps.db);
      if (!stats) return;
      this.set({ state: 'max' }, stats.max);
      this.set({ state: 'open' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const poolWait = new Histogram({
    name: 'bottega_db_pool_wait_seconds',
    help: 'How long a query or transaction waited for a database connection.',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const stopWaits = onPoolWait(deps.db, (ms) => poolWait.observe(ms / 1000));
  app.addHook('onClose', async () => stopWaits());

  new Counter({
    name: 'bottega_redis_errors_total',
    help: "Redis's failures since the process started: connection errors (it reconnects by itself) and commands that failed.",
    labelNames: ['kind'],
    registers,
    collect() {
      const counts = deps.store.errorCounts?.();
      if (!counts) return;
      this.reset();
      this.inc({ kind: 'connection' }, counts.connection);
      this.inc({ kind: 'command' }, counts.command);
    },
  });

  const caches = catalogCaches(deps.db);
  const countLookup = (cache: string, hit: boolean) => recordCacheLookup(metrics, cache, hit);
  caches.lookupListeners.add(countLookup);
  app.addHook('onClose', async () => void caches.lookupListeners.delete(countLookup));

  // One process reports what the whole shop shares (the web process with API_JOBS, or the worker): N copies would say the same.
  if (jobs) addSharedGauges(deps, registers);
}

/** A gauge read from the database at each scrape; a failed or late read leaves its series out (an `absent()` alert sees it) rather than failing the scrape. */
function databaseGauge(
  registers: ProcessMetrics['registry'][],
  { name, help, labelNames = [] }: { name: string; help: string; labelNames?: string[] },
  read: () => Promise<Array<[Record<string, string>, number]>>,
): void {
  new Gauge({
    name,
    help,
    labelNames,
    registers,
    async collect() {
      this.reset();
      try {
        for (const [labels, value] of await deadline(SCRAPE_QUERY_MS).within(read())) this.set(labels, value);
      } catch {
        // Left out of this scrape.
      }
    },
  });
}

function addSharedGauges(deps: AppDeps, registers: ProcessMetrics['registry'][]): void {
  // Labelled by status (queued: waiting, retries included), so a read that failed leaves no series at all rather than a 0.
  databaseGauge(
    registers,
    { name: 'bottega_mail_outbox_messages', help: 'Messages in the mail outbox by status: queued (waiting to be delivered, retries included).', labelNames: ['status'] },
    async () => {
      const { rows } = await sql<{ backlog: number }>`select count(*)::int as backlog from mail_outbox where status = 'queued'`.execute(deps.db);
      return [[{ status: 'queued' }, rows[0]?.backlog ?? 0]];
    },
  );
  databaseGauge(
    registers,
    {
      name: 'bottega_mail_outbox_oldest_age_seconds',
      help: 'Age of the oldest message still waiting in the mail outbox, by status (queued); 0 when none waits.',
      labelNames: ['status'],
    },
    async () => {
      const { rows } = await sql<{ age: number | null }>`select extract(epoch from now() - min(created_at))::float8 as age from mail_outbox where status = 'queued'`.execute(
        deps.db,
      );
      return [[{ status: 'queued' }, Math.max(0, rows[0]?.age ?? 0)]];
    },
  );
  databaseGauge(
    registers,
    {
      name: 'bottega_stock_held_by_unpaid_orders',
      help: 'Stock held by orders awaiting payment (given back when their reservation ends): units, and the orders holding them.',
      labelNames: ['what'],
    },
    async () => {
      const { rows } = await sql<{ units: number; orders: number }>`select coalesce(sum(order_items.quantity), 0)::int as units, count(distinct orders.id)::int as orders
        from orders join order_items on order_items.order_id = orders.id where orders.status = 'pending_payment'`.execute(deps.db);
      return [
        [{ what: 'units' }, rows[0]?.units ?? 0],
        [{ what: 'orders' }, rows[0]?.orders ?? 0],
      ];
    },
  );
}
