import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig, type Config } from '../src/config';
import { connect } from '../src/db';
import { migrations, pendingMigrations } from '../src/db/migrations';
import { createDeps, prepareDatabase } from '../src/deps';
import { demoDataIn } from '../src/seed/demo';
import { PRODUCTION_ENV } from './harness';

const PRODUCTION = { ...PRODUCTION_ENV, XPAY_ENDPOINT: 'https://pay.example/ecomm', XPAY_SECRET: 'real-secret' };

describe('the production configuration', () => {
  it('refuses to start without DATABASE_URL, REDIS_URL or PUBLIC_ORIGIN, naming each', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ production: true, databaseUrl: PRODUCTION.DATABASE_URL, redisUrl: PRODUCTION.REDIS_URL });
    for (const [name, example] of [
      ['DATABASE_URL', 'postgres://'],
      ['REDIS_URL', 'redis://'],
      ['PUBLIC_ORIGIN', 'https://'],
    ])
      for (const missing of [undefined, '']) expect(() => loadConfig({ ...PRODUCTION, [name]: missing })).toThrow(`${name} is required when NODE_ENV=production (e.g. ${example}`);
  });

  it('leaves the background jobs to the worker in production, and to the web process of the embedded shop, unless API_JOBS says otherwise', () => {
    expect(loadConfig({}).jobs).toBe(true);
    expect(loadConfig({ API_JOBS: 'off' }).jobs).toBe(false);
    expect(loadConfig(PRODUCTION).jobs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_JOBS: 'on' }).jobs).toBe(true);
    expect(() => loadConfig({ API_JOBS: '1' })).toThrow('API_JOBS must be on or off, got "1"');
  });

  it('drains for DRAIN_DELAY_MS (none locally) and gives the worker its own port', () => {
    expect(loadConfig({})).toMatchObject({ drainDelayMs: 0, workerPort: 8091 });
    expect(loadConfig({ DRAIN_DELAY_MS: '5000', WORKER_PORT: '9191' })).toMatchObject({ drainDelayMs: 5000, workerPort: 9191 });
    expect(() => loadConfig({ DRAIN_DELAY_MS: '5s' })).toThrow(/DRAIN_DELAY_MS must be an integer/);
  });
});

describe('a production database', () => {
  let dir: string;
  let production: Config;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bottega-production-'));
    // The production settings on an embedded database of this test's own.
    production = { ...loadConfig(PRODUCTION), databaseUrl: undefined, redisUrl: undefined, dataDir: path.join(dir, 'shop'), seedProducts: 20 };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is migrated by the release step and seeded with nothing: no catalog, no content, no demo', async () => {
    const handle = await connect({ dataDir: production.dataDir });
    try {
      await prepareDatabase(handle.db, production);
      expect(await pendingMigrations(handle.db)).toEqual([]);
      for (const table of ['categories', 'products', 'cms_blocks', 'cms_pages'] as const) {
        const { count } = await handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        expect([table, Number(count)]).toEqual([table, 0]);
      }
      expect(await demoDataIn(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('refuses a web start on a schema behind the release, naming node dist/migrate.js, and starts once it is migrated', async () => {
    await expect(createDeps(production)).rejects.toThrow(
      `The database schema is not current: ${migrations.length} migration(s) of this release not applied (${migrations.map((m) => m.name).join(', ')}). Run \`node dist/migrate.js\``,
    );
    const handle = await connect({ dataDir: production.dataDir });
    await prepareDatabase(handle.db, production);
    const latest = migrations[migrations.length - 1].name;
    await sql`delete from schema_migrations where name = ${latest}`.execute(handle.db);
    await handle.close();
    await expect(createDeps(production)).rejects.toThrow(`1 migration(s) of this release not applied (${latest})`);

    // The release step records it again (its statements already ran above).
    const again = await connect({ dataDir: production.dataDir });
    await sql`insert into schema_migrations (name) values (${latest})`.execute(again.db);
    await again.close();
    const deps = await createDeps(production);
    expect(deps.dbKind).toBe('pglite');
    await deps.store.close();
    await deps.db.destroy();
  });
});
