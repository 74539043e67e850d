import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './appDeps';
import type { Config } from './config';
import { connect, type Db } from './db';
import { assertSchemaCurrent, migrate } from './db/migrations';
import type { ProcessLog } from './processLog';
import { seedIfEmpty } from './seed';
import { assertNoDemoData, seedDemo } from './seed/demo';
import { createStore } from './store';

type Log = ProcessLog & { info(obj: object, msg?: string): void };

/** Applies the migrations (`node dist/migrate.js`, or a start outside production), then, outside production only, seeds the catalog and the demo data. */
export async function prepareDatabase(db: Db, config: Pick<Config, 'production' | 'seedProducts' | 'demoData'>, log?: Log): Promise<void> {
  const applied = await migrate(db);
  if (applied.length) log?.info({ migrations: applied }, 'database migrated');
  if (config.production) return;
  const seeded = await seedIfEmpty(db, { products: config.seedProducts });
  if (seeded) log?.info(seeded, 'seed catalog loaded');
  if (config.demoData) {
    const demo = await seedDemo(db);
    if (demo.customers) log?.info(demo, 'demo accounts and codes loaded');
  }
}

/** Opens the database and the shared store; `prepare` migrates first, else the schema must be current. A production start refuses demo data. */
export async function createDeps(config: Config, log?: Log, { prepare = !config.production }: { prepare?: boolean } = {}): Promise<AppDeps> {
  const handle = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  try {
    if (prepare) await prepareDatabase(handle.db, config, log);
    else await assertSchemaCurrent(handle.db);
    if (config.production) await assertNoDemoData(handle.db);
    const store = await createStore({ redisUrl: config.redisUrl, prefix: `${config.tenantId}:`, log });
    return { db: handle.db, dbKind: handle.kind, config, store };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Closes the database and the store with `app`; register it before `runJobs`, as Fastify closes last-registered first and a running job still needs them. */
export function closeDepsWith(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onClose', async () => {
    await deps.store.close();
    await deps.db.destroy();
  });
}
