import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readSample } from '@bottega/telemetry/metrics';
import { connect } from '../src/db';
import { buildWorker } from '../src/jobs';
import { createStore, RedisStore } from '../src/store';
import { buildApp } from '../src/app';
import { createTestApp, databases, sameDatabase, type TestApp } from './harness';
import { pickCatalog, readyGuest, registeredCustomer, type Catalog } from './commerce-shopper';

const scrape = async (app: FastifyInstance) => {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

describe.each(databases())("the API's metrics after a guest's journey on %s", (kind) => {
  let t: TestApp;
  let cached: TestApp;
  let worker: FastifyInstance;
  let catalog: Catalog;
  beforeAll(async () => {
    // Messages wait in the outbox: a mail server is named, and no worker here delivers them.
    t = await createTestApp(kind, { config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    cached = await sameDatabase(t, { catalogCacheSeconds: 60 });
    worker = await buildWorker({ deps: t.deps, jobs: [], logger: false });
    catalog = await pickCatalog(t);
  });
  afterAll(async () => {
    await worker.close();
    await cached.close();
    await t.close();
  });

  it('moves the counters a journey touches: requests by method and status, the pool, the catalog cache, the outbox and the stock held', async () => {
    const before = { web: await scrape(t.app), worker: await scrape(worker), cached: await scrape(cached.app) };
    const { shopper } = await readyGuest(t, catalog.simple.sku);
    await shopper.ok('placeOrder', [{ idempotencyKey: `metrics-${kind}`, termsAccepted: true }]);
    await shopper.call('noSuchMethod');
    const { email } = await registeredCustomer(t);
    await shopper.ok('requestPasswordResetEmail', [{ email }]);
    await t.app.inject({ method: 'GET', url: '/api/p/10001/reviews?page=3' });
    for (let turn = 0; turn < 2; turn += 1) expect((await cached.call('commerce', 'productDetail', ['10001'])).status).toBe(200);
    const after = { web: await scrape(t.app), worker: await scrape(worker), cached: await scrape(cached.app) };
    const delta = (process: keyof typeof after, series: string) => readSample(after[process], series) - readSample(before[process], series);

    expect(delta('web', 'http_server_request_duration_seconds_count{service="api",method="POST",route="/api/commerce/placeOrder",status="200"}')).toBe(1);
    expect(delta('web', 'http_server_request_duration_seconds_count{service="api",method="POST",route="/api/:tag/:method",status="404"}')).toBe(1);
    expect(delta('web', 'http_server_request_duration_seconds_count{service="api",method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(after.web).not.toMatch(/10001|reviews|noSuchMethod/);

    expect(readSample(after.web, `bottega_db_pool_connections{state="max",service="api"}`)).toBe(kind === 'pglite' ? 1 : 10);
    expect(delta('web', 'bottega_db_pool_wait_seconds_count{service="api"}')).toBeGreaterThan(0);
    expect(delta('cached', 'bottega_cache_lookups_total{cache="catalog:product",result="hit",service="api"}')).toBe(1);

    // What the whole shop shares is said by the process that runs the jobs, not by every web process.
    expect(after.web).not.toContain('bottega_stock_held_by_unpaid_orders');
    expect(delta('worker', 'bottega_stock_held_by_unpaid_orders{what="units",service="worker"}')).toBe(1);
    expect(delta('worker', 'bottega_stock_held_by_unpaid_orders{what="orders",service="worker"}')).toBe(1);
    expect(delta('worker', 'bottega_mail_outbox_messages{status="queued",service="worker"}')).toBeGreaterThanOrEqual(1);
    expect(after.worker).toMatch(/^bottega_mail_outbox_oldest_age_seconds\{status="queued",service="worker"\} \d/m);
  });

  it('leaves a gauge the database cannot answer out of the scrape, and the scrape still answers', async () => {
    // A database without the shop's tables (never migrated): every read of the outbox fails.
    const dir = mkdtempSync(path.join(tmpdir(), 'bottega-metrics-'));
    const empty = await connect({ dataDir: dir });
    const app = await buildApp({ deps: { ...t.deps, db: empty.db }, logger: false, backgroundJobs: true });
    try {
      const text = await scrape(app);
      expect(text).toContain('# HELP bottega_mail_outbox_messages');
      expect(text).not.toMatch(/^bottega_mail_outbox_messages\{/m);
      expect(text).toMatch(/^bottega_db_pool_connections\{state="max",service="api"\} 1$/m);
    } finally {
      await app.close();
      await empty.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)("Redis's failures", () => {
  it('are counted by the store: a command on a connection that is gone', async () => {
    const store = (await createStore({ redisUrl, prefix: `metrics-${process.pid}:`, log: { warn() {} } })) as RedisStore;
    await store.set('a', 1, 10);
    expect(store.errorCounts()).toEqual({ connection: 0, command: 0 });
    await store.close();
    await expect(store.get('a')).rejects.toThrow();
    expect(store.errorCounts().command).toBe(1);
  });
});
