import { sql } from 'kysely';
import { createStore, MemoryStore } from '../src/store';
import { migrations } from '../src/db/migrations';
import { buildWorker } from '../src/jobs';
import { createTestApp, databases, type TestApp } from './harness';

/** A Redis that is configured but does not answer. */
class DownRedis extends MemoryStore {
  async get<T>(): Promise<T | undefined> {
    throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
  }
}

describe.each(databases())('health of an API process on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { products: 20 });
  });
  afterAll(() => t.close());

  const get = (url: string, app = t.app) => app.inject({ method: 'GET', url });

  it('is live while the process answers, and ready with every check named', async () => {
    expect((await get('/api/health/live')).json()).toMatchObject({ status: 'ok' });
    for (const url of ['/api/health/ready', '/api/health']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', database: kind, checks: { database: 'ok', schema: 'ok' } });
    }
  });

  it('is unready, saying which check failed, when a configured Redis does not answer', async () => {
    const store = new DownRedis();
    const down = await createTestApp(kind, { products: 20, store, config: { redisUrl: 'redis://127.0.0.1:6379' } });
    try {
      const response = await get('/api/health/ready', down.app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unready', checks: { database: 'ok', schema: 'ok', redis: 'down: connect ECONNREFUSED 127.0.0.1:6379' } });
      expect((await get('/api/health/live', down.app)).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });

  (process.env.TEST_REDIS_URL ? it : it.skip)('checks a Redis that answers', async () => {
    const store = await createStore({ redisUrl: process.env.TEST_REDIS_URL, prefix: 'test-health:' });
    const up = await createTestApp(kind, { products: 20, store, config: { redisUrl: process.env.TEST_REDIS_URL } });
    try {
      expect((await get('/api/health/ready', up.app)).json()).toMatchObject({ status: 'ok', checks: { database: 'ok', schema: 'ok', redis: 'ok' } });
    } finally {
      await up.close();
    }
  });

  it('is unready on a schema behind this release, naming what to run', async () => {
    const latest = migrations[migrations.length - 1].name;
    await sql`delete from schema_migrations where name = ${latest}`.execute(t.deps.db);
    try {
      const response = await get('/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unready',
        checks: { database: 'ok', schema: `behind: ${latest} not applied (node dist/migrate.js)` },
      });
    } finally {
      await sql`insert into schema_migrations (name) values (${latest})`.execute(t.deps.db);
    }
  });

  it('is unready while draining, and still live', async () => {
    t.app.draining = true;
    try {
      expect((await get('/api/health/ready')).json()).toEqual({ status: 'draining' });
      expect((await get('/api/health')).statusCode).toBe(503);
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });

  it('is answered by the worker, which answers nothing else', async () => {
    const worker = await buildWorker({ deps: t.deps, jobs: [], logger: false });
    try {
      expect((await get('/api/health/live', worker)).statusCode).toBe(200);
      expect((await get('/api/health/ready', worker)).json()).toMatchObject({ status: 'ok', checks: { database: 'ok', schema: 'ok' } });
      expect((await get('/api/health', worker)).statusCode).toBe(404);
      expect((await worker.inject({ method: 'POST', url: '/api/commerce/products', payload: [{}] })).statusCode).toBe(404);
    } finally {
      await worker.close();
    }
  });
});
