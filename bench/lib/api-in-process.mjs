// The built API in a process of its own for bench/checkout-load.mjs, with one more door than
// api/dist/server.js: a line `stats` on stdin prints how many catalog answers came from the
// catalog cache, which only this process can count. Never used by the shop.
//   DATABASE_URL=postgres://… with SCHEMA=… (kept between runs), or DATA_DIR=… (PGlite); PORT=…;
//   API_DIST=… another build of the API (a worktree of an older commit, to compare before and after).
//   POOL_SIZE=… PostgreSQL connections of the API (10, as in production, by default).
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const dist = process.env.API_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/dist');
const { connect } = require(`${dist}/db/index.js`);
const { migrate } = require(`${dist}/db/migrations/index.js`);
const { seedIfEmpty } = require(`${dist}/seed/index.js`);
const { seedDemo } = require(`${dist}/seed/demo.js`);
const { buildApp } = require(`${dist}/app.js`);
const { loadConfig } = require(`${dist}/config.js`);
const { MemoryStore } = require(`${dist}/store.js`);
const { catalogCaches } = require(`${dist}/methods/catalog.product.js`);
const { sql } = require(require.resolve('kysely', { paths: [dist] }));

const databaseUrl = process.env.DATABASE_URL;
const schema = process.env.SCHEMA ?? 'bench_checkout';
if (databaseUrl) {
  const admin = await connect({ databaseUrl, poolSize: 1 });
  await sql`create schema if not exists ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
}
const handle = await connect(databaseUrl ? { databaseUrl, schema, poolSize: Number(process.env.POOL_SIZE ?? 10) } : { dataDir: process.env.DATA_DIR });
await migrate(handle.db);
await seedIfEmpty(handle.db, { products: 5200 });
await seedDemo(handle.db);
// Ten sizes with five pieces each ("only 5 left"): every sale and every release shows on their product's pages.
const { rows: sizes } = await sql`
  select v.sku, v.product_uid as uid from product_variants v join products p on p.uid = v.product_uid
  where p.category_uids && array['uomo', 'donna']::text[] order by v.product_uid, v.sku limit 10`.execute(handle.db);
for (const size of sizes) await sql`update product_variants set stock_qty = 5 where sku = ${size.sku}`.execute(handle.db);
await sql`update orders set status = 'canceled', reserved_until = null where status = 'pending_payment'`.execute(handle.db);

const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'warn' }), catalogCacheSeconds: 60, rateLimitScale: 100_000 };
const app = await buildApp({ deps: { db: handle.db, dbKind: handle.kind, config, store: new MemoryStore() }, logger: false });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(JSON.stringify({ ready: true, kind: handle.kind, sizes }));

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'stats') console.log(JSON.stringify({ served: catalogCaches(handle.db).served }));
});
process.on('SIGTERM', async () => {
  await app.close();
  await handle.close();
  process.exit(0);
});
