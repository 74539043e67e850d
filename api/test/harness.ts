import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { connect, type Db } from '../src/db';
import { migrate } from '../src/db/migrations';
import { seedIfEmpty } from '../src/seed';
import { seedDemo } from '../src/seed/demo';
import { MemoryStore, type SharedStore } from '../src/store';
import { loadConfig, type Config } from '../src/config';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/appDeps';

export type DatabaseKind = 'pglite' | 'postgres';

/** Products in a test catalog: enough for every category, type and stock case, quick to seed. */
export const TEST_CATALOG_SIZE = 150;

/** The databases every suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded database: a PGlite folder in tmp, or a PostgreSQL schema dropped afterwards. */
export async function createTestDatabase(kind: DatabaseKind, { products = TEST_CATALOG_SIZE } = {}): Promise<TestDatabase> {
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = await connect({ databaseUrl: url, poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    const handle = await connect({ databaseUrl: url, schema, poolSize: 10 });
    await migrate(handle.db);
    await seedIfEmpty(handle.db, { products });
    await seedDemo(handle.db);
    return {
      db: handle.db,
      kind,
      async close() {
        await handle.close();
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
        await admin.close();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bottega-test-'));
  const handle = await connect({ dataDir: dir });
  await migrate(handle.db);
  await seedIfEmpty(handle.db, { products });
  await seedDemo(handle.db);
  return {
    db: handle.db,
    kind,
    async close() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the answers' fields directly; their expectations are the check
type AnswerBody = any;

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** `POST /api/{tag}/{method}` with the arguments array; returns status and parsed body. */
  call(
    tag: string,
    method: string,
    args: unknown,
    options?: { cookies?: Record<string, string>; ip?: string },
  ): Promise<{ status: number; body: AnswerBody; response: LightMyRequestResponse }>;
  close(): Promise<void>;
}

/** The environment a production start cannot do without, the payment provider aside (tests of it vary that). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.example/bottega',
  REDIS_URL: 'redis://cache.example:6379',
  PUBLIC_ORIGIN: 'https://shop.example',
};

/** Test configuration: catalog answers always read the database unless a test turns the cache on. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test' }), catalogCacheSeconds: 0, ...overrides };
}

/** The app in-process over a fresh database (requests through `app.inject`, no port). */
export async function createTestApp(kind: DatabaseKind, options: { products?: number; store?: SharedStore; config?: Partial<Config> } = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind, { products: options.products });
  const store = options.store ?? new MemoryStore();
  const served = await serve({ db: database.db, dbKind: kind, config: testConfig(options.config), store });
  return {
    ...served,
    async close() {
      await served.close();
      await store.close();
      await database.close();
    },
  };
}

/** A second app over the same database and store with other settings (the catalog cache on, say); closing it leaves them open. */
export function sameDatabase(t: TestApp, config: Partial<Config>): Promise<TestApp> {
  return serve({ ...t.deps, config: { ...t.deps.config, ...config } });
}

async function serve(deps: AppDeps): Promise<TestApp> {
  const app = await buildApp({ deps, logger: false });
  await app.ready();
  return {
    app,
    deps,
    async call(tag, method, args, { cookies, ip } = {}) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/${tag}/${method}`,
        headers: { 'content-type': 'application/json', 'accept-language': 'it-IT' },
        payload: JSON.stringify(args),
        cookies,
        remoteAddress: ip,
      });
      return { status: response.statusCode, body: response.json(), response };
    },
    close: () => app.close(),
  };
}
